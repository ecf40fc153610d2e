import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** Raised by every admin save: a save naming an older version is refused (docs/decisions/0014). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    uniqueIndex('categories_name_key').on(sql`lower(${t.name})`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    description: text('description').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    discountPricePaise: integer('discount_price_paise'),
    stock: integer('stock').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    isBestSelling: boolean('is_best_selling').notNull().default(false),
    /** 18+ only: the shopper confirms their age before the first add to cart (migration 0021). */
    ageRestricted: boolean('age_restricted').notNull().default(false),
    hsnCode: text('hsn_code').notNull(),
    /** GST in basis points (1800 = 18 %), so 0.25 % and 3 % fit as integers too. */
    gstRateBp: integer('gst_rate_bp').notNull(),
    /** Raised by every admin save: a save naming an older version is refused (docs/decisions/0014). */
    version: integer('version').notNull().default(1),
    /** An archived product leaves the shop, search and sitemap; past orders keep their own copy of it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    check('products_price_positive', sql`${t.pricePaise} >= 0`),
    check(
      'products_discount_valid',
      sql`${t.discountPricePaise} IS NULL OR (${t.discountPricePaise} >= 0 AND ${t.discountPricePaise} <= ${t.pricePaise})`,
    ),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_gst_rate_valid', sql`${t.gstRateBp} BETWEEN 0 AND 10000`),
    index('products_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_brand_trgm').using('gin', sql`${t.brand} gin_trgm_ops`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** Storage path below the uploads folder, without width or extension: `products/ab12cd`. */
    storageKey: text('storage_key').notNull(),
    widths: integer('widths').array().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** 0 is the product's main category (docs/PRODUCT.md §2.5: "the first category" drives the age gate). */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);
