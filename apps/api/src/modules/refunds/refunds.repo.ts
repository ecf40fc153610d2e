import { orderMessages, paymentStatusAfterRefunds } from '@shop/shared';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { orders } from '../../db/schema/orders.ts';
import { type RefundRow, refunds } from '../../db/schema/refunds.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { setOrderPaymentStatus } from '../orders/index.ts';
import type { CreditNoteRef } from './refunds.emails.ts';

/** What the owner's actions, the settlement and the readers of refunds all share. */

export const orderNotFound = () => notFound(orderMessages.notFound, 'ORDER_NOT_FOUND');
export const PAID_STATUSES = ['paid', 'refund_pending', 'refunded'];

export function refundsOf(executor: Executor, orderId: string): Promise<RefundRow[]> {
  return executor
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** The order's payment status follows its refunds (paymentStatusAfterRefunds in packages/shared). */
export async function syncOrder(tx: Tx, clock: Clock, orderId: string): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || !PAID_STATUSES.includes(order.paymentStatus)) return;
  const rows = await refundsOf(tx, orderId);
  const next = paymentStatusAfterRefunds({
    capturedPaise: order.totalPaise,
    orderStatus: order.status,
    refunds: rows,
  });
  if (next === order.paymentStatus) return;
  await setOrderPaymentStatus(tx, orderId, { to: next, now: clock() });
}

/** The e-mail addresses of the people who started refunds, by user id. */
export async function emailsOf(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id) => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.id, wanted), isNotNull(users.email)));
  return new Map(rows.map((row) => [row.id, row.email]));
}

export function creditNoteRef(row: RefundRow): CreditNoteRef | null {
  return row.creditNoteNumber ? { number: row.creditNoteNumber, refundId: row.id } : null;
}
