import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';
import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { orders } from './orders.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A review photo as stored by the media module (`<storageKey>-<width>.webp`). */
export interface ReviewImageRow {
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
}

/**
 * A customer's review of a product they received, one per product (docs/PRODUCT.md, Reviews). Only
 * `published` ones are shown; `hidden` keeps the owner's reason (docs/decisions/0029-review-moderation.md).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    images: jsonb('images').$type<ReviewImageRow[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'published', 'hidden'] })
      .notNull()
      .default('pending'),
    hiddenReason: text('hidden_reason'),
    reply: text('reply'),
    repliedAt: at('replied_at'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    publishedAt: at('published_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    index('reviews_product_status_created_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
    check('reviews_rating_valid', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_status_valid', sql`${t.status} IN ('pending', 'published', 'hidden')`),
    check('reviews_helpful_not_negative', sql`${t.helpfulCount} >= 0`),
  ],
);

/** One "helpful" per signed-in user per review. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/**
 * The published reviews' figures per product, changed in the transaction that publishes, hides or edits
 * a review, so a product answer reads them instead of scanning reviews. Sum and count give the exact average.
 */
export const productRatings = pgTable(
  'product_ratings',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    stars1: integer('stars_1').notNull().default(0),
    stars2: integer('stars_2').notNull().default(0),
    stars3: integer('stars_3').notNull().default(0),
    stars4: integer('stars_4').notNull().default(0),
    stars5: integer('stars_5').notNull().default(0),
  },
  (t) => [
    check(
      'product_ratings_counts_valid',
      sql`${t.ratingCount} >= 0 AND ${t.stars1} >= 0 AND ${t.stars2} >= 0 AND ${t.stars3} >= 0 AND ${t.stars4} >= 0 AND ${t.stars5} >= 0`,
    ),
    check(
      'product_ratings_sum_valid',
      sql`${t.ratingCount} = ${t.stars1} + ${t.stars2} + ${t.stars3} + ${t.stars4} + ${t.stars5} AND ${t.ratingSum} = ${t.stars1} + 2 * ${t.stars2} + 3 * ${t.stars3} + 4 * ${t.stars4} + 5 * ${t.stars5}`,
    ),
  ],
);

/** The owner's one switch: publish new and edited reviews without moderation (off by default). */
export const reviewSettings = pgTable(
  'review_settings',
  {
    id: integer('id').primaryKey().default(1),
    autoPublish: boolean('auto_publish').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('review_settings_one_row', sql`${t.id} = 1`)],
);

/** The review invitation e-mail, once per order: the order's id is the idempotency key. */
export const reviewInvites = pgTable('review_invites', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull(),
  sentAt: at('sent_at').notNull().defaultNow(),
});
