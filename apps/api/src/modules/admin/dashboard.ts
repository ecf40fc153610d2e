import {
  type AdminDashboard,
  type AdminOrderSummary,
  type ExpiringBatch,
  indiaDay,
  indiaDayStart,
  LOW_STOCK_THRESHOLD,
  lastIndiaDays,
  salesByDay,
  type WebPerformance,
} from '@shop/shared';
import { and, asc, count, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { orders } from '../../db/schema/orders.ts';
import { paymentAttempts } from '../../db/schema/payments.ts';
import type { Clock } from '../../lib/clock.ts';

const SALES_DAYS = 30;

/**
 * The owner's first screen. Revenue counts every order not cancelled, in the India business day it was
 * placed (a returned order stays in the day's sales: the refund is a separate entry).
 */
export async function dashboard(deps: {
  db: Db;
  clock: Clock;
  /** The newest orders as the orders module lists them (its admin side), handed in by app.ts. */
  latestOrders: (limit: number) => Promise<AdminOrderSummary[]>;
  /** Shoppers' Core Web Vitals (the web-vitals module). */
  webPerformance: () => Promise<WebPerformance>;
  /** Batches with units left whose best-before day is within 60 days (the batches module, ADR 0036). */
  expiringBatches: () => Promise<ExpiringBatch[]>;
}): Promise<AdminDashboard> {
  const { db } = deps;
  const now = deps.clock();
  const since = indiaDayStart(lastIndiaDays(now, SALES_DAYS)[0]!);
  const [recent, statusCounts, lowStock, latest, [refunds], [payments], webPerformance, expiringBatches] =
    await Promise.all([
      db
        .select({ createdAt: orders.createdAt, totalPaise: orders.totalPaise })
        .from(orders)
        .where(and(gte(orders.createdAt, since), ne(orders.status, 'cancelled'))),
      db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),
      db
        .select({ id: products.id, name: products.name, stock: products.stock })
        .from(products)
        .where(and(isNull(products.archivedAt), lte(products.stock, LOW_STOCK_THRESHOLD)))
        .orderBy(asc(products.stock), asc(products.name))
        .limit(10),
      deps.latestOrders(8),
      db.select({ n: count() }).from(orders).where(sql`${orders.paymentStatus} = 'refund_pending'`),
      db.select({ n: count() }).from(paymentAttempts).where(sql`${paymentAttempts.status} = 'needs_refund'`),
      deps.webPerformance(),
      deps.expiringBatches(),
    ]);
  const days = salesByDay(recent, now, SALES_DAYS);
  const today = days.find((day) => day.day === indiaDay(now))!;
  return {
    today: { orders: today.orders, revenuePaise: today.revenuePaise },
    last30Days: {
      orders: days.reduce((sum, day) => sum + day.orders, 0),
      revenuePaise: days.reduce((sum, day) => sum + day.revenuePaise, 0),
    },
    byStatus: Object.fromEntries(statusCounts.map((row) => [row.status, row.n])),
    salesByDay: days,
    lowStock,
    latestOrders: latest,
    refundsDue: (refunds?.n ?? 0) + (payments?.n ?? 0),
    expiringBatches,
    webPerformance,
  };
}
