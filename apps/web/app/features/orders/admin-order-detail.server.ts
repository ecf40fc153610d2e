import { AdminOrderStatusSchema, statusLabel } from '@shop/shared';
import { createRefundAction, orderRefundsLoader, retryRefundAction } from '~/features/refunds/index.server';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';

/** The admin's order page: the order with its history, and its refund panel. */
export async function orderDetailLoader(context: LoadContext, orderId: string) {
  const [{ order }, refunds] = await Promise.all([
    callApi(context, 'GET /admin/orders/:id', { params: { id: orderId } }).then((result) =>
      dataOrThrow(result, 'Order not found'),
    ),
    orderRefundsLoader(context, orderId),
  ]);
  return { order, refunds };
}

/** One step along the status machine, from the version the page showed; or a refund (docs/PRODUCT.md, Refunds). */
export async function orderDetailAction(context: LoadContext, orderId: string, form: FormData) {
  if (form.get('intent') === 'refund') return createRefundAction(context, orderId, form);
  if (form.get('intent') === 'refund-retry') return retryRefundAction(context, form);
  const values = formValues(form);
  const checked = validate(AdminOrderStatusSchema, {
    status: values.status,
    version: Number(values.version),
    note: values.note || undefined,
  });
  if (!checked.ok) return invalid('status', checked.fieldErrors, 'Could not change the status');
  const result = await callApi(context, 'POST /admin/orders/:id/status', {
    params: { id: orderId },
    body: checked.data,
  });
  // The page reloads either way: after a refusal (a stale page) it shows the order as it is now.
  if (!result.ok) return refused('status', result, 'Could not change the status', { revalidate: true });
  return succeeded('status', { message: `Order is now ${statusLabel(result.body.order.orderStatus)}` });
}
