import { ChatSendSchema } from '@shop/shared';
import { getUser } from '~/features/accounts/index.server';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';

/** /chat: a visitor gets the sign-in prompt; a customer their whole thread, rendered on the server. */
export async function loadChat(context: LoadContext) {
  const user = await getUser(context);
  if (!user) return { user: null, history: null };
  const history = dataOrThrow(await callApi(context, 'GET /chat/messages'));
  return { user: { firstName: user.firstName }, history };
}

/** Sends one message (a plain form post works without JavaScript: the page reloads with it). */
export async function sendChatMessage(request: Request, context: LoadContext) {
  const checked = validate(ChatSendSchema, formValues(await request.formData()));
  if (!checked.ok) return invalid('send', checked.fieldErrors);
  const result = await callApi(context, 'POST /chat/messages', { body: checked.data });
  if (!result.ok) return refused('send', result, 'Your message could not be sent. Please try again.');
  return succeeded('send', { data: { message: result.body.message } });
}
