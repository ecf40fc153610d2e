import { lineNameWithVariant, onlyLeftMessage, variantLabel } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { productVariants } from '../../db/schema/catalog-variants.ts';
import { conflict } from '../../lib/errors.ts';

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

/**
 * Units taken off a variant's shelf without a sale: an expired batch's written off
 * (docs/decisions/0036-batches-and-best-before.md), never below zero (a default variant's stock
 * reaches its product through migration 0024's trigger).
 */
export async function takeStockOff(tx: Tx, variantId: string, quantity: number, now: Date): Promise<void> {
  await tx
    .update(productVariants)
    .set({ stock: sql`greatest(${productVariants.stock} - ${quantity}, 0)`, updatedAt: now })
    .where(eq(productVariants.id, variantId));
}

/**
 * The owner changed a product's stock outside its form (a batch recorded, corrected or deleted): its
 * version rises, so a product form opened before cannot save its older stock over the change (it is
 * refused as stale, docs/decisions/0014-admin-console-versions-audit-guard.md).
 */
export async function stockChangedByOwner(tx: Tx, productId: string, now: Date): Promise<void> {
  await tx
    .update(products)
    .set({ version: sql`${products.version} + 1`, updatedAt: now })
    .where(eq(products.id, productId));
}

/**
 * What an out-of-stock refusal names: the variant's product, its label and the stock left now; none
 * for a variant that is gone or was removed.
 */
export async function variantStock(
  tx: Executor,
  variantId: string,
): Promise<{ name: string; label: string; stock: number } | null> {
  const [row] = await tx
    .select({
      name: products.name,
      options: productVariants.options,
      stock: productVariants.stock,
      archivedAt: productVariants.archivedAt,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  if (!row || row.archivedAt) return null;
  return { name: row.name, label: variantLabel(row.options), stock: row.stock };
}

/** 409 OUT_OF_STOCK naming the product (with the variant's label) and how many are left now. */
export async function outOfStock(executor: Executor, variantId: string) {
  const variant = await variantStock(executor, variantId);
  if (!variant) return conflict('A product in your cart is no longer available', 'OUT_OF_STOCK');
  const name = lineNameWithVariant(variant.name, variant.label);
  return conflict(
    variant.stock > 0 ? `${onlyLeftMessage(variant.stock)} of ${name}` : `${name} is out of stock`,
    'OUT_OF_STOCK',
  );
}
