import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';

/**
 * A cancelled order's quantities back on the shelf, in the order's transaction. The caller sorts the
 * lines by product id, the order in which placing an order takes stock, so the two never deadlock.
 */
export async function putStockBack(
  tx: Tx,
  lines: { productId: string; quantity: number }[],
  now: Date,
): Promise<void> {
  for (const line of lines) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}`, updatedAt: now })
      .where(eq(products.id, line.productId));
  }
}
