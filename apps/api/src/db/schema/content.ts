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

/** Contact-form messages; the admin console marks them handled. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    handled: boolean('handled').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

/** Each finished quiz: the answers, the score the server computed, and the contact data given. */
export const quizSubmissions = pgTable(
  'quiz_submissions',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    answers: jsonb('answers').$type<number[]>().notNull(),
    score: integer('score').notNull(),
    zone: text('zone').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('quiz_submissions_score_valid', sql`${t.score} BETWEEN 0 AND 10`)],
);

/**
 * One row per address; `token` is the secret in its unsubscribe link. An address is subscribed once
 * its owner opened the confirmation e-mail (`confirmed_at`) and until it unsubscribes; of the
 * confirmation link only the SHA-256 of its token is stored.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    email: text('email').notNull(),
    token: text('token').notNull(),
    subscribedAt: at('subscribed_at').notNull().defaultNow(),
    unsubscribedAt: at('unsubscribed_at'),
    confirmedAt: at('confirmed_at'),
    confirmTokenHash: text('confirm_token_hash'),
    /** When the last confirmation e-mail was written: its link expires, and the next waits, from here. */
    confirmSentAt: at('confirm_sent_at'),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    uniqueIndex('newsletter_subscribers_token_key').on(t.token),
    uniqueIndex('newsletter_subscribers_confirm_token_hash_key').on(t.confirmTokenHash),
  ],
);
