import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import {
  type OrderRecord,
  type OrderRow,
  orderItems,
  orderStatusHistory,
  orders,
} from '../../db/schema/orders.ts';

type PaymentStatus = OrderRow['paymentStatus'];

/** Orders matching `where`, newest first, each with its lines and history (three queries in all). */
export async function loadOrderRecords(
  executor: Executor,
  where: SQL | undefined,
  options: { limit?: number; offset?: number } = {},
): Promise<OrderRecord[]> {
  let query = executor
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  const rows = await query;
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, history] = await Promise.all([
    executor
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.position)),
    executor
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ids))
      .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
  ]);
  return rows.map((order) => ({
    order,
    items: items.filter((item) => item.orderId === order.id),
    history: history.filter((entry) => entry.orderId === order.id),
  }));
}

export async function loadOrderRecord(executor: Executor, id: string): Promise<OrderRecord | null> {
  const [record] = await loadOrderRecords(executor, eq(orders.id, id));
  return record ?? null;
}

/**
 * The order's payment status as refunds move it (the refunds module decides, the orders module writes
 * its own table): the version goes up, so an admin's open copy of the order is stale. With `from`, only
 * an order still in that status changes. Answers whether the order changed.
 */
export async function setOrderPaymentStatus(
  tx: Tx,
  orderId: string,
  change: { to: PaymentStatus; from?: PaymentStatus; now: Date },
): Promise<boolean> {
  const changed = await tx
    .update(orders)
    .set({ paymentStatus: change.to, updatedAt: change.now, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.id, orderId), change.from ? eq(orders.paymentStatus, change.from) : undefined))
    .returning({ id: orders.id });
  return changed.length > 0;
}
