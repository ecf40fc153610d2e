import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/raw.ts';

/** A parcel's weight when the catalogue gives none: what a jar or two of the shop's products weigh. */
const DEFAULT_WEIGHT_KG = 0.5;

/**
 * The weight declared for an order's parcel: each line's variant weight times its units
 * (docs/decisions/0028-variants-model.md), or the default when any line's variant has no weight.
 */
export async function parcelWeightKg(db: Db, orderId: string): Promise<number> {
  const [row] = await rowsOf<{ grams: number; weighed: boolean | null }>(
    db,
    sql`SELECT coalesce(sum(oi.quantity * v.weight_grams), 0)::int AS grams,
        bool_and(v.weight_grams IS NOT NULL) AS weighed
      FROM order_items oi LEFT JOIN product_variants v ON v.id = oi.variant_id
      WHERE oi.order_id = ${orderId}`,
  );
  return row?.weighed && row.grams > 0 ? row.grams / 1000 : DEFAULT_WEIGHT_KG;
}
