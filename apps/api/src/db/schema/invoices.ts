import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The gap-free invoice series, one row per financial year: `last` is raised by one UPDATE inside the
 * order's transaction, so a rolled-back order gives its number back and two orders never share one.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    financialYear: text('financial_year').primaryKey(),
    last: integer('last').notNull(),
  },
  (t) => [check('invoice_counters_last_valid', sql`${t.last} >= 1`)],
);

/** The gap-free credit note series, one row per financial year, raised inside the refund's transaction. */
export const creditNoteCounters = pgTable(
  'credit_note_counters',
  {
    financialYear: text('financial_year').primaryKey(),
    last: integer('last').notNull(),
  },
  (t) => [check('credit_note_counters_last_valid', sql`${t.last} >= 1`)],
);
