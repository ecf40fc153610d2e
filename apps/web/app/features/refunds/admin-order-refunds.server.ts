import { formatRupees, refundMethods, rupeeTextToPaise } from '@shop/shared';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { formValues } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';

export async function orderRefundsLoader(context: LoadContext, orderId: string) {
  const result = await callApi(context, 'GET /admin/orders/:id/refunds', { params: { id: orderId } });
  return dataOrThrow(result, 'Order not found');
}

/** The refund panel's form: the amount is typed in rupees and sent in paise; the API checks the rest. */
export async function createRefundAction(context: LoadContext, orderId: string, form: FormData) {
  const values = formValues(form);
  const amountPaise = rupeeTextToPaise(values.amount ?? '');
  if (amountPaise === null || amountPaise <= 0) {
    return invalid('refund', { amount: 'Enter an amount in rupees above zero, like 249 or 249.50' });
  }
  const result = await callApi(context, 'POST /admin/orders/:id/refunds', {
    params: { id: orderId },
    body: {
      amountPaise,
      reason: values.reason ?? '',
      method: refundMethods.find((method) => method === values.method),
      reference: values.reference || undefined,
    },
  });
  if (!result.ok) {
    return refused('refund', result, 'Could not record the refund', {
      fieldName: (path) => (path === 'amountPaise' ? 'amount' : path),
    });
  }
  const { refund } = result.body;
  return succeeded('refund', {
    message:
      refund.status === 'processed'
        ? `Refund of ${formatRupees(refund.amountPaise)} recorded`
        : `Refund of ${formatRupees(refund.amountPaise)} started: the provider is being asked`,
  });
}

export async function retryRefundAction(context: LoadContext, form: FormData) {
  const id = String(form.get('refundId') ?? '');
  const result = await callApi(context, 'POST /admin/refunds/:id/retry', { params: { id } });
  if (!result.ok) return refused('refund-retry', result, 'Could not retry the refund', { revalidate: true });
  return succeeded('refund-retry', { message: 'Refund sent again' });
}
