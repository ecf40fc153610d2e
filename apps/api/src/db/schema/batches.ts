import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';
import { products } from './catalog.ts';
import { productVariants } from './catalog-variants.ts';
import { orderItems } from './orders.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Stock as it arrives: a batch of one variant, its number as printed on the pack, its best-before day
 * (an India day) and how many of its units are still on the shelf (docs/decisions/0036-batches-and-best-before.md).
 * Recording a batch adds its quantity to the variant's stock; orders take from the batch that expires
 * first; the expiry sweep writes off what is left of a batch once its best-before day has come.
 */
export const productBatches = pgTable(
  'product_batches',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: text('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    batch: text('batch').notNull(),
    bestBefore: date('best_before', { mode: 'string' }).notNull(),
    quantityReceived: integer('quantity_received').notNull(),
    quantityLeft: integer('quantity_left').notNull(),
    /** Units taken off the shelf by the expiry sweep (never sold). */
    quantityWrittenOff: integer('quantity_written_off').notNull().default(0),
    receivedAt: at('received_at').notNull(),
    writtenOffAt: at('written_off_at'),
    createdBy: text('created_by'),
  },
  (t) => [
    uniqueIndex('product_batches_variant_batch_key').on(t.variantId, t.batch),
    index('product_batches_product_idx').on(t.productId, t.bestBefore),
    index('product_batches_best_before_idx').on(t.bestBefore).where(sql`${t.quantityLeft} > 0`),
    check('product_batches_quantity_received_positive', sql`${t.quantityReceived} > 0`),
    check(
      'product_batches_quantity_left_valid',
      sql`${t.quantityLeft} >= 0 AND ${t.quantityLeft} <= ${t.quantityReceived}`,
    ),
    check('product_batches_written_off_valid', sql`${t.quantityWrittenOff} >= 0`),
  ],
);

/** Which batches an order line's units came from, and how many of each (taken first-expiry-first-out). */
export const orderItemBatches = pgTable(
  'order_item_batches',
  {
    orderItemId: text('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    batchId: text('batch_id')
      .notNull()
      .references(() => productBatches.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderItemId, t.batchId] }),
    index('order_item_batches_batch_idx').on(t.batchId),
    check('order_item_batches_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export type BatchRow = typeof productBatches.$inferSelect;
