import {
  type AdminBatchInput,
  AdminBatchInputSchema,
  type AdminBatchUpdate,
  AdminBatchUpdateSchema,
} from '@shop/shared';
import { callApi } from '~/lib/api.server';
import { type Checked, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';

const numberOrNaN = (value: string) => (value === '' ? Number.NaN : Number(value));

/** The batch form's values as the API's body, checked with the schema the API uses (the day's check is the API's). */
export function batchBody(form: FormData): Checked<AdminBatchInput> {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  return validate(AdminBatchInputSchema, {
    variantId: text('variantId'),
    batch: text('batch'),
    bestBefore: text('bestBefore'),
    quantity: numberOrNaN(text('quantity')),
  });
}

/** The correction form's values as the API's body (intent `batch-correct`). */
export function batchCorrectionBody(form: FormData): Checked<AdminBatchUpdate> {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  return validate(AdminBatchUpdateSchema, {
    batch: text('batch'),
    bestBefore: text('bestBefore'),
    quantityReceived: numberOrNaN(text('quantityReceived')),
  });
}

/**
 * Back to the product's page, its correction form closed, with the message (a toast, or without
 * JavaScript the next page's flash). Both the correction's and the Delete's answer as `batch-correct`,
 * the form on the page that shows them.
 */
const doneWith = (productId: string, message: string) =>
  succeeded('batch-correct', { message, redirectTo: `/admin/products/${productId}#batches-title` });

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

/** Corrects a recorded batch (intent `batch-correct`); refusals show under the correction form's fields. */
export async function correctBatch(context: LoadContext, productId: string, form: FormData) {
  const batchId = String(form.get('batchId') ?? '');
  const checked = batchCorrectionBody(form);
  if (!checked.ok) return invalid('batch-correct', checked.fieldErrors, 'Please check the batch fields');
  const result = await callApi(context, 'PATCH /admin/products/:id/batches/:batchId', {
    params: { id: productId, batchId },
    body: checked.data,
  });
  if (!result.ok)
    return refused('batch-correct', result, 'Could not correct the batch', { revalidate: true });
  const { batch } = result.body;
  return doneWith(productId, `Batch ${batch.batch} corrected: ${batch.quantityLeft} units left`);
}

/** Deletes a batch recorded by mistake (intent `batch-delete`); a batch orders took from is refused. */
export async function deleteBatch(context: LoadContext, productId: string, form: FormData) {
  const batchId = String(form.get('batchId') ?? '');
  const result = await callApi(context, 'DELETE /admin/products/:id/batches/:batchId', {
    params: { id: productId, batchId },
  });
  if (!result.ok) return refused('batch-correct', result, 'Could not delete the batch', { revalidate: true });
  return doneWith(productId, `Batch ${String(form.get('batch') ?? '')} deleted: its units left the stock`);
}
