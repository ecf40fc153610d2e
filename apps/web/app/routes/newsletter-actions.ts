import { NewsletterSubscribeSchema } from '@shop/shared';
import { callApi } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { Route } from './+types/newsletter-actions';

/** The footer's Subscribe box (a fetcher on every page): POST /newsletter/subscribe. */
export async function action({ request, context }: Route.ActionArgs) {
  const checked = validate(NewsletterSubscribeSchema, formValues(await request.formData()));
  if (!checked.ok) return invalid('subscribe', checked.fieldErrors);
  const result = await callApi(context, 'POST /newsletter/subscribe', { body: checked.data });
  if (!result.ok) return refused('subscribe', result, 'Server error. Please try again.');
  return succeeded('subscribe', { message: result.body.message });
}
