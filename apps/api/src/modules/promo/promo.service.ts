import {
  normalisePromoCode,
  type PromoRefusal,
  type PromotionPricing,
  promoRefusal,
  promoRefusalMessages,
} from '@shop/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/raw.ts';
import { promoCodes, promoRedemptions } from '../../db/schema/promo.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import { type EngineInputs, type PriceInput, priceWithUsable, recordsUses } from './promotions.usable.ts';

export type PromoRow = typeof promoCodes.$inferSelect;

/** A code that may be used: its id, its upper-case spelling and its percent (0 for other kinds). */
export interface ValidPromo {
  id: string;
  code: string;
  percent: number;
}

/** A promotion whose use an order records (every code, and automatic ones with limits). */
type PromoUse = { id: string };

/** A cart priced with the promotions usable now, the entered code and the uses an order would record. */
export interface PricedWithPromotions {
  pricing: PromotionPricing;
  code: ValidPromo | null;
  uses: PromoUse[];
  engine: EngineInputs;
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
    return { id: row.id, code: row.code!, percent: row.percent ?? 0 };
  }

  /**
   * Prices lines with every promotion usable now by this shopper (docs/decisions/0034-promotion-engine.md):
   * the automatic ones and `code`, checked first (400 naming `field`). A code that earns nothing on
   * these lines (a minimum not met, first order only, nothing in its scope) is refused the same way.
   */
  async price(
    executor: Executor,
    input: Omit<PriceInput, 'code'> & { code: string | null | undefined; field?: string },
  ): Promise<PricedWithPromotions> {
    const { field = 'couponCode', ...rest } = input;
    const code = input.code ? await this.check(executor, input.code, input.userId, field) : null;
    const { pricing, rows, codeRefusal, engine } = await priceWithUsable(executor, this.deps.clock(), {
      ...rest,
      code: code?.code ?? null,
    });
    // Checked above, but a parallel checkout may have taken its last use since: refused, never dropped.
    if (code && codeRefusal) throw refused(codeRefusal, field);
    // An empty cart may take a code (it applies once something is added), as it always could.
    if (code && pricing.codeRefusal && input.lines.length > 0) {
      throw badRequest(pricing.codeRefusal, 'PROMO_INVALID', [{ field, message: pricing.codeRefusal }]);
    }
    const applied = new Set(pricing.applied.map((entry) => entry.id));
    // Taken in id order, so two checkouts lock the same promotions' rows in the same order.
    const uses = rows
      .filter((row) => applied.has(row.id) && recordsUses(row))
      .map((row) => ({ id: row.id }))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return { pricing, code, uses, engine };
  }

  /** Holds one use of the code for a payment attempt until `until`, or refuses (400 naming `field`). */
  async hold(
    tx: Tx,
    promo: PromoUse,
    userId: string,
    attempt: { id: string; until: Date },
    field = 'couponCode',
  ): Promise<void> {
    await this.take(tx, promo, userId, { attemptId: attempt.id, until: attempt.until }, field);
  }

  /** Records that a Cash on Delivery order used the code, under every limit, or refuses. */
  async redeem(
    tx: Tx,
    promo: PromoUse,
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
    promo: PromoUse,
    userId: string,
    orderId: string,
    attemptId: string,
    field = 'couponCode',
  ): Promise<void> {
    const converted = await tx
      .update(promoRedemptions)
      .set({ orderId, heldUntil: null })
      .where(
        and(
          eq(promoRedemptions.attemptId, attemptId),
          eq(promoRedemptions.promoCodeId, promo.id),
          isNull(promoRedemptions.orderId),
        ),
      )
      .returning({ id: promoRedemptions.id });
    if (converted.length === 0) await this.take(tx, promo, userId, { orderId }, field);
  }

  /** A failed or refunded attempt gives its holds back (nothing when it had none), one promotion at a time. */
  async releaseHold(tx: Tx, attemptId: string): Promise<void> {
    const heldFor = and(eq(promoRedemptions.attemptId, attemptId), isNull(promoRedemptions.orderId));
    const holds = await tx
      .select({ promoCodeId: promoRedemptions.promoCodeId })
      .from(promoRedemptions)
      .where(heldFor)
      .orderBy(promoRedemptions.promoCodeId);
    for (const hold of holds) {
      await tx
        .select({ id: promoCodes.id })
        .from(promoCodes)
        .where(eq(promoCodes.id, hold.promoCodeId))
        .for('update');
      const gone = await tx
        .delete(promoRedemptions)
        .where(and(heldFor, eq(promoRedemptions.promoCodeId, hold.promoCodeId)))
        .returning({ id: promoRedemptions.id });
      if (gone.length === 0) continue;
      await tx
        .update(promoCodes)
        .set({ uses: sql`greatest(${promoCodes.uses} - 1, 0)` })
        .where(eq(promoCodes.id, hold.promoCodeId));
    }
  }

  /** A cancelled order gives its uses of its promotions back. */
  async release(tx: Tx, orderId: string): Promise<void> {
    const released = await tx
      .delete(promoRedemptions)
      .where(eq(promoRedemptions.orderId, orderId))
      .returning({ promoCodeId: promoRedemptions.promoCodeId });
    for (const redemption of released) {
      await tx
        .update(promoCodes)
        .set({ uses: sql`greatest(${promoCodes.uses} - 1, 0)` })
        .where(eq(promoCodes.id, redemption.promoCodeId));
    }
  }

  /**
   * One use, under the code's row lock: lapsed holds and this customer's own hold are dropped first,
   * then the code's terms, total and per-customer uses decide. Each step is its own statement so that
   * it sees what a checkout that held the lock before committed.
   */
  private async take(tx: Tx, promo: PromoUse, userId: string, target: UseTarget, field: string) {
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
