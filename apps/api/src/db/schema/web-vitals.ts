import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Field data from shoppers' browsers (docs/ARCHITECTURE.md, Field data): how many values of a metric,
 * on a kind of page, on an India day, fell in each bucket of a fixed log-scale histogram
 * (packages/shared/src/rules/web-vitals.ts). Nothing says who sent a value, from where, or on which page.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    /** The India business day the value arrived on. */
    day: date('day', { mode: 'string' }).notNull(),
    pageType: text('page_type').notNull(),
    metric: text('metric').notNull(),
    bucket: smallint('bucket').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.pageType, t.metric, t.bucket] }),
    check(
      'web_vitals_page_type_valid',
      sql`${t.pageType} IN ('home', 'shop', 'product', 'cart', 'checkout', 'blog', 'other')`,
    ),
    check('web_vitals_metric_valid', sql`${t.metric} IN ('LCP', 'INP', 'CLS', 'TTFB', 'FCP')`),
    check('web_vitals_bucket_valid', sql`${t.bucket} >= 0`),
    check('web_vitals_count_positive', sql`${t.count} > 0`),
  ],
);
