import { type AdminBatchInput, AdminBatchInputSchema } from '@shop/shared';
import { callApi } from '~/lib/api.server';
import { type Checked, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';

/** The batch form's values as the API's body, checked with the schema the API uses (the day's check is the API's). */
export function batchBody(form: FormData): Checked<AdminBatchInput> {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const quantity = text('quantity');
  return validate(AdminBatchInputSchema, {
    variantId: text('variantId'),
    batch: text('batch'),
    bestBefore: text('bestBefore'),
    quantity: quantity === '' ? Number.NaN : Number(quantity),
  });
}

/** The product's batches for the page; an empty list when they cannot be read (the form still works). */
export async function loadBatches(context: LoadContext, productId: string) {
  const result = await callApi(context, 'GET /admin/products/:id/batches', { params: { id: productId } });
  return result.ok ? result.body.batches : [];
}

/** Records a batch from the product page's form (intent `batch`); refusals name the field. */
export async function recordBatch(context: LoadContext, productId: string, form: FormData) {
  const checked = batchBody(form);
  if (!checked.ok) return invalid('batch', checked.fieldErrors, 'Please check the batch fields');
  const result = await callApi(context, 'POST /admin/products/:id/batches', {
    params: { id: productId },
    body: checked.data,
  });
  if (!result.ok) return refused('batch', result, 'Could not record the batch', { revalidate: true });
  const { batch } = result.body;
  return succeeded('batch', {
    message: `Batch ${batch.batch} recorded: ${batch.quantityReceived} units added to the stock`,
  });
}
