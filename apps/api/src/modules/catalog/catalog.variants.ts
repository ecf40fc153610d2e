import { type Image, percentOff, sellingPrice, toRupees, type Variant, variantLabel } from '@shop/shared';
import { asc, desc, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productVariants, type VariantRow } from '../../db/schema/catalog-variants.ts';

/**
 * Every variant still sold, for the whole catalogue in one query (no query per product), each
 * product's default first, then in the owner's order.
 */
export function loadVariantRows(db: Db): Promise<VariantRow[]> {
  return db
    .select()
    .from(productVariants)
    .where(isNull(productVariants.archivedAt))
    .orderBy(
      asc(productVariants.productId),
      desc(productVariants.isDefault),
      asc(productVariants.position),
      asc(productVariants.createdAt),
    );
}

/** A variant on the wire: rupees, its pictures among the product's (all of them when it names none). */
export function toVariant(row: VariantRow, productImages: Image[]): Variant {
  const chosen = productImages.filter((image) => row.imageIds.includes(image._id));
  return {
    _id: row.id,
    sku: row.sku,
    options: row.options,
    label: variantLabel(row.options),
    price: toRupees(row.pricePaise),
    discountPrice: toRupees(sellingPrice(row.pricePaise, row.discountPricePaise)),
    percentOff: percentOff(row.pricePaise, row.discountPricePaise),
    stock: row.stock,
    inStock: row.stock > 0,
    isDefault: row.isDefault,
    images: chosen.length > 0 ? chosen : productImages,
  };
}
