import { shortOrderId } from '@shop/shared';
import { and, count, desc, eq, inArray, isNotNull, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { type ShipmentRow, type ShipmentState, shipments } from '../../db/schema/shipping-shipments.ts';

/** Orders a courier may take: placed or being prepared, with no shipment yet. */
const shippable = sql`${orders.status} IN ('pending', 'processing')`;

export interface ShipmentWithOrder {
  shipment: ShipmentRow;
  order: {
    id: string;
    userId: string;
    shipName: string;
    shipPincode: string;
    shipAddress: string;
    shipCity: string;
    shipState: string;
    shipPhone: string;
    paymentMethod: 'cod' | 'online';
    totalPaise: number;
  };
}

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  shipName: orders.shipName,
  shipPincode: orders.shipPincode,
  shipAddress: orders.shipAddress,
  shipCity: orders.shipCity,
  shipState: orders.shipState,
  shipPhone: orders.shipPhone,
  paymentMethod: orders.paymentMethod,
  totalPaise: orders.totalPaise,
};

/** The "Ready to ship" list of the console: oldest first, so the first placed leaves first. */
export async function readyToShip(executor: Executor, page: number, limit: number) {
  const where = and(shippable, isNull(shipments.id));
  const [rows, [total]] = await Promise.all([
    executor
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        customerName: orders.shipName,
        city: orders.shipCity,
        pincode: orders.shipPincode,
        paymentMethod: orders.paymentMethod,
        totalPaise: orders.totalPaise,
      })
      .from(orders)
      .leftJoin(shipments, eq(shipments.orderId, orders.id))
      .where(where)
      .orderBy(orders.createdAt, orders.id)
      .limit(limit)
      .offset((page - 1) * limit),
    executor
      .select({ n: count() })
      .from(orders)
      .leftJoin(shipments, eq(shipments.orderId, orders.id))
      .where(where),
  ]);
  return {
    orders: rows.map((row) => ({
      ...row,
      shortId: shortOrderId(row.id),
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

/** Which of `orderIds` cannot be booked now, and why (the rest may be). */
export async function unshippable(executor: Executor, orderIds: string[]) {
  const rows = await executor
    .select({ id: orders.id, status: orders.status, shipment: shipments.id })
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(inArray(orders.id, orderIds));
  const reasons = new Map<string, string>();
  for (const id of orderIds) {
    const row = rows.find((entry) => entry.id === id);
    if (!row) reasons.set(id, 'No such order');
    else if (row.shipment) reasons.set(id, 'It already has a shipment');
    else if (row.status !== 'pending' && row.status !== 'processing')
      reasons.set(id, `It is ${row.status.replace('_', ' ')}`);
  }
  return reasons;
}

/**
 * One shipment row for each order still shippable and without one; an order that got one meanwhile
 * (another admin's click) is left alone by the unique order_id. Answers the orders booked now.
 */
export async function insertShipments(
  executor: Executor,
  orderIds: string[],
  provider: ShipmentRow['provider'],
  createdBy: string,
  now: Date,
): Promise<string[]> {
  const stamp = now.toISOString();
  const rows = await executor.execute<{ order_id: string }>(sql`
    INSERT INTO ${shipments} (id, order_id, provider, idempotency_key, created_by_user_id, next_attempt_at, created_at, updated_at)
    SELECT substr(md5(random()::text || o.id), 1, 24), o.id, ${provider}, 'ship_' || o.id, ${createdBy}, ${stamp}::timestamptz, ${stamp}::timestamptz, ${stamp}::timestamptz
    FROM ${orders} o
    WHERE o.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(orderIds)}::jsonb))
      AND o.status IN ('pending', 'processing')
    ORDER BY o.created_at, o.id
    ON CONFLICT (order_id) DO NOTHING
    RETURNING order_id`);
  return (rows as unknown as { rows: { order_id: string }[] }).rows.map((row) => row.order_id);
}

export async function listShipments(
  executor: Executor,
  query: { state?: ShipmentState; ids?: string[]; page: number; limit: number },
): Promise<{ rows: ShipmentWithOrder[]; total: number }> {
  const filters: (SQL | undefined)[] = [
    query.state ? eq(shipments.state, query.state) : undefined,
    query.ids ? inArray(shipments.id, query.ids) : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    executor
      .select({ shipment: shipments, order: orderColumns })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(where)
      .orderBy(desc(shipments.updatedAt), desc(shipments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    executor.select({ n: count() }).from(shipments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function shipmentWithOrder(executor: Executor, id: string): Promise<ShipmentWithOrder | null> {
  const [row] = await executor
    .select({ shipment: shipments, order: orderColumns })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(shipments.id, id));
  return row ?? null;
}

/** Who placed an order (the customer's tracking is theirs alone). */
export async function orderOwner(executor: Executor, orderId: string): Promise<string | null> {
  const [row] = await executor.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return row?.userId ?? null;
}

/** The order's status now (the worker books only what is still to be shipped). */
export async function orderStatusOf(executor: Executor, orderId: string): Promise<string | null> {
  const [row] = await executor.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status ?? null;
}

/**
 * Whether a courier has the order's parcel: an AWB that is not coming back to us. Such an order can no
 * longer be cancelled (OrdersService.guardCancelWith).
 */
export async function withCourier(executor: Executor, orderId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: shipments.id })
    .from(shipments)
    .where(
      and(
        eq(shipments.orderId, orderId),
        isNotNull(shipments.awb),
        notInArray(shipments.state, ['rto', 'returned']),
      ),
    );
  return row !== undefined;
}

/** Where to mail a tracking update, and the order's reference. */
export async function orderContact(executor: Executor, orderId: string) {
  const [row] = await executor
    .select({
      email: orders.shipEmail,
      name: orders.shipName,
      phone: orders.shipPhone,
      userId: orders.userId,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}
