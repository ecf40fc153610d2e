import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';
import { products } from './catalog.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What a product sells as: a pack size, a flavour, or both (docs/decisions/0028-variants-model.md).
 * The default variant's id is the product's id; migration 0024's triggers keep the product's price,
 * discount price and stock equal to its default variant's.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    /** The owner's option names and values, e.g. {"Size":"500 g","Flavour":"Mango"}; {} for the default. */
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    pricePaise: integer('price_paise').notNull(),
    discountPricePaise: integer('discount_price_paise'),
    stock: integer('stock').notNull().default(0),
    weightGrams: integer('weight_grams'),
    /** Null: the product's HSN code and GST rate apply. */
    hsnCode: text('hsn_code'),
    gstRateBp: integer('gst_rate_bp'),
    /** The product's pictures (product_images ids) shown for this variant; empty: all of them. */
    imageIds: text('image_ids').array().notNull().default(sql`'{}'`),
    position: integer('position').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    /** A removed variant is archived: it leaves the shop and every cart, past orders keep their copy. */
    archivedAt: at('archived_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_variants_sku_key').on(sql`lower(${t.sku})`),
    index('product_variants_product_idx').on(t.productId, t.position),
    uniqueIndex('product_variants_one_default').on(t.productId).where(sql`${t.isDefault}`),
    check('product_variants_price_positive', sql`${t.pricePaise} >= 0`),
    check(
      'product_variants_discount_valid',
      sql`${t.discountPricePaise} IS NULL OR (${t.discountPricePaise} >= 0 AND ${t.discountPricePaise} <= ${t.pricePaise})`,
    ),
    check('product_variants_stock_not_negative', sql`${t.stock} >= 0`),
    check('product_variants_weight_positive', sql`${t.weightGrams} IS NULL OR ${t.weightGrams} > 0`),
    check(
      'product_variants_gst_rate_valid',
      sql`${t.gstRateBp} IS NULL OR ${t.gstRateBp} BETWEEN 0 AND 10000`,
    ),
  ],
);

export type VariantRow = typeof productVariants.$inferSelect;
