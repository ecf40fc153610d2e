import { type AdminOrder, statusLabel } from '@shop/shared';
import type { AppLoadContext } from 'react-router';
import { adminData } from '~/features/admin/index.server';
import { createRefundAction, orderRefundsLoader, retryRefundAction } from '~/features/refunds/index.server';
import { callApi } from '~/lib/api.server';
import { formValues } from '~/lib/form-result';
import { refused, succeeded } from '~/lib/form-result.server';

/** The admin's order page: the order with its history, and its refund panel. */
export async function orderDetailLoader(context: AppLoadContext, orderId: string) {
  const [{ order }, refunds] = await Promise.all([
    adminData<{ order: AdminOrder }>(context, `/orders/${encodeURIComponent(orderId)}`, 'Order not found'),
    orderRefundsLoader(context, orderId),
  ]);
  return { order, refunds };
}

/** One step along the status machine, from the version the page showed; or a refund (docs/PRODUCT.md, Refunds). */
export async function orderDetailAction(context: AppLoadContext, orderId: string, form: FormData) {
  if (form.get('intent') === 'refund') return createRefundAction(context, orderId, form);
  if (form.get('intent') === 'refund-retry') return retryRefundAction(context, form);
  const values = formValues(form);
  const result = await callApi<{ order: AdminOrder }>(
    context,
    `/admin/orders/${encodeURIComponent(orderId)}/status`,
    {
      body: { status: values.status, version: Number(values.version), note: values.note || undefined },
    },
  );
  // The page reloads either way: after a refusal (a stale page) it shows the order as it is now.
  if (!result.ok) return refused('status', result, 'Could not change the status', { revalidate: true });
  return succeeded('status', { message: `Order is now ${statusLabel(result.body.order.orderStatus)}` });
}
