import {
  type PromoRefusal,
  type Promotion,
  type PromotionPricing,
  pricePromotions,
  promoRefusal,
} from '@shop/shared';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/raw.ts';
import { promoCodes } from '../../db/schema/promo.ts';

const list = (values: string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

type PromoRow = typeof promoCodes.$inferSelect;

/**
 * A line to price: the engine's, without the categories (read here). A bundle is one line (docs/PRODUCT.md,
 * Bundles): `bundleId` set, `productId` and `variantId` its id, `unitPaise` the bundle's price.
 */
interface LineToPrice {
  productId: string;
  variantId: string;
  bundleId?: string | null;
  unitPaise: number;
  quantity: number;
}

export interface PriceInput {
  userId: string;
  /** The code the shopper entered, already checked (`PromoService.check`), or null. */
  code: string | null;
  lines: LineToPrice[];
  charges: (goodsPaise: number) => { shippingPaise: number; codFeePaise: number };
  /**
   * In an order's transaction: lock the limited promotions' rows first (in id order), so the counts
   * read after are final and a promotion used up meanwhile is priced out instead of refusing the order.
   */
  lock?: boolean;
}

/** The engine's view of a stored promotion (docs/decisions/0034-promotion-engine.md). */
function toEnginePromotion(row: PromoRow): Promotion {
  const benefit: Promotion['benefit'] =
    row.kind === 'percent'
      ? { kind: 'percent', percent: row.percent ?? 0, maxDiscountPaise: row.maxDiscountPaise }
      : row.kind === 'amount'
        ? { kind: 'amount', amountPaise: row.amountPaise ?? 0 }
        : row.kind === 'free_shipping'
          ? { kind: 'free_shipping' }
          : {
              kind: 'buy_x_get_y',
              buy: row.buyQuantity ?? 1,
              get: row.getQuantity ?? 1,
              getScope: row.getScope ?? null,
            };
  return {
    id: row.id,
    name: row.name || row.code || 'Promotion',
    code: row.code,
    benefit,
    scope: row.scope ?? null,
    minOrderPaise: row.minOrderPaise,
    minQuantity: row.minQuantity,
    firstOrderOnly: row.firstOrderOnly,
    combinable: row.combinable,
  };
}

/** Whether a promotion's uses are recorded: every code (as always), and automatic ones with limits. */
export const recordsUses = (row: PromoRow) =>
  row.code !== null || row.maxUses !== null || row.maxUsesPerCustomer !== null;

/**
 * The promotions this shopper may use now (automatic ones and the entered code), priced on `lines`.
 * Usable means `promoRefusal` finds nothing with the counts as a checkout would see them: lapsed
 * holds and the shopper's own hold do not count (their checkout takes it over).
 */
export async function priceWithUsable(
  executor: Executor,
  now: Date,
  input: PriceInput,
): Promise<{
  pricing: PromotionPricing;
  rows: PromoRow[];
  codeRefusal: PromoRefusal | null;
  /** What the engine was given besides the lines: the cart's answer passes it to the browser's engine. */
  engine: EngineInputs;
}> {
  const { userId, code } = input;
  let candidates = await executor
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.active, true),
        code ? or(isNull(promoCodes.code), eq(promoCodes.code, code)) : isNull(promoCodes.code),
      ),
    );
  const limited = candidates.filter((row) => row.maxUses !== null || row.maxUsesPerCustomer !== null);
  if (input.lock && limited.length) {
    const locked = await executor
      .select()
      .from(promoCodes)
      .where(
        inArray(
          promoCodes.id,
          limited.map((row) => row.id),
        ),
      )
      .orderBy(asc(promoCodes.id))
      .for('update');
    const fresh = new Map(locked.map((row) => [row.id, row]));
    candidates = candidates.flatMap((row) => {
      const current = fresh.get(row.id) ?? (limited.includes(row) ? null : row);
      return current?.active ? [current] : [];
    });
  }
  const ids = candidates.map((row) => row.id);
  const counts = ids.length
    ? await rowsOf<{ id: string; used: number; idle: number }>(
        executor,
        sql`SELECT promo_code_id AS id,
            (count(*) FILTER (WHERE user_id = ${userId} AND order_id IS NOT NULL))::int AS used,
            (count(*) FILTER (WHERE order_id IS NULL
              AND (held_until <= ${now.toISOString()}::timestamptz OR user_id = ${userId})))::int AS idle
          FROM promo_redemptions WHERE promo_code_id IN (${list(ids)})
          GROUP BY promo_code_id`,
      )
    : [];
  const countOf = new Map(counts.map((row) => [row.id, row]));
  // The entered code's own refusal: it may have been taken or switched off since it was checked.
  let codeRefusal: PromoRefusal | null = code ? 'inactive' : null;
  const rows = candidates.filter((row) => {
    const count = countOf.get(row.id) ?? { used: 0, idle: 0 };
    const refusal = promoRefusal({ ...row, uses: row.uses - count.idle }, now, count.used);
    if (code && row.code === code) codeRefusal = refusal;
    return refusal === null;
  });
  const scopedByCategory = rows.some((row) => row.scope?.categoryIds || row.getScope?.categoryIds);
  const categories = scopedByCategory ? await categoriesOf(executor, input.lines) : new Map();
  const [first] = rows.some((row) => row.firstOrderOnly)
    ? await rowsOf<{ first: boolean }>(
        executor,
        sql`SELECT NOT EXISTS (SELECT 1 FROM orders WHERE user_id = ${userId} AND status <> 'cancelled') AS first`,
      )
    : [{ first: false }];
  const promotions = rows.map(toEnginePromotion);
  const pricing = pricePromotions(
    input.lines.map(({ bundleId = null, ...line }) => ({
      ...line,
      variantId: bundleId === null ? line.variantId : null,
      categoryIds: categories.get(line.productId) ?? [],
      bundleId,
    })),
    promotions,
    { code, firstOrder: first!.first, charges: input.charges },
  );
  const engine = { promotions, firstOrder: first!.first, categoryIds: Object.fromEntries(categories) };
  return { pricing, rows, codeRefusal, engine };
}

export interface EngineInputs {
  promotions: Promotion[];
  firstOrder: boolean;
  /** Product id → category ids, read only when a promotion is limited to categories. */
  categoryIds: Record<string, string[]>;
}

async function categoriesOf(executor: Executor, lines: LineToPrice[]): Promise<Map<string, string[]>> {
  if (lines.length === 0) return new Map();
  const rows = await rowsOf<{ productId: string; categoryIds: string[] }>(
    executor,
    sql`SELECT product_id AS "productId", array_agg(category_id) AS "categoryIds"
      FROM product_categories
      WHERE product_id IN (${list(lines.map((line) => line.productId))})
      GROUP BY product_id`,
  );
  return new Map(rows.map((row) => [row.productId, row.categoryIds]));
}
