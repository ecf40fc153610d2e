import {
  type AdminPromo,
  AdminPromoCreateSchema,
  AdminPromoPatchSchema,
  indiaDay,
  indiaDayStart,
} from '@shop/shared';
import { useState } from 'react';
import { Form, useActionData, useFetcher } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { Dialog } from '~/components/ui/dialog';
import { TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import { adminData, requireAdmin } from '~/features/admin/admin.server';
import { td, th } from '~/features/admin/format';
import { callApi } from '~/lib/api.server';
import { type FormResult, formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { Route } from './+types/promo-codes';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return (await adminData<{ promoCodes: AdminPromo[] }>(context, '/promo-codes')).promoCodes;
}

const number = (text: string | undefined) => (text ? Number(text) : null);
/** A date field's day (India's midnight) as the API's instant; empty means none. */
const day = (text: string | undefined) => (text ? indiaDayStart(text).toISOString() : null);
/** A stored instant as the date field's day in India. */
const dayText = (iso: string | null) => (iso ? indiaDay(new Date(iso)) : '');

/** The create form's text values as the API's body. */
function createBody(values: Record<string, string>) {
  return {
    code: values.code ?? '',
    percent: Number(values.percent),
    maxUses: number(values.maxUses),
    maxUsesPerCustomer: number(values.maxUsesPerCustomer),
    validFrom: day(values.validFrom),
    validTo: day(values.validTo),
    description: values.description ?? '',
  };
}

/** The edit form's text values as the PATCH body: every editable field, and the version it was read at. */
function editBody(values: Record<string, string>) {
  return {
    version: Number(values.version),
    percent: Number(values.percent),
    maxUses: number(values.maxUses),
    maxUsesPerCustomer: number(values.maxUsesPerCustomer),
    validFrom: day(values.validFrom),
    validTo: day(values.validTo),
    description: values.description ?? '',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const values = formValues(await request.formData());
  if (values.intent === 'edit') {
    const checked = validate(AdminPromoPatchSchema, editBody(values));
    if (!checked.ok) return invalid('edit', checked.fieldErrors, 'Please check the marked fields');
    const result = await callApi(context, `/admin/promo-codes/${encodeURIComponent(values.id ?? '')}`, {
      method: 'PATCH',
      body: checked.data,
    });
    // A stale save reloads the list, so the form shows the current values under the message.
    if (!result.ok) return refused('edit', result, 'Could not save the code', { revalidate: true });
    return succeeded('edit', { message: 'Code saved' });
  }
  if (values.intent === 'toggle') {
    const result = await callApi(context, `/admin/promo-codes/${encodeURIComponent(values.id ?? '')}`, {
      method: 'PATCH',
      body: { version: Number(values.version), active: values.active === 'true' },
    });
    if (!result.ok) return refused('toggle', result, 'Could not change the code', { revalidate: true });
    return succeeded('toggle', {
      message: values.active === 'true' ? 'Code switched on' : 'Code switched off',
    });
  }
  const checked = validate(AdminPromoCreateSchema, createBody(values));
  if (!checked.ok) return invalid('create', checked.fieldErrors);
  const result = await callApi(context, '/admin/promo-codes', { body: checked.data });
  if (!result.ok) return refused('create', result, 'Could not create the code');
  return succeeded('create', { message: `Code ${checked.data.code} created` });
}

function Toggle({ promo }: { promo: AdminPromo }) {
  const fetcher = useFetcher<FormResult<'toggle'>>();
  useFormResult(fetcher.data, { intent: 'toggle', toastFailure: true });
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={promo.id} />
      <input type="hidden" name="version" value={promo.version} />
      <input type="hidden" name="active" value={String(!promo.active)} />
      <button
        type="submit"
        className={buttonClass({ variant: 'outline', size: 'sm' })}
        disabled={fetcher.state !== 'idle'}
      >
        {promo.active ? 'Switch off' : 'Switch on'}
      </button>
    </fetcher.Form>
  );
}

function EditPromo({ promo }: { promo: AdminPromo }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<FormResult<'edit'>>();
  const form = useForm({
    intent: 'edit',
    result: fetcher.data,
    fetcher,
    check: (values) => validate(AdminPromoPatchSchema, editBody(values)),
  });
  useFormResult(fetcher.data, { intent: 'edit', onSuccess: () => setOpen(false) });
  const titleId = `edit-promo-${promo.id}`;
  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: 'outline', size: 'sm' })}
        onClick={() => setOpen(true)}
        aria-label={`Edit ${promo.code}`}
      >
        Edit
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        {/* Keyed by version: after a refused stale save, the fields show the stored values. */}
        <fetcher.Form
          key={promo.version}
          method="post"
          ref={form.ref}
          onSubmit={form.onSubmit}
          noValidate
          className="space-y-3 p-5"
        >
          <h3 id={titleId} className="font-display text-lg font-bold text-brand-900">
            Edit {promo.code}
          </h3>
          <input type="hidden" name="intent" value="edit" />
          <input type="hidden" name="id" value={promo.id} />
          <input type="hidden" name="version" value={promo.version} />
          <Alert>{form.message}</Alert>
          <TextField
            name="percent"
            label="Percent off"
            inputMode="numeric"
            required
            defaultValue={promo.percent}
            errors={form.fieldErrors}
          />
          <TextField
            name="description"
            label="Description"
            defaultValue={promo.description}
            errors={form.fieldErrors}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              name="validFrom"
              label="Valid from"
              type="date"
              defaultValue={dayText(promo.validFrom)}
              errors={form.fieldErrors}
            />
            <TextField
              name="validTo"
              label="Valid until"
              type="date"
              defaultValue={dayText(promo.validTo)}
              errors={form.fieldErrors}
            />
            <TextField
              name="maxUses"
              label="Uses in all (empty: no limit)"
              inputMode="numeric"
              defaultValue={promo.maxUses ?? ''}
              errors={form.fieldErrors}
            />
            <TextField
              name="maxUsesPerCustomer"
              label="Uses per customer"
              inputMode="numeric"
              defaultValue={promo.maxUsesPerCustomer ?? ''}
              errors={form.fieldErrors}
            />
          </div>
          <div className="flex justify-end gap-2 pt-2">
            <button
              type="button"
              className={buttonClass({ variant: 'outline', size: 'sm' })}
              onClick={() => setOpen(false)}
            >
              Cancel
            </button>
            <SubmitButton busy={form.busy} busyLabel="Saving…" size="sm">
              Save
            </SubmitButton>
          </div>
        </fetcher.Form>
      </Dialog>
    </>
  );
}

