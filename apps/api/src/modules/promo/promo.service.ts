import { normalisePromoCode, type PromoRefusal, promoRefusal, promoRefusalMessages } from '@shop/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { promoCodes, promoRedemptions } from '../../db/schema/index.ts';
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

/**
 * Promo codes: checking one (applying does not reserve it) and redeeming it inside an order's
 * transaction, where the total limit is taken by one conditional UPDATE that also locks the code's
 * row, so the per-customer count that follows cannot race.
 */
export class PromoService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async find(executor: Executor, input: string): Promise<PromoRow | null> {
    const code = normalisePromoCode(input);
    if (!code) return null;
    const [row] = await executor.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
    return row ?? null;
  }

  /** The code if this customer may use it now, else 400 PROMO_INVALID naming `field`. */
  async check(executor: Executor, input: string, userId: string, field = 'code'): Promise<ValidPromo> {
    const row = await this.find(executor, input);
    const refusal = promoRefusal(
      row,
      this.deps.clock(),
      row ? await this.customerUses(executor, row.id, userId) : 0,
    );
    if (refusal || !row) throw refused(refusal ?? 'unknown', field);
    return { id: row.id, code: row.code, percent: row.percent };
  }

  /**
   * Records that an order used the code. `enforce` (Cash on Delivery) re-checks every limit and
   * refuses; an order already paid online honours the code checked when the payment began.
   */
  async redeem(
    tx: Tx,
    promo: ValidPromo,
    userId: string,
    orderId: string,
    options: { enforce: boolean; field?: string },
  ): Promise<void> {
    const now = this.deps.clock();
    const field = options.field ?? 'couponCode';
    const live = and(
      eq(promoCodes.id, promo.id),
      eq(promoCodes.active, true),
      sql`(${promoCodes.validFrom} IS NULL OR ${promoCodes.validFrom} <= ${now.toISOString()})`,
      sql`(${promoCodes.validTo} IS NULL OR ${promoCodes.validTo} >= ${now.toISOString()})`,
      sql`(${promoCodes.maxUses} IS NULL OR ${promoCodes.uses} < ${promoCodes.maxUses})`,
    );
    const [taken] = await tx
      .update(promoCodes)
      .set({ uses: sql`${promoCodes.uses} + 1` })
      .where(options.enforce ? live : eq(promoCodes.id, promo.id))
      .returning();
    if (!taken) {
      const row = await this.find(tx, promo.code);
      throw refused(promoRefusal(row, now, 0) ?? 'exhausted', field);
    }
    if (options.enforce && taken.maxUsesPerCustomer !== null) {
      if ((await this.customerUses(tx, promo.id, userId)) >= taken.maxUsesPerCustomer) {
        throw refused('already_used', field);
      }
    }
    await tx.insert(promoRedemptions).values({ promoCodeId: promo.id, userId, orderId, createdAt: now });
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

  private async customerUses(executor: Executor, promoId: string, userId: string): Promise<number> {
    const [row] = await executor
      .select({ count: sql<number>`count(*)::int` })
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.promoCodeId, promoId), eq(promoRedemptions.userId, userId)));
    return row?.count ?? 0;
  }
}
