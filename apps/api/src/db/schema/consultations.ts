import type { DayHours } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';
import { users } from './accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The owner's consultation hours: one row (id 'default'). Booking locks it, so bookings and a change of
 * hours take turns (docs/decisions/0018-consultation-slots.md).
 */
export const consultationSettings = pgTable(
  'consultation_settings',
  {
    id: text('id').primaryKey().default('default'),
    /** Seven entries, Monday first, `{ open, close }` in India time or null for a day off. */
    weeklyHours: jsonb('weekly_hours').$type<(DayHours | null)[]>().notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    practitioners: integer('practitioners').notNull(),
    daysAhead: integer('days_ahead').notNull(),
    closedDates: jsonb('closed_dates').$type<string[]>().notNull().default([]),
    /** Upcoming (booked, not started) consultations one customer may hold at once. */
    maxUpcomingPerCustomer: integer('max_upcoming_per_customer').notNull().default(2),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('consultation_settings_single', sql`${t.id} = 'default'`),
    check(
      'consultation_settings_positive',
      sql`${t.slotMinutes} > 0 AND ${t.practitioners} > 0 AND ${t.daysAhead} > 0`,
    ),
    check('consultation_settings_cap_positive', sql`${t.maxUpcomingPerCustomer} > 0`),
  ],
);

/**
 * A customer's consultation. Only a booked one holds its place; a cancelled one stays (history), and one
 * marked done or no-show frees its place too.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    topic: text('topic').notNull(),
    phone: text('phone').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['booked', 'cancelled', 'done', 'no_show'] })
      .notNull()
      .default('booked'),
    /** The owner's private notes; never in a customer's answer. */
    adminNotes: text('admin_notes').notNull().default(''),
    /** The outbox row of the pending reminder, withdrawn when the consultation is cancelled or moved. */
    reminderMailId: text('reminder_mail_id'),
    /** Bumped on every move, so calendar apps replace the event instead of adding a second one. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('consultations_start_idx').on(t.startAt).where(sql`${t.status} = 'booked'`),
    index('consultations_user_idx').on(t.userId, t.startAt),
    uniqueIndex('consultations_user_start_uq').on(t.userId, t.startAt).where(sql`${t.status} = 'booked'`),
    check('consultations_status_valid', sql`${t.status} IN ('booked', 'cancelled', 'done', 'no_show')`),
    check('consultations_ends_after_start', sql`${t.endAt} > ${t.startAt}`),
  ],
);
