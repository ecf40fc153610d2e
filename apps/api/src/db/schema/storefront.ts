import type { StorefrontContent } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The storefront's marketing (banner slides, marquee, testimonials, featured tabs, countdown, landing
 * offer): one row (id 'default') holding the owner's whole document, versioned like the other owner
 * settings (docs/decisions/0030-storefront-content.md). Migration 0023 seeds it.
 */
export const storefrontContent = pgTable(
  'storefront_content',
  {
    id: text('id').primaryKey().default('default'),
    content: jsonb('content').$type<StorefrontContent>().notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('storefront_content_single', sql`${t.id} = 'default'`),
    check('storefront_content_object', sql`jsonb_typeof(${t.content}) = 'object'`),
  ],
);
