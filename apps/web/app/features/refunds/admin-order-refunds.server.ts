import { type AdminOrderRefunds, type AdminRefundRecord, formatRupees, rupeeTextToPaise } from '@shop/shared';
import type { AppLoadContext } from 'react-router';
import { adminData } from '~/features/admin/index.server';
import { callApi } from '~/lib/api.server';
import { formValues } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';

export function orderRefundsLoader(context: AppLoadContext, orderId: string) {
  return adminData<AdminOrderRefunds>(
    context,
    `/orders/${encodeURIComponent(orderId)}/refunds`,
    'Order not found',
  );
}

/** The refund panel's form: the amount is typed in rupees and sent in paise; the API checks the rest. */
export async function createRefundAction(context: AppLoadContext, orderId: string, form: FormData) {
  const values = formValues(form);
  const amountPaise = rupeeTextToPaise(values.amount ?? '');
  if (amountPaise === null || amountPaise <= 0) {
    return invalid('refund', { amount: 'Enter an amount in rupees above zero, like 249 or 249.50' });
  }
  const result = await callApi<{ refund: AdminRefundRecord }>(
    context,
    `/admin/orders/${encodeURIComponent(orderId)}/refunds`,
    {
      body: {
        amountPaise,
        reason: values.reason ?? '',
        method: values.method || undefined,
        reference: values.reference || undefined,
      },
    },
  );
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

export async function retryRefundAction(context: AppLoadContext, form: FormData) {
  const id = String(form.get('refundId') ?? '');
  const result = await callApi(context, `/admin/refunds/${encodeURIComponent(id)}/retry`, { body: {} });
  if (!result.ok) return refused('refund-retry', result, 'Could not retry the refund', { revalidate: true });
  return succeeded('refund-retry', { message: 'Refund sent again' });
}
