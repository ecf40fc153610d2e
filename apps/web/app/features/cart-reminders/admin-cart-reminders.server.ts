import { CartReminderSettingsFormSchema } from '@shop/shared';
import { callApi, dataOrThrow, refusalMessage } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import { periodParams } from './cart-reminders-period';

/**
 * The reminder figures for the period the page's address names (the last 30 days without one). A bad
 * date is the API's 400, shown on the card instead of the figures.
 */
export async function loadReminderFigures(context: LoadContext, url: URL) {
  const from = url.searchParams.get(periodParams.from) || undefined;
  const to = url.searchParams.get(periodParams.to) || undefined;
  const result = await callApi(context, 'GET /admin/cart-reminders/summary', { query: { from, to } });
  if (result.ok) return { summary: result.body.summary, error: null };
  return { summary: null, error: refusalMessage(result, 'The figures could not be read.') };
}

/** The reminder settings, the codes the second reminder may offer, and the period's figures. */
export async function cartRemindersLoader(context: LoadContext, url: URL) {
  const [settings, figures] = await Promise.all([
    callApi(context, 'GET /admin/cart-reminders/settings').then(dataOrThrow),
    loadReminderFigures(context, url),
  ]);
  return { ...settings, figures };
}

/** Saves the settings from the version shown; a stale save reloads the current values. */
export async function cartRemindersAction(context: LoadContext, form: FormData) {
  const checked = validate(CartReminderSettingsFormSchema, formValues(form));
  if (!checked.ok) return invalid('save', checked.fieldErrors, 'Please check the marked fields');
  const result = await callApi(context, 'PUT /admin/cart-reminders/settings', { body: checked.data });
  if (!result.ok) return refused('save', result, 'The settings could not be saved.', { revalidate: true });
  return succeeded('save', { message: 'Cart reminder settings saved' });
}
