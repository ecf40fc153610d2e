import { CART_RECOVERY_DAYS, type CartReminderSummary, indiaDay, indiaDayStart } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/raw.ts';
import type { Clock } from '../../lib/clock.ts';

const DAY_MS = 24 * 3600_000;
const DEFAULT_DAYS = 30;

/**
 * The dashboard's reminder figures for whole India days `from`..`to` (the last 30 days by default):
 * reminders sent in the period; reminded carts recovered, each by the first order (not cancelled) its
 * shopper placed after its first reminder and within CART_RECOVERY_DAYS of its last; and those orders'
 * totals. An order that follows reminders of two cart states counts once.
 */
export async function reminderSummary(
  deps: { db: Db; clock: Clock },
  query: { from?: string; to?: string },
): Promise<CartReminderSummary> {
  const today = indiaDay(deps.clock());
  const to = query.to ?? today;
  const from = query.from ?? indiaDay(new Date(indiaDayStart(to).getTime() - (DEFAULT_DAYS - 1) * DAY_MS));
  const start = indiaDayStart(from).toISOString();
  const end = new Date(indiaDayStart(to).getTime() + DAY_MS).toISOString();
  const [row] = await rowsOf<{ sent: string; carts: string; revenue: string }>(
    deps.db,
    sql`
      WITH reminded AS (
        SELECT user_id, cart_changed_at, min(sent_at) AS first_sent, max(sent_at) AS last_sent
        FROM cart_reminders
        WHERE sent_at >= ${start}::timestamptz AND sent_at < ${end}::timestamptz
        GROUP BY user_id, cart_changed_at
      ), recovered AS (
        SELECT DISTINCT ON (r.user_id, r.cart_changed_at) o.id, o.total_paise
        FROM reminded r JOIN orders o ON o.user_id = r.user_id AND o.status <> 'cancelled'
          AND o.created_at > r.first_sent
          AND o.created_at <= r.last_sent + make_interval(days => ${CART_RECOVERY_DAYS})
        ORDER BY r.user_id, r.cart_changed_at, o.created_at
      ), orders_recovered AS (SELECT DISTINCT id, total_paise FROM recovered)
      SELECT
        (SELECT count(*) FROM cart_reminders
          WHERE sent_at >= ${start}::timestamptz AND sent_at < ${end}::timestamptz)::text AS "sent",
        (SELECT count(*) FROM orders_recovered)::text AS "carts",
        (SELECT coalesce(sum(total_paise), 0) FROM orders_recovered)::text AS "revenue"`,
  );
  return {
    from,
    to,
    remindersSent: Number(row!.sent),
    cartsRecovered: Number(row!.carts),
    revenueRecoveredPaise: Number(row!.revenue),
  };
}
