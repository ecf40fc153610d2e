import type { Order, Refund } from '@shop/shared';
import type { FormResult } from '~/lib/form-result';

/** The orders as a page receives them: never a thrown error, so the page shows the reason. */
export type OrdersLoad =
  | { ok: true; orders: Order[]; refunds: OrderRefunds }
  | { ok: false; message: string };

/** Each order's refunds, by order id (only orders that were paid can have any). */
export type OrderRefunds = Record<string, Refund[]>;

export type OrderIntent = 'cancel' | 'return';

/** The /orders action's answer: the server's message either way. */
export type OrderActionResult = FormResult<OrderIntent, { orderId: string }>;

/** The route the order buttons post to (also from the profile's Orders tab). */
export const ordersActionPath = '/orders';
