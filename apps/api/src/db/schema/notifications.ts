import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * How each customer wants order updates besides e-mail (docs/PRODUCT.md, Order updates by WhatsApp
 * or SMS): no row, or `none`, sends nothing. `phone` is the Indian mobile (10 digits) they gave.
 */
export const notificationConsents = pgTable(
  'notification_consents',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['none', 'whatsapp', 'sms'] }).notNull(),
    phone: text('phone'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('notification_consents_channel_valid', sql`${t.channel} IN ('none', 'whatsapp', 'sms')`),
    check('notification_consents_phone_given', sql`${t.channel} = 'none' OR ${t.phone} ~ '^[6-9][0-9]{9}$'`),
  ],
);

/** Every choice as it was made, kept for the record (who agreed to what, where and when). */
export const notificationConsentLog = pgTable(
  'notification_consent_log',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['none', 'whatsapp', 'sms'] }).notNull(),
    phone: text('phone'),
    source: text('source', { enum: ['checkout', 'profile'] }).notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('notification_consent_log_user_idx').on(t.userId, t.at)],
);

/**
 * The outbox of order updates: one row per (order, event), written in the transaction that causes it
 * and sent by the notifications worker, which claims due rows like the mail worker. The unique key is
 * what keeps a message from going twice; `status` `unconfirmed` is a call whose answer never came
 * (the provider may have sent it), never sent again (docs/decisions/0027).
 */
export const orderUpdates = pgTable(
  'order_updates',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    event: text('event', { enum: ['placed', 'shipped', 'out_for_delivery', 'delivered'] }).notNull(),
    channel: text('channel', { enum: ['whatsapp', 'sms'] }).notNull(),
    phone: text('phone').notNull(),
    template: text('template').notNull(),
    variables: jsonb('variables').$type<string[]>().notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'unconfirmed', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The provider's id of the message (MSG91's request id), or the file it was written to. */
    providerRef: text('provider_ref'),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('order_updates_order_event_key').on(t.orderId, t.event),
    index('order_updates_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('order_updates_user_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
    check(
      'order_updates_status_valid',
      sql`${t.status} IN ('pending', 'sent', 'unconfirmed', 'failed', 'cancelled')`,
    ),
    check(
      'order_updates_event_valid',
      sql`${t.event} IN ('placed', 'shipped', 'out_for_delivery', 'delivered')`,
    ),
    check('order_updates_channel_valid', sql`${t.channel} IN ('whatsapp', 'sms')`),
  ],
);
