import { ShippingSettingsFormSchema } from '@shop/shared';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import { settingsFieldName } from './admin-shipping-form';

/** The shipping rules and what the pincode table holds. */
export async function shippingLoader(context: LoadContext) {
  const [{ settings }, { summary }] = await Promise.all([
    callApi(context, 'GET /admin/shipping/settings').then(dataOrThrow),
    callApi(context, 'GET /admin/shipping/pincodes').then(dataOrThrow),
  ]);
  return { settings, summary };
}

/** Save the rules (from the version shown), or replace the pincode table with an uploaded CSV. */
export async function shippingAction(context: LoadContext, form: FormData) {
  const values = formValues(form);
  if (values.intent === 'upload') {
    const file = form.get('csv');
    const text = file instanceof File ? await file.text() : '';
    if (!text.trim()) return invalid('upload', { csv: 'Choose a CSV file to upload' });
    // The API takes the CSV's text as the body; the in-process caller sends it as a JSON string.
    const result = await callApi(context, 'POST /admin/shipping/pincodes', { body: text });
    if (!result.ok) return refused('upload', result, 'The pincodes could not be imported.');
    const { rows } = result.body.summary;
    return succeeded('upload', {
      message:
        rows === 0
          ? 'Pincodes cleared: all of India is served'
          : `${rows.toLocaleString('en-IN')} rows imported`,
    });
  }
  const checked = validate(ShippingSettingsFormSchema, values, settingsFieldName);
  if (!checked.ok) return invalid('save', checked.fieldErrors, 'Please check the marked fields');
  const result = await callApi(context, 'PUT /admin/shipping/settings', { body: checked.data });
  // A stale save reloads the page's values, shown under the message.
  if (!result.ok) {
    return refused('save', result, 'The settings could not be saved.', {
      revalidate: true,
      fieldName: settingsFieldName,
    });
  }
  return succeeded('save', { message: 'Shipping settings saved' });
}
