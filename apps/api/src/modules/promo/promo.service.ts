import { normalisePromoCode, type PromoRefusal, promoRefusal, promoRefusalMessages } from '@shop/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/raw.ts';
import { promoCodes, promoRedemptions } from '../../db/schema/promo.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';

export type PromoRow = typeof promoCodes.$inferSelect;

/** A code that may be used: its id, its upper-case spelling and its percent. */
export interface ValidPromo {
  id: string;
  code: string;
  percent: number;
}

function refused(refusal: PromoRefusal, field: string) {
  return badRequest(promoRefusalMessages[refusal], 'PROMO_INVALID', [
    { field, message: promoRefusalMessages[refusal] },
  ]);
}

/** Where a use of a code goes: an order, or a hold for an online payment attempt until it lapses. */
type UseTarget = { orderId: string } | { attemptId: string; until: Date };

/**
 * Promo codes: checking one (applying reserves nothing), holding one use for an online payment
 * attempt, and redeeming one in an order's transaction. A use is taken only under the code's row lock
 * (SELECT … FOR UPDATE), after which both limits are counted and the use written, so parallel checkouts
 * cannot pass a limit. Lock order: the code's row, then its redemption rows (a hold is released the
 * same way), so takers and releasers never deadlock.
 *
 * A shopper has at most one hold on a code: a newer checkout with it (online or Cash on Delivery) takes
 * the use of their earlier unpaid attempt, whose payment, if it still arrives, must take the code anew
 * under its limits (docs/PRODUCT.md §4.5).
 */
export class PromoService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async find(executor: Executor, input: string): Promise<PromoRow | null> {
    const code = normalisePromoCode(input);
    if (!code) return null;
    const [row] = await executor.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
    return row ?? null;
  }

  /**
   * The code if this customer may use it now, else 400 PROMO_INVALID naming `field`. Lapsed holds and
   * the customer's own hold (which their checkout would take over) do not count against it.
   */
  async check(executor: Executor, input: string, userId: string, field = 'code'): Promise<ValidPromo> {
    const row = await this.find(executor, input);
    if (!row) throw refused('unknown', field);
    const now = this.deps.clock();
    const [counts] = await rowsOf<{ used: number; idle: number }>(
      executor,
      sql`SELECT
        (SELECT count(*) FROM promo_redemptions
          WHERE promo_code_id = ${row.id} AND user_id = ${userId} AND order_id IS NOT NULL)::int AS used,
        (SELECT count(*) FROM promo_redemptions
          WHERE promo_code_id = ${row.id} AND order_id IS NULL
            AND (held_until <= ${now.toISOString()}::timestamptz OR user_id = ${userId}))::int AS idle`,
    );
    const refusal = promoRefusal({ ...row, uses: row.uses - counts!.idle }, now, counts!.used);
    if (refusal) throw refused(refusal, field);
    return { id: row.id, code: row.code, percent: row.percent };
  }

  /** Holds one use of the code for a payment attempt until `until`, or refuses (400 naming `field`). */
  async hold(
    tx: Tx,
    promo: ValidPromo,
    userId: string,
    attempt: { id: string; until: Date },
    field = 'couponCode',
  ): Promise<void> {
    await this.take(tx, promo, userId, { attemptId: attempt.id, until: attempt.until }, field);
  }

  /** Records that a Cash on Delivery order used the code, under every limit, or refuses. */
  async redeem(
    tx: Tx,
    promo: ValidPromo,
    userId: string,
    orderId: string,
    field = 'couponCode',
  ): Promise<void> {
    await this.take(tx, promo, userId, { orderId }, field);
  }

  /**
   * A paid attempt's order: its hold becomes the order's use, whatever happened to the code since (the
   * owner switching it off, its end date). With no hold left (the payment failed first, or lapsed, or
   * a newer checkout took it) the code is taken anew under every limit, or refused.
   */
  async redeemHeld(
    tx: Tx,
    promo: ValidPromo,
    userId: string,
    orderId: string,
    attemptId: string,
    field = 'couponCode',
  ): Promise<void> {
    const converted = await tx
      .update(promoRedemptions)
      .set({ orderId, heldUntil: null })
      .where(and(eq(promoRedemptions.attemptId, attemptId), isNull(promoRedemptions.orderId)))
      .returning({ id: promoRedemptions.id });
    if (converted.length === 0) await this.take(tx, promo, userId, { orderId }, field);
  }

  /** A failed or refunded attempt gives its hold back (nothing when it had none). */
  async releaseHold(tx: Tx, attemptId: string): Promise<void> {
    const heldFor = and(eq(promoRedemptions.attemptId, attemptId), isNull(promoRedemptions.orderId));
    const [hold] = await tx
      .select({ promoCodeId: promoRedemptions.promoCodeId })
      .from(promoRedemptions)
      .where(heldFor);
    if (!hold) return;
    await tx
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(eq(promoCodes.id, hold.promoCodeId))
      .for('update');
    const gone = await tx.delete(promoRedemptions).where(heldFor).returning({ id: promoRedemptions.id });
    if (gone.length === 0) return;
    await tx
      .update(promoCodes)
      .set({ uses: sql`greatest(${promoCodes.uses} - 1, 0)` })
      .where(eq(promoCodes.id, hold.promoCodeId));
  }

  /** A cancelled order gives its use of the code back. */
  async release(tx: Tx, orderId: string): Promise<void> {
    const [redemption] = await tx
      .delete(promoRedemptions)
      .where(eq(promoRedemptions.orderId, orderId))
      .returning({ promoCodeId: promoRedemptions.promoCodeId });
    if (!redemption) return;
    await tx
      .update(promoCodes)
      .set({ uses: sql`greatest(${promoCodes.uses} - 1, 0)` })
      .where(eq(promoCodes.id, redemption.promoCodeId));
  }

  /**
   * One use, under the code's row lock: lapsed holds and this customer's own hold are dropped first,
   * then the code's terms, total and per-customer uses decide. Each step is its own statement so that
   * it sees what a checkout that held the lock before committed.
   */
  private async take(tx: Tx, promo: ValidPromo, userId: string, target: UseTarget, field: string) {
    const now = this.deps.clock();
    const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, promo.id)).for('update');
    if (!row) throw refused('unknown', field);
    const [counts] = await rowsOf<{ freed: number; used: number }>(
      tx,
      sql`WITH freed AS (
          DELETE FROM promo_redemptions
          WHERE promo_code_id = ${row.id} AND order_id IS NULL
            AND (held_until <= ${now.toISOString()}::timestamptz OR user_id = ${userId})
          RETURNING id
        )
        SELECT (SELECT count(*) FROM freed)::int AS freed,
          (SELECT count(*) FROM promo_redemptions
            WHERE promo_code_id = ${row.id} AND user_id = ${userId} AND order_id IS NOT NULL)::int AS used`,
    );
    const uses = row.uses - counts!.freed;
    const refusal = promoRefusal({ ...row, uses }, now, counts!.used);
    if (refusal) throw refused(refusal, field);
    await tx
      .update(promoCodes)
      .set({ uses: sql`greatest(${promoCodes.uses} - ${counts!.freed}, 0) + 1` })
      .where(eq(promoCodes.id, row.id));
    await tx.insert(promoRedemptions).values({
      promoCodeId: row.id,
      userId,
      ...('orderId' in target
        ? { orderId: target.orderId }
        : { attemptId: target.attemptId, heldUntil: target.until }),
      createdAt: now,
    });
  }
}
