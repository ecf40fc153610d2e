import { type ApiError, type Order, OrderActionSchema, orderMessages } from '@shop/shared';
import type { AppLoadContext } from 'react-router';
import { ApiRequestError, api } from '~/lib/api.server';
import type { OrderActionResult, OrdersLoad } from './order-types';

/** The signed-in shopper's orders, newest first; never throws, so a page can show the reason. */
export async function loadMyOrders(context: AppLoadContext): Promise<OrdersLoad> {
  try {
    const { orders } = await api<{ orders: Order[] }>(context, '/order/getMyOrders');
    return { ok: true, orders };
  } catch (error) {
    return { ok: false, message: messageOf(error, orderMessages.listFailed) };
  }
}

/** One order of the signed-in shopper, or null when it is not theirs or cannot be read. */
export async function loadMyOrder(context: AppLoadContext, id: string): Promise<Order | null> {
  try {
    return (await api<{ order: Order }>(context, `/order/getOrder/${encodeURIComponent(id)}`)).order;
  } catch {
    return null;
  }
}

const paths = { cancel: 'cancel', return: 'return' } as const;
const fallbacks = {
  cancel: 'Failed to cancel the order. Please try again.',
  return: 'Failed to request the return. Please try again.',
} as const;

/** The /orders action: `intent` cancel or return, for one `orderId`, with an optional reason. */
export async function ordersAction(request: Request, context: AppLoadContext): Promise<OrderActionResult> {
  const form = await request.formData();
  const intent = form.get('intent');
  const orderId = String(form.get('orderId') ?? '').trim();
  if (intent !== 'cancel' && intent !== 'return') {
    return { intent: 'cancel', ok: false, orderId, message: 'Unknown order request' };
  }
  const reason = String(form.get('reason') ?? '').trim();
  const body = OrderActionSchema.safeParse(reason ? { reason } : {});
  if (!orderId || !body.success) {
    return { intent, ok: false, orderId, message: body.error?.issues[0]?.message ?? fallbacks[intent] };
  }
  try {
    const answer = await api<{ order: Order; message?: string }>(
      context,
      `/order/${paths[intent]}/${encodeURIComponent(orderId)}`,
      { method: 'POST', body: body.data ?? {} },
    );
    const message =
      answer.message ?? (intent === 'cancel' ? orderMessages.cancelled : orderMessages.returnRequested);
    return { intent, ok: true, orderId, message };
  } catch (error) {
    return { intent, ok: false, orderId, message: messageOf(error, fallbacks[intent]) };
  }
}

function messageOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  const body: Partial<ApiError> = error.body ?? {};
  if (error.status >= 500 || body.code === 'ROUTE_NOT_FOUND' || !body.message) return fallback;
  return body.message;
}
