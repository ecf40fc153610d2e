import { type AdminCategory, AdminCategoryInputSchema } from '@shop/shared';
import { Form, useActionData, useFetcher } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import { requireAdmin } from '~/features/admin/admin.server';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { type AnyFormResult, type FormResult, formValues, validate } from '~/lib/form-result';
import { answerConsoleForm, invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import type { Route } from './+types/categories';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  return dataOrThrow(await callApi(context, 'GET /admin/categories')).categories;
}

/** A row's rename carries the row's id, so a refusal posted without JavaScript comes back to that row. */
type Intent = 'create' | `rename-${string}` | 'delete';

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireAdmin(url, context);
  const typed = formValues(await request.formData());
  const reply = await saveCategory(context, typed);
  // Add category and each row's Rename show a refusal where it was typed, with the name typed; Delete
  // (a fetcher) toasts its refusal, so without JavaScript it comes back as a flash. So does a rename of a
  // category deleted meanwhile: its row is gone from the page.
  const gone = !reply.data.ok && reply.data.code === 'CATEGORY_NOT_FOUND';
  const inPlace: Intent[] = gone ? ['create'] : ['create', `rename-${typed.id ?? ''}`];
  return answerConsoleForm(request, url, reply, inPlace, typed);
}

async function saveCategory(context: LoadContext, values: Record<string, string>) {
  const params = { id: values.id ?? '' };
  if (values.intent === 'delete') {
    const intent = 'delete';
    const result = await callApi(context, 'DELETE /admin/categories/:id', { params });
    if (!result.ok) return refused(intent, result, 'Could not delete the category', { revalidate: true });
    return succeeded(intent, { message: 'Category deleted' });
  }
  const intent: Intent = values.intent === 'create' ? 'create' : `rename-${params.id}`;
  const checked = validate(AdminCategoryInputSchema, { name: values.name });
  if (!checked.ok) return invalid(intent, checked.fieldErrors);
  const result =
    intent === 'create'
      ? await callApi(context, 'POST /admin/categories', { body: checked.data })
      : await callApi(context, 'PATCH /admin/categories/:id', {
          params,
          body: { version: Number(values.version), name: checked.data.name },
        });
  if (!result.ok) return refused(intent, result, 'Could not save the category', { revalidate: true });
  return succeeded(intent, { message: intent === 'create' ? 'Category added' : 'Category renamed' });
}

function CategoryRow({ category, result }: { category: AdminCategory; result: AnyFormResult | undefined }) {
  const rename = useFetcher<FormResult<Intent>>();
  const remove = useFetcher<FormResult<Intent>>();
  const intent = `rename-${category.id}`;
  // With JavaScript the rename is the row's fetcher; without, its answer is the page's.
  const form = useForm({ intent, result: rename.data ?? result, fetcher: rename });
  useFormResult(rename.data, { intent });
  useFormResult(remove.data, { intent: 'delete', toastFailure: true });
  return (
    <li className="flex flex-wrap items-end gap-3 py-3">
      <rename.Form
        method="post"
        ref={form.ref}
        className="flex flex-1 flex-wrap items-end gap-2"
        key={category.version}
      >
        <input type="hidden" name="intent" value="rename" />
        <input type="hidden" name="id" value={category.id} />
        <input type="hidden" name="version" value={category.version} />
        <TextField
          name="name"
          label={`Name (${category.productCount} products)`}
          defaultValue={form.typed?.name ?? category.name}
          errors={form.fieldErrors}
          className="min-w-48 flex-1"
        />
        <SubmitButton busy={form.busy} busyLabel="Saving…" variant="outline" size="sm">
          Rename
        </SubmitButton>
      </rename.Form>
      <remove.Form method="post">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={category.id} />
        <button
          type="submit"
          className={buttonClass({ variant: 'dangerOutline', size: 'sm' })}
          disabled={remove.state !== 'idle'}
        >
          Delete
        </button>
      </remove.Form>
      {form.message && <Alert className="w-full">{form.message}</Alert>}
    </li>
  );
}

export default function AdminCategoriesPage({ loaderData: categories }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const form = useForm({
    intent: 'create',
    result,
    check: (values) => validate(AdminCategoryInputSchema, values),
  });
  useFormResult(result, { intent: 'create', onSuccess: () => form.ref.current?.reset() });
  return (
    <div className="space-y-6">
      <h2 className="font-display text-xl font-bold text-brand-900">Categories</h2>
      <Form
        method="post"
        ref={form.ref}
        onSubmit={form.onSubmit}
        className={`${cardClass} flex flex-wrap items-end gap-3 p-4`}
      >
        <input type="hidden" name="intent" value="create" />
        <TextField
          name="name"
          label="New category"
          required
          errors={form.fieldErrors}
          defaultValue={form.typed?.name}
          className="min-w-48 flex-1"
        />
        <SubmitButton busy={form.busy} busyLabel="Adding…" size="sm">
          Add category
        </SubmitButton>
        {form.message && <Alert className="w-full">{form.message}</Alert>}
      </Form>
      <section className={`${cardClass} px-4`}>
        <ul className="divide-y divide-stone-100">
          {categories.map((category) => (
            <CategoryRow key={category.id} category={category} result={result} />
          ))}
        </ul>
      </section>
    </div>
  );
}
