import type { AdminVariant, AdminVariantInput } from '@shop/shared';
import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { productImages } from '../../db/schema/catalog.ts';
import { productVariants } from '../../db/schema/catalog-variants.ts';
import { badRequest } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';

/**
 * The admin side of variants (docs/decisions/0028-variants-model.md): the owner saves a product's whole
 * list, the default first, in the product's transaction.
 */

const field = (index: number, name: string, message: string) =>
  badRequest(message, 'VALIDATION_FAILED', [{ field: `variants.${index}.${name}`, message }]);

/**
 * Locks the product's variants before its own row, the order in which an order's stock statement
 * reaches them (variant, then the product through migration 0024's trigger), so the two never deadlock.
 */
export async function lockVariants(tx: Tx, productId: string): Promise<void> {
  await tx.execute(
    sql`SELECT id FROM product_variants WHERE product_id = ${productId} ORDER BY id COLLATE "C" FOR UPDATE`,
  );
}

/**
 * Writes the list: the first is the default (whose id is the product's), one with an id updates that
 * variant of the product, one without is new; the product's other variants are archived and leave
 * every cart. A SKU used by any other variant in the shop, or an id that is not one of the product's
 * variants still sold, is refused naming the field (the caller's transaction then writes nothing).
 */
export async function writeVariants(
  tx: Tx,
  productId: string,
  list: AdminVariantInput[],
  now: Date,
  removeFromCarts: (tx: Tx, productId: string, variantIds: string[]) => Promise<void>,
): Promise<void> {
  const current = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)));
  const known = new Set(current.map((row) => row.id));
  const ids = list.map((variant, index) => {
    if (index === 0) {
      if (variant.id !== undefined && variant.id !== productId) {
        throw field(0, 'id', 'The first variant is the default one and cannot be replaced');
      }
      return productId;
    }
    if (variant.id === undefined) return newId();
    if (variant.id === productId) throw field(index, 'id', 'The default variant must come first');
    if (!known.has(variant.id)) throw field(index, 'id', 'Not a variant of this product');
    return variant.id;
  });
  const taken = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        inArray(
          sql`lower(${productVariants.sku})`,
          list.map((variant) => variant.sku.toLowerCase()),
        ),
        notInArray(productVariants.id, ids),
      ),
    );
  if (taken.length > 0) {
    const used = new Set(taken.map((row) => row.sku.toLowerCase()));
    const index = list.findIndex((variant) => used.has(variant.sku.toLowerCase()));
    throw field(index, 'sku', 'This SKU is already used by another product or variant');
  }
  // The pictures named by their upload keys, among the product's own (written before this, in this transaction).
  const pictures = await tx
    .select({ id: productImages.id, key: productImages.storageKey })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const pictureId = new Map(pictures.map((picture) => [picture.key, picture.id]));
  const imageIds = list.map((variant, index) =>
    variant.imageKeys.map((key) => {
      const id = pictureId.get(key);
      if (!id) throw field(index, 'imageKeys', 'Not one of this product’s images');
      return id;
    }),
  );
  // Archived first, so their SKUs cannot clash with the rows written below.
  const removed = [...known].filter((id) => !ids.includes(id));
  if (removed.length > 0) {
    await tx
      .update(productVariants)
      .set({ archivedAt: now, updatedAt: now })
      .where(inArray(productVariants.id, removed));
    await removeFromCarts(tx, productId, removed);
  }
  for (const [position, variant] of list.entries()) {
    const values = {
      sku: variant.sku,
      options: variant.options,
      pricePaise: variant.pricePaise,
      discountPricePaise: variant.discountPricePaise,
      stock: variant.stock,
      weightGrams: variant.weightGrams,
      hsnCode: variant.hsnCode,
      gstRateBp: variant.gstRateBp,
      imageIds: imageIds[position]!,
      position,
      updatedAt: now,
    };
    await tx
      .insert(productVariants)
      .values({ id: ids[position]!, productId, isDefault: position === 0, createdAt: now, ...values })
      .onConflictDoUpdate({ target: productVariants.id, set: values });
  }
}

/** The variants still sold of these products, each product's default first, as the console shows them. */
export async function adminVariantsOf(
  executor: Db | Tx,
  productIds: string[],
): Promise<Map<string, AdminVariant[]>> {
  const rows = await executor
    .select()
    .from(productVariants)
    .where(and(inArray(productVariants.productId, productIds), isNull(productVariants.archivedAt)))
    .orderBy(desc(productVariants.isDefault), asc(productVariants.position), asc(productVariants.createdAt));
  const pictures = await executor
    .select({ id: productImages.id, key: productImages.storageKey })
    .from(productImages)
    .where(inArray(productImages.productId, productIds));
  const keyOf = new Map(pictures.map((picture) => [picture.id, picture.key]));
  const byProduct = new Map<string, AdminVariant[]>();
  for (const row of rows) {
    const variant: AdminVariant = {
      id: row.id,
      sku: row.sku,
      options: row.options,
      pricePaise: row.pricePaise,
      discountPricePaise: row.discountPricePaise,
      stock: row.stock,
      weightGrams: row.weightGrams,
      hsnCode: row.hsnCode,
      gstRateBp: row.gstRateBp,
      imageKeys: row.imageIds.flatMap((id) => keyOf.get(id) ?? []),
      isDefault: row.isDefault,
    };
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), variant]);
  }
  return byProduct;
}
