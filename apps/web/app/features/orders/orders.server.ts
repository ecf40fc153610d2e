import { type Order, OrderActionSchema, orderMessages } from '@shop/shared';
import { callApi, refusalMessage } from '~/lib/api.server';
import { answerForm, invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import { type OrderRefunds, type OrdersLoad, ordersActionPath } from './order-types';

/** The signed-in shopper's orders, newest first; never throws, so a page can show the reason. */
export async function loadMyOrders(context: LoadContext): Promise<OrdersLoad> {
  const result = await callApi(context, 'GET /order/getMyOrders');
  if (!result.ok) return { ok: false, message: refusalMessage(result, orderMessages.listFailed) };
  const { orders } = result.body;
  return { ok: true, orders, refunds: await loadRefunds(context, orders) };
}

const refundable = new Set(['paid', 'refund_pending', 'refunded']);

/**
 * The refunds of the orders that were paid (in-process calls, one per such order). A refund list that
 * cannot be read is left out: the order still shows, only without its refund lines.
 */
async function loadRefunds(context: LoadContext, orders: Order[]): Promise<OrderRefunds> {
  const paid = orders.filter((order) => refundable.has(order.paymentResult.paymentStatus));
  const lists = await Promise.all(
    paid.map((order) => callApi(context, 'GET /order/:id/refunds', { params: { id: order._id } })),
  );
  const refunds: OrderRefunds = {};
  paid.forEach((order, index) => {
    const list = lists[index]!;
    if (list.ok && list.body.refunds.length > 0) refunds[order._id] = list.body.refunds;
  });
  return refunds;
}

/** One order of the signed-in shopper, or null when it is not theirs or cannot be read. */
export async function loadMyOrder(context: LoadContext, id: string): Promise<Order | null> {
  const result = await callApi(context, 'GET /order/getOrder/:id', { params: { id } });
  return result.ok ? result.body.order : null;
}

const routes = { cancel: 'POST /order/cancel/:id', return: 'POST /order/return/:id' } as const;
const fallbacks = {
  cancel: 'Failed to cancel the order. Please try again.',
  return: 'Failed to request the return. Please try again.',
} as const;

// A refusal reloads the orders too: the order may have moved on (shipped, delivered) meanwhile.
const reload = { revalidate: true };

/**
 * The /orders action: `intent` cancel or return, for one `orderId`, with an optional reason. Posted by
 * the browser itself (before hydration or without JavaScript) it answers with the orders page and the
 * result as a flash message.
 */
export async function ordersAction(request: Request, context: LoadContext) {
  return answerForm(request, await ordersReply(request, context), { back: ordersActionPath });
}

async function ordersReply(request: Request, context: LoadContext) {
  const form = await request.formData();
  const intent = form.get('intent');
  const orderId = String(form.get('orderId') ?? '').trim();
  if (intent !== 'cancel' && intent !== 'return')
    return invalid('cancel', {}, 'Unknown order request', reload);
  const reason = String(form.get('reason') ?? '').trim();
  const body = OrderActionSchema.safeParse(reason ? { reason } : {});
  if (!orderId || !body.success) {
    return invalid(intent, {}, body.error?.issues[0]?.message ?? fallbacks[intent], reload);
  }
  const result = await callApi(context, routes[intent], { params: { id: orderId }, body: body.data });
  if (!result.ok) return refused(intent, result, fallbacks[intent], reload);
  const message =
    result.body.message ?? (intent === 'cancel' ? orderMessages.cancelled : orderMessages.returnRequested);
  return succeeded(intent, { message, data: { orderId } });
}
