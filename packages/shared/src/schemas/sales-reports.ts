import { DayQuerySchema } from './common.ts';
import { z } from './zod.ts';

// The owner's sales reports (docs/PRODUCT.md, Admin console; docs/decisions/0033-sales-reports.md).

/** The ways a report can group the period's sales. */
export const salesReportByList = [
  'day',
  'week',
  'month',
  'product',
  'category',
  'promotion',
  'payment',
  'customers',
] as const;
export type SalesReportBy = (typeof salesReportByList)[number];

/** The longest period one report covers, in calendar years: up to the day before `from` five years on. */
const SALES_REPORT_MAX_YEARS = 5;

/** GET /admin/reports/sales: the India days from and to (both included), how to group, JSON or CSV. */
export const SalesReportQuerySchema = z
  .object({
    from: DayQuerySchema,
    to: DayQuerySchema,
    by: z
      .enum(salesReportByList, { error: `by must be one of ${salesReportByList.join(', ')}` })
      .default('day'),
    format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
  })
  .superRefine((query, ctx) => {
    // Days as YYYY-MM-DD compare as text; five years on from 29 February is 28 February at most.
    const yearsOn = `${Number(query.from.slice(0, 4)) + SALES_REPORT_MAX_YEARS}${query.from.slice(4)}`;
    if (query.to < query.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    else if (query.to >= yearsOn) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'A report covers at most five years' });
    }
  });
export type SalesReportQuery = z.output<typeof SalesReportQuerySchema>;

/** How a column's numbers read: money in paise, a count, or a share in basis points (1 % = 100). */
export const salesReportColumnKinds = ['text', 'count', 'paise', 'basisPoints'] as const;

export const SalesReportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(salesReportColumnKinds),
});
export type SalesReportColumn = z.infer<typeof SalesReportColumnSchema>;

/** One row: a value per column key (text for `text` columns, whole numbers otherwise; null for none). */
export const SalesReportRowSchema = z.record(z.string(), z.union([z.string(), z.number().int(), z.null()]));
export type SalesReportRow = z.infer<typeof SalesReportRowSchema>;

export const SalesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(salesReportByList),
  columns: z.array(SalesReportColumnSchema),
  rows: z.array(SalesReportRowSchema),
  /** The period's totals in the same columns; null where adding rows up means nothing. */
  totals: SalesReportRowSchema.nullable(),
  /** The column the chart draws, and the column naming each bar. */
  chart: z.object({ label: z.string(), value: z.string() }),
  /** What the owner should know to read the figures right (how refunds and cancellations count). */
  notes: z.array(z.string()),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;
