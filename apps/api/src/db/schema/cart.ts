import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';
import { users } from './accounts.ts';
import { bundles } from './bundles.ts';
import { products } from './catalog.ts';
import { productVariants } from './catalog-variants.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One line per product variant in a shopper's cart. The selling price at the time the line was last touched is
 * kept only to tell the shopper that the price has changed since; the cart is always priced from
 * the catalogue.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The variant bought (docs/decisions/0028-variants-model.md); the default variant's id is the product's. */
    variantId: text('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedUnitPricePaise: integer('added_unit_price_paise').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_variant_key').on(t.userId, t.variantId),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_quantity_valid', sql`${t.quantity} >= 1`),
  ],
);

/** A bundle in a shopper's cart (docs/PRODUCT.md, Bundles): one line per bundle, beside the product lines. */
export const cartBundles = pgTable(
  'cart_bundles',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bundleId: text('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedUnitPricePaise: integer('added_unit_price_paise').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_bundles_user_bundle_key').on(t.userId, t.bundleId),
    index('cart_bundles_bundle_idx').on(t.bundleId),
    check('cart_bundles_quantity_valid', sql`${t.quantity} >= 1`),
  ],
);
