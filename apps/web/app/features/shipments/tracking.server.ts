import type { Order, OrderTracking } from '@shop/shared';
import { callApi } from '~/lib/api.server';
import type { LoadContext } from '~/lib/load-context.server';

/** Orders a courier may have: the rest have no parcel to follow. */
const followed = new Set(['processing', 'shipped', 'delivered']);

/**
 * The tracking of each order that may be with a courier (in-process calls, one per such order). An
 * order with no parcel yet, or whose tracking cannot be read, simply shows none.
 */
export async function loadTracking(
  context: LoadContext,
  orders: Order[],
): Promise<Record<string, OrderTracking>> {
  const candidates = orders.filter((order) => followed.has(order.orderStatus.toLowerCase()));
  const answers = await Promise.all(
    candidates.map((order) => callApi(context, 'GET /order/:id/tracking', { params: { id: order._id } })),
  );
  const tracking: Record<string, OrderTracking> = {};
  candidates.forEach((order, index) => {
    const answer = answers[index]!;
    if (answer.ok) tracking[order._id] = answer.body;
  });
  return tracking;
}
