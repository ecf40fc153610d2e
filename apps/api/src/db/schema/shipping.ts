import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The owner's shipping rules: one row (id 'default'), versioned like the other owner settings, so a
 * save made from an older page is refused rather than undoing someone's change.
 */
export const shippingSettings = pgTable(
  'shipping_settings',
  {
    id: text('id').primaryKey().default('default'),
    flatPaise: integer('flat_paise').notNull().default(0),
    freeAbovePaise: integer('free_above_paise'),
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    codMaxPaise: integer('cod_max_paise'),
    /** Hour of the day in India, 0–23: orders from then on are dispatched the next working day. */
    cutoffHour: integer('cutoff_hour').notNull().default(14),
    /** `YYYY-MM-DD` days nothing is dispatched or delivered, besides Sundays. */
    holidays: jsonb('holidays').$type<string[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('shipping_settings_single', sql`${t.id} = 'default'`),
    check(
      'shipping_settings_amounts',
      sql`${t.flatPaise} >= 0 AND ${t.codFeePaise} >= 0 AND (${t.freeAbovePaise} IS NULL OR ${t.freeAbovePaise} >= 0) AND (${t.codMaxPaise} IS NULL OR ${t.codMaxPaise} >= 0)`,
    ),
    check('shipping_settings_cutoff', sql`${t.cutoffHour} BETWEEN 0 AND 23`),
  ],
);

/**
 * Which pincodes are served: a full six-digit pincode or a prefix of 1–5 digits covering every pincode
 * that starts with it; the longest matching row wins. No rows at all means all of India is served.
 */
export const shippingPincodes = pgTable(
  'shipping_pincodes',
  {
    prefix: text('prefix').primaryKey(),
    cod: boolean('cod').notNull(),
    days: integer('days').notNull(),
  },
  (t) => [
    check('shipping_pincodes_prefix', sql`${t.prefix} ~ '^[0-9]{1,6}$'`),
    check('shipping_pincodes_days', sql`${t.days} BETWEEN 0 AND 60`),
  ],
);
