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
import { productVariants } from './catalog-variants.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A bundle (combo) of product variants sold at one price as one cart line (docs/PRODUCT.md, Bundles).
 * Its list price is not stored: it is always the components' selling prices now.
 */
export const bundles = pgTable(
  'bundles',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** An uploaded image's key (media/… or products/…) and its text; null: the first component's picture. */
    imageKey: text('image_key'),
    imageAlt: text('image_alt').notNull().default(''),
    imageWidths: integer('image_widths').array().notNull().default(sql`'{}'`),
    pricePaise: integer('price_paise').notNull(),
    active: boolean('active').notNull().default(true),
    /** Raised by every admin save: a save naming an older version is refused (docs/decisions/0014). */
    version: integer('version').notNull().default(1),
    archivedAt: at('archived_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bundles_slug_key').on(t.slug),
    check('bundles_price_positive', sql`${t.pricePaise} > 0`),
  ],
);

/** The variants in a bundle and how many of each one bundle holds. */
export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: text('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    variantId: text('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.variantId] }),
    index('bundle_items_variant_idx').on(t.variantId),
    check('bundle_items_quantity_valid', sql`${t.quantity} >= 1`),
  ],
);
