import { AdminPromoCreateSchema, AdminPromoPatchSchema } from '@shop/shared';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import { createBody, editBody } from './admin-promo-form';

/** Every promo code with how often it was used. */
export async function promoCodesLoader(context: LoadContext) {
  return dataOrThrow(await callApi(context, 'GET /admin/promo-codes')).promoCodes;
}

/** Create a code, edit one from the version shown, or switch one on or off. */
export async function promoCodesAction(context: LoadContext, form: FormData) {
  const values = formValues(form);
  const params = { id: values.id ?? '' };
  if (values.intent === 'edit') {
    const checked = validate(AdminPromoPatchSchema, editBody(values));
    if (!checked.ok) return invalid('edit', checked.fieldErrors, 'Please check the marked fields');
    const result = await callApi(context, 'PATCH /admin/promo-codes/:id', { params, body: checked.data });
    // A stale save reloads the list, so the form shows the current values under the message.
    if (!result.ok) return refused('edit', result, 'Could not save the code', { revalidate: true });
    return succeeded('edit', { message: 'Code saved' });
  }
  if (values.intent === 'toggle') {
    const result = await callApi(context, 'PATCH /admin/promo-codes/:id', {
      params,
      body: { version: Number(values.version), active: values.active === 'true' },
    });
    if (!result.ok) return refused('toggle', result, 'Could not change the code', { revalidate: true });
    return succeeded('toggle', {
      message: values.active === 'true' ? 'Code switched on' : 'Code switched off',
    });
  }
  const checked = validate(AdminPromoCreateSchema, createBody(values));
  if (!checked.ok) return invalid('create', checked.fieldErrors);
  const result = await callApi(context, 'POST /admin/promo-codes', { body: checked.data });
  if (!result.ok) return refused('create', result, 'Could not create the code');
  return succeeded('create', { message: `Code ${checked.data.code} created` });
}