export default function AdminPromoCodesPage({ loaderData: codes }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const form = useForm({
    intent: 'create',
    result,
    check: (values) => validate(AdminPromoCreateSchema, createBody(values)),
  });
  useFormResult(result, { intent: 'create', onSuccess: () => form.ref.current?.reset() });
  return (
    <div className="space-y-6">
      <h2 className="font-display text-xl font-bold text-brand-900">Promo codes</h2>
      <Form
        method="post"
        ref={form.ref}
        onSubmit={form.onSubmit}
        className={`${cardClass} grid gap-3 p-4 sm:grid-cols-3`}
      >
        <input type="hidden" name="intent" value="create" />
        <Alert className="sm:col-span-3">{form.message}</Alert>
        <TextField name="code" label="Code" required errors={form.fieldErrors} autoCapitalize="characters" />
        <TextField
          name="percent"
          label="Percent off"
          inputMode="numeric"
          required
          errors={form.fieldErrors}
        />
        <TextField name="description" label="Description" errors={form.fieldErrors} />
        <TextField name="validFrom" label="Valid from" type="date" errors={form.fieldErrors} />
        <TextField name="validTo" label="Valid until" type="date" errors={form.fieldErrors} />
        <TextField
          name="maxUses"
          label="Uses in all (empty: no limit)"
          inputMode="numeric"
          errors={form.fieldErrors}
        />
        <TextField
          name="maxUsesPerCustomer"
          label="Uses per customer"
          inputMode="numeric"
          errors={form.fieldErrors}
        />
        <div className="flex items-end">
          <SubmitButton busy={form.busy} busyLabel="Creating…" size="sm">
            Create code
          </SubmitButton>
        </div>
      </Form>
      <section className={`${cardClass} overflow-x-auto p-4`}>
        <table className="w-full min-w-[36rem]">
          <thead className="border-b border-stone-200">
            <tr>
              <th className={th}>Code</th>
              <th className={th}>Off</th>
              <th className={th}>Valid</th>
              <th className={th}>Used</th>
              <th className={th}>State</th>
              <th className={th}>
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {codes.map((promo) => (
              <tr key={promo.id}>
                <td className={`${td} font-semibold`}>
                  {promo.code}
                  {promo.description && (
                    <span className="block text-xs font-normal text-stone-500">{promo.description}</span>
                  )}
                </td>
                <td className={td}>{promo.percent} %</td>
                <td className={`${td} whitespace-nowrap`}>
                  {promo.validFrom || promo.validTo
                    ? `${dayText(promo.validFrom) || '…'} – ${dayText(promo.validTo) || '…'}`
                    : 'Always'}
                </td>
                <td className={td}>
                  {promo.uses}
                  {promo.maxUses !== null && ` of ${promo.maxUses}`}
                </td>
                <td className={td}>{promo.active ? <Badge colour="green">On</Badge> : <Badge>Off</Badge>}</td>
                <td className={td}>
                  <div className="flex flex-wrap gap-2">
                    <EditPromo promo={promo} />
                    <Toggle promo={promo} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
