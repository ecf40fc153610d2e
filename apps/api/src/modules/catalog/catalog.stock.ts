import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { productVariants } from '../../db/schema/variants.ts';

/**
 * A cancelled order's quantities back on the shelf of the variants bought, in the order's transaction
 * (a default variant's stock reaches its product through migration 0024's trigger). The caller sorts
 * the lines by variant id, the order in which placing an order takes stock, so the two never deadlock.
 */
export async function putStockBack(
  tx: Tx,
  lines: { variantId: string; quantity: number }[],
  now: Date,
): Promise<void> {
  for (const line of lines) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}`, updatedAt: now })
      .where(eq(productVariants.id, line.variantId));
  }
}
