import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/raw.ts';

/** A cart whose reminder of one step is due: whose it is, and the time its contents last changed. */
export interface DueCart {
  userId: string;
  email: string;
  firstName: string;
  /** ISO, to the millisecond: with the user and the step, the reminder's idempotency key. */
  changedAt: string;
}

/** Past its delay by more than this, a cart gets no reminder (the worker was down, or the feature is new). */
const LATE_MS = 48 * 3600_000;

/**
 * Carts due for the reminder of `step`: not empty, last changed at least `delayHours` ago (and not
 * long before that), of a live account that did not stop cart reminders, with no order placed since
 * the change, and no reminder of this step for this state yet (the second also needs the first).
 * A cart's lines are its products and its bundles (docs/PRODUCT.md, Bundles); the time it last changed
 * is its newest line's `updated_at` or its last removal (`cart_activity`).
 * `userId` asks about one cart, inside the transaction that then records its reminder.
 */
export function dueCarts(
  executor: Executor,
  options: {
    now: Date;
    step: 1 | 2;
    delayHours: number;
    limit: number;
    /** Whether the customer `c.user_id` stopped cart reminders (the email-preferences module's condition). */
    optedOut: SQL;
    userId?: string;
  },
): Promise<DueCart[]> {
  const { now, step, delayHours, limit, optedOut, userId } = options;
  const dueBy = new Date(now.getTime() - delayHours * 3600_000).toISOString();
  const notBefore = new Date(now.getTime() - delayHours * 3600_000 - LATE_MS).toISOString();
  const oneUser = userId ? sql`WHERE user_id = ${userId}` : sql``;
  const firstSent =
    step === 2
      ? sql`AND EXISTS (SELECT 1 FROM cart_reminders r WHERE r.user_id = c.user_id
          AND r.cart_changed_at = c.changed_at AND r.step = 1)`
      : sql``;
  return rowsOf<DueCart>(
    executor,
    sql`
      WITH lines AS (
        SELECT user_id, updated_at FROM cart_items ${oneUser}
        UNION ALL
        SELECT user_id, updated_at FROM cart_bundles ${oneUser}
      ), carts AS (
        SELECT l.user_id, date_trunc('milliseconds', greatest(max(l.updated_at), max(ca.changed_at))) AS changed_at
        FROM lines l LEFT JOIN cart_activity ca ON ca.user_id = l.user_id
        GROUP BY l.user_id
      )
      SELECT c.user_id AS "userId", u.email AS "email", u.first_name AS "firstName",
        to_char(c.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "changedAt"
      FROM carts c JOIN users u ON u.id = c.user_id
      WHERE c.changed_at <= ${dueBy}::timestamptz AND c.changed_at > ${notBefore}::timestamptz
        AND u.deleted_at IS NULL
        AND NOT ${optedOut}
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = c.user_id AND o.created_at >= c.changed_at)
        AND NOT EXISTS (SELECT 1 FROM cart_reminders r WHERE r.user_id = c.user_id
          AND r.cart_changed_at = c.changed_at AND r.step = ${step})
        ${firstSent}
      ORDER BY c.changed_at
      LIMIT ${limit}`,
  );
}
