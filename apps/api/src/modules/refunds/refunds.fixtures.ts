import { createHmac } from 'node:crypto';
import type { Order } from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox, refunds } from '../../db/schema/index.ts';
import {
  address,
  type CartLineInput,
  call,
  customerWithCart,
  type TestApi,
} from '../orders/orders.fixtures.ts';

let counter = 0;

/**
 * A customer who paid online for `lines` (two of a ₹999.50 item unless told): checkout, then the
 * payment confirmed as Razorpay's Checkout would, signed with `keySecret` (Razorpay) or through the
 * sandbox's own window. Each customer gets an e-mail address of their own.
 */
export async function paidOnline(
  api: TestApi,
  database: Database,
  options: { keySecret?: string; lines?: CartLineInput[]; address?: Record<string, unknown> } = {},
) {
  counter += 1;
  const email = `refund.buyer${counter}.${Date.now()}@example.in`;
  const { customer } = await customerWithCart(
    api.app,
    database,
    options.lines ?? [{ product: { pricePaise: 129900, discountPricePaise: 99950 }, quantity: 2 }],
  );
  const checkout = await call(api.app, 'POST', '/payment/checkout', customer.token, {
    shippingAddress: address({ email, ...options.address }),
  });
  if (checkout.statusCode !== 200) throw new Error(`checkout failed: ${checkout.body}`);
  const orderId = checkout.json().order.id as string;
  let paid: Record<string, string>;
  if (options.keySecret) {
    const paymentId = `pay_Test${String(counter).padStart(10, '0')}`;
    paid = {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: createHmac('sha256', options.keySecret)
        .update(`${orderId}|${paymentId}`)
        .digest('hex'),
    };
  } else {
    const window = await call(api.app, 'POST', '/payment/sandbox/pay', customer.token, {
      razorpay_order_id: orderId,
      method: 'upi',
      outcome: 'success',
    });
    paid = window.json();
  }
  const verified = await call(api.app, 'POST', '/payment/paymentverification', customer.token, paid);
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  return { customer, email, order: verified.json().order as Order, paymentId: paid.razorpay_payment_id! };
}

/** The refund rows of an order, oldest first. */
export const refundRows = (database: Database, orderId: string) =>
  database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));

/** The e-mails written to one address, oldest first (after `await api.mail.flush()`). */
export const mailsTo = (database: Database, to: string) =>
  database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.createdAt));
