import { ContactMessageSchema, contactMessages } from '@shop/shared';
import { callApi } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';

/** The contact form's action: checked with the shared schema, then POST /contact/saveMessage. */
export async function contactAction(request: Request, context: LoadContext) {
  const checked = validate(ContactMessageSchema, formValues(await request.formData()));
  if (!checked.ok) return invalid('contact', checked.fieldErrors);
  const result = await callApi(context, 'POST /contact/saveMessage', { body: checked.data });
  if (!result.ok) return refused('contact', result, contactMessages.serverError);
  return succeeded('contact', { message: `${contactMessages.sent} ${result.body.message}` });
}
