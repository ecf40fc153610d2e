import { formatRupees, type Paise } from './money.ts';
import type { OrderStatus } from './order-status.ts';

/**
 * A Cash on Delivery order is "on the way" until it is delivered or cancelled: the stock is gone from
 * the shelf and nothing has been paid. Delivered (and any return after it) was paid at the door.
 */
export const openCodStatuses = ['pending', 'processing', 'shipped'] as const satisfies readonly OrderStatus[];

/** How much one account may have on the way unpaid (COD_MAX_OPEN_ORDERS, COD_MAX_OPEN_VALUE). */
export interface CodLimits {
  maxOpenOrders: number;
  maxOpenValuePaise: Paise;
}

/** An account's Cash on Delivery orders on the way: how many, and what they add up to. */
export interface OpenCodOrders {
  count: number;
  valuePaise: Paise;
}

const onTheWay = (count: number) =>
  `${count} Cash on Delivery ${count === 1 ? 'order' : 'orders'} on the way`;
const waitFor = (count: number) =>
  count === 1 ? 'wait until it is delivered' : 'wait until one is delivered';

/**
 * Null when one more Cash on Delivery order of `orderPaise` fits the account's limits, else the text
 * the shopper reads: how many orders or how much is on the way, and what they can do instead.
 */
export function codLimitRefusal(open: OpenCodOrders, orderPaise: Paise, limits: CodLimits): string | null {
  if (open.count >= limits.maxOpenOrders) {
    return `You have ${onTheWay(open.count)}. Pay online, or ${waitFor(open.count)}.`;
  }
  const total = open.valuePaise + orderPaise;
  if (total <= limits.maxOpenValuePaise) return null;
  const limit = formatRupees(limits.maxOpenValuePaise, { compact: true });
  if (open.count === 0) {
    return `Cash on Delivery is available for orders up to ${limit}. Please pay online for this order.`;
  }
  return (
    `With your ${onTheWay(open.count)}, this order would bring Cash on Delivery to ` +
    `${formatRupees(total, { compact: true })}, over the ${limit} limit. Pay online, or ${waitFor(open.count)}.`
  );
}
