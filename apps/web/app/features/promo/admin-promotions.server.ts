import { AdminPromotionCreateSchema, AdminPromotionPatchSchema } from '@shop/shared';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import { createPromotionBody, editPromotionBody } from './admin-promotion-form';

/** Every promotion, and the one `?edit=` names (its form is shown filled in, so editing needs no JavaScript). */
export async function promotionsLoader(context: LoadContext, url: URL) {
  const { promotions } = dataOrThrow(await callApi(context, 'GET /admin/promotions'));
  const editId = url.searchParams.get('edit');
  return { promotions, editing: promotions.find((promotion) => promotion.id === editId) ?? null };
}

/** Create a promotion, or save one from the version shown; the API's 400 marks the field it names. */
export async function promotionsAction(context: LoadContext, form: FormData) {
  const values = formValues(form);
  if (values.intent === 'edit') {
    const checked = validate(AdminPromotionPatchSchema, editPromotionBody(values));
    if (!checked.ok) return invalid('edit', checked.fieldErrors, 'Please check the marked fields');
    const result = await callApi(context, 'PATCH /admin/promotions/:id', {
      params: { id: values.id ?? '' },
      body: checked.data,
    });
    if (!result.ok) return refused('edit', result, 'Could not save the promotion', { revalidate: true });
    return succeeded('edit', { message: `${checked.data.name ?? 'Promotion'} saved` });
  }
  const checked = validate(AdminPromotionCreateSchema, createPromotionBody(values));
  if (!checked.ok) return invalid('create', checked.fieldErrors, 'Please check the marked fields');
  const result = await callApi(context, 'POST /admin/promotions', { body: checked.data });
  if (!result.ok) return refused('create', result, 'Could not create the promotion');
  return succeeded('create', { message: `${checked.data.name} created` });
}
