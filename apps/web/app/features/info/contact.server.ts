import { ContactMessageSchema, contactMessages } from '@shop/shared';
import { callApi } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { answerForm, invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';

/**
 * The contact form's action: checked with the shared schema, then POST /contact/saveMessage. Posted
 * without JavaScript, a sent message comes back to /contact with its text as a flash; a refusal is
 * rendered on the form.
 */
export async function contactAction(request: Request, context: LoadContext) {
  const typed = formValues(await request.formData());
  return answerForm(request, await sendMessage(typed, context), {
    back: '/contact',
    failuresInPlace: true,
    typed,
  });
}

async function sendMessage(typed: Record<string, string>, context: LoadContext) {
  const checked = validate(ContactMessageSchema, typed);
  if (!checked.ok) return invalid('contact', checked.fieldErrors);
  const result = await callApi(context, 'POST /contact/saveMessage', { body: checked.data });
  if (!result.ok) return refused('contact', result, contactMessages.serverError);
  return succeeded('contact', { message: `${contactMessages.sent} ${result.body.message}` });
}
