import { NewsletterSubscribeSchema } from '@shop/shared';
import { callApi } from '~/lib/api.server';
import { backTo } from '~/lib/flash.server';
import { formValues, validate } from '~/lib/form-result';
import { answerForm, invalid, refused, succeeded } from '~/lib/form-result.server';
import type { Route } from './+types/newsletter-actions';

/**
 * The footer's Subscribe box (a fetcher on every page): POST /newsletter/subscribe. Posted without
 * JavaScript, it goes back to the page it was on with the answer as a flash.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const back = backTo(request, values.back, '/');
  return answerForm(request, await subscribe(context, values), { back });
}

async function subscribe(context: Route.ActionArgs['context'], values: Record<string, string>) {
  const checked = validate(NewsletterSubscribeSchema, values);
  if (!checked.ok) return invalid('subscribe', checked.fieldErrors);
  const result = await callApi(context, 'POST /newsletter/subscribe', { body: checked.data });
  if (!result.ok) return refused('subscribe', result, 'Server error. Please try again.');
  return succeeded('subscribe', { message: result.body.message });
}
