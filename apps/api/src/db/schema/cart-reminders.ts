import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { promoCodes } from './promo.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The owner's reminder choices: one row, made with the defaults the first time it is read. */
export const cartReminderSettings = pgTable(
  'cart_reminder_settings',
  {
    id: text('id').primaryKey().default('default'),
    enabled: boolean('enabled').notNull().default(true),
    delayHours: integer('delay_hours').notNull().default(4),
    secondEnabled: boolean('second_enabled').notNull().default(false),
    secondDelayHours: integer('second_delay_hours').notNull().default(24),
    secondPromoCodeId: text('second_promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('cart_reminder_settings_single', sql`${t.id} = 'default'`),
    check(
      'cart_reminder_settings_delays',
      sql`${t.delayHours} BETWEEN 1 AND 168 AND ${t.secondDelayHours} BETWEEN 1 AND 168 AND ${t.secondDelayHours} > ${t.delayHours}`,
    ),
  ],
);

/**
 * Every reminder sent: one per cart state and step, which `idempotency_key` (user, step, the time the
 * cart last changed) makes unique, so two workers or a retried pass never send one twice.
 */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    cartChangedAt: at('cart_changed_at').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    cartValuePaise: integer('cart_value_paise').notNull(),
    promoCode: text('promo_code'),
    /** The outbox row that carries it (the mail worker delivers and retries). */
    mailId: text('mail_id').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [
    uniqueIndex('cart_reminders_idempotency_key').on(t.idempotencyKey),
    index('cart_reminders_sent_idx').on(t.sentAt),
    index('cart_reminders_user_idx').on(t.userId, t.cartChangedAt),
    check('cart_reminders_step_valid', sql`${t.step} IN (1, 2)`),
    check('cart_reminders_value_valid', sql`${t.cartValuePaise} >= 0`),
  ],
);
