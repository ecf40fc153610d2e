import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Blog posts; `content` holds HTML that was cleaned by the allow-list sanitiser when it was written. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    title: text('title').notNull(),
    description: text('description').notNull(),
    secondaryDesc: text('secondary_desc').notNull().default(''),
    content: text('content').notNull().default(''),
    /** URL of the main image below /uploads ('' when none). */
    mainImg: text('main_img').notNull().default(''),
    secondaryImg: jsonb('secondary_img').$type<string[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('blog_posts_created_at_idx').on(t.createdAt)],
);
