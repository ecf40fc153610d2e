import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

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
