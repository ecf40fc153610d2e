import {
  type AdminOrder,
  type AdminOrderQuery,
  type AdminOrderSummary,
  indiaDayStart,
  nextStatuses,
  type OrderStatus,
  shortOrderId,
} from '@shop/shared';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { users } from '../../db/schema/accounts.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound, StaleVersionError } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { recordAudit } from '../admin/index.ts';
import { batchesOfItems } from '../batches/index.ts';
import { toOrderJson } from './orders.mapper.ts';
import { loadOrderRecord } from './orders.repo.ts';
import type { OrdersService } from './orders.service.ts';

type OrderRow = typeof orders.$inferSelect;

const orderNotFound = () => notFound('Order not found', 'ORDER_NOT_FOUND');

const DAY_MS = 86_400_000;

/** The admin's side of orders: find them, read one with who changed it, move it on. */
export class OrdersAdmin {
  constructor(private readonly deps: { db: Db; clock: Clock; orders: OrdersService }) {}

  async list(query: AdminOrderQuery) {
    const filters: (SQL | undefined)[] = [];
    if (query.status) filters.push(eq(orders.status, query.status));
    if (query.from) filters.push(gte(orders.createdAt, indiaDayStart(query.from)));
    if (query.to) filters.push(lt(orders.createdAt, new Date(indiaDayStart(query.to).getTime() + DAY_MS)));
    // A recall: the orders whose lines took units of the batch. The batches module's table is named in
    // text, as checkout's batch statements name it (docs/ARCHITECTURE.md, Data and migrations).
    if (query.batch) {
      filters.push(
        sql`${orders.id} IN (SELECT item.order_id FROM order_items item
          JOIN order_item_batches taken ON taken.order_item_id = item.id
          WHERE taken.batch_id = ${query.batch})`,
      );
    }
    if (query.q) {
      const like = `%${escapeLike(query.q)}%`;
      const digits = query.q.replace(/\D/g, '');
      filters.push(
        or(
          eq(orders.id, query.q.toLowerCase()),
          ilike(orders.id, `%${escapeLike(query.q.toLowerCase())}`),
          ilike(orders.shipName, like),
          ilike(orders.shipEmail, like),
          ilike(users.email, like),
          digits.length >= 4 ? ilike(orders.shipPhone, `%${digits}%`) : undefined,
        ),
      );
    }
    const where = and(...filters);
    const { db } = this.deps;
    const [rows, [total]] = await Promise.all([
      db
        .select({ order: orders })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
    ]);
    return {
      orders: await summaries(
        db,
        rows.map((row) => row.order),
      ),
      total: total?.n ?? 0,
      page: query.page,
      limit: query.limit,
    };
  }

  /** The newest orders, for the dashboard. */
  async latest(limit: number): Promise<AdminOrderSummary[]> {
    const { db } = this.deps;
    return summaries(
      db,
      await db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit),
    );
  }

  async get(id: string): Promise<AdminOrder> {
    const record = await loadOrderRecord(this.deps.db, id);
    if (!record) throw orderNotFound();
    const actorIds = [
      ...new Set(record.history.map((entry) => entry.byUserId).filter((value) => value !== null)),
    ];
    const people = await this.deps.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.id, [record.order.userId, ...actorIds]));
    const emailOf = (userId: string | null) => people.find((person) => person.id === userId)?.email ?? null;
    const json = toOrderJson(record, this.deps.clock());
    const batches = await batchesOfItems(
      this.deps.db,
      record.items.map((item) => item.id),
    );
    return {
      ...json,
      items: json.items.map((item) => ({ ...item, batches: batches.get(item._id) ?? [] })),
      version: record.order.version,
      nextStatuses: [...nextStatuses(record.order.status as OrderStatus)],
      customer: { id: record.order.userId, email: emailOf(record.order.userId) ?? record.order.shipEmail },
      history: json.history.map((entry, index) => ({
        ...entry,
        byEmail: emailOf(record.history[index]!.byUserId),
      })),
    };
  }

  /**
   * One step along the status machine (packages/shared order-status rules), from the version the admin
   * saw: the orders module writes the status, its history row and the customer's e-mail in one
   * transaction; a Cash on Delivery order becomes paid when it is delivered. Without a version (the
   * older `POST /order/updateOrderStatus`) the one read here is expected, so the audit row's "before"
   * is exactly what was changed.
   */
  async changeStatus(
    admin: SessionUser,
    id: string,
    body: { status: OrderStatus; version?: number; note?: string },
  ): Promise<AdminOrder> {
    const before = await this.get(id);
    try {
      await this.deps.orders.updateStatus(admin, id, body.status, body.note, body.version ?? before.version);
    } catch (error) {
      if (error instanceof AppError && error.code === 'STALE_VERSION')
        throw new StaleVersionError(await this.get(id));
      throw error;
    }
    const after = await this.get(id);
    await recordAudit(this.deps.db, admin, {
      action: 'order.status',
      entity: 'order',
      entityId: id,
      before: {
        status: before.orderStatus,
        paymentStatus: before.paymentResult.paymentStatus,
        version: before.version,
      },
      after: {
        status: after.orderStatus,
        paymentStatus: after.paymentResult.paymentStatus,
        version: after.version,
      },
    });
    return after;
  }
}

/** List rows: the order with how many items it has. */
async function summaries(db: Db, rows: OrderRow[]): Promise<AdminOrderSummary[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ orderId: orderItems.orderId, n: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(orderItems.orderId);
  return rows.map((row) => ({
    id: row.id,
    shortId: shortOrderId(row.id),
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    totalPaise: row.totalPaise,
    customerName: row.shipName,
    email: row.shipEmail,
    phone: row.shipPhone,
    itemCount: counts.find((entry) => entry.orderId === row.id)?.n ?? 0,
  }));
}
