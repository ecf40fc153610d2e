import { type GstTable, gstTables } from '../rules/gst-returns-files.ts';
import { gstinMessages, gstinProblem } from '../rules/gstin.ts';
import { addIndiaDays } from '../rules/india-time.ts';
import { DayQuerySchema } from './common.ts';
import { z } from './zod.ts';

/** The longest period one report covers: five years. */
export const GST_REPORT_MAX_DAYS = 5 * 365 + 1;

const period = { from: DayQuerySchema, to: DayQuerySchema };

function checkPeriod(query: { from: string; to: string }, context: z.RefinementCtx) {
  // Zod runs this even when a date is already refused: only real dates are compared.
  if (!DayQuerySchema.safeParse(query.from).success || !DayQuerySchema.safeParse(query.to).success) return;
  if (query.to < query.from) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
  } else if (addIndiaDays(query.from, GST_REPORT_MAX_DAYS) < query.to) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'A report covers at most five years' });
  }
}

/**
 * GET /admin/reports/gst: India days `from`..`to` (both included), one table (as CSV or JSON) or,
 * with `format=json` and no table, the period's GSTR-1 as the GST offline tool's JSON.
 */
export const GstReportQuerySchema = z
  .object({
    ...period,
    table: z.enum(gstTables, { error: `table must be one of ${gstTables.join(', ')}` }).optional(),
    format: z.enum(['csv', 'json'], { error: 'format must be csv or json' }).default('json'),
  })
  .superRefine((query, context) => {
    checkPeriod(query, context);
    if (query.format === 'csv' && !query.table) {
      context.addIssue({ code: 'custom', path: ['table'], message: 'Name the table to download as CSV' });
    }
  });
export type GstReportQuery = z.infer<typeof GstReportQuerySchema>;

/** GET /admin/reports/gst/summary: the same period. */
export const GstReportPeriodSchema = z.object(period).superRefine(checkPeriod);

const Cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One table as JSON: its rows with amounts in paise. */
export const GstTableJsonSchema = z.object({
  table: z.enum(gstTables),
  from: z.string(),
  to: z.string(),
  rows: z.array(z.record(z.string(), Cell)),
});

/** The GST offline tool's GSTR-1 JSON (its sections are described in docs/decisions/0031-gst-report-shapes.md). */
export const Gstr1JsonSchema = z.object({ gstin: z.string(), fp: z.string() }).loose();

/** CSV answers are text/csv with a filename; JSON answers are one of the two shapes above. */
export const GstReportResponseSchema = z.union([
  GstTableJsonSchema,
  Gstr1JsonSchema,
  z.string().meta({ description: 'A CSV file (text/csv)' }),
]);

const TotalsSchema = z.object({
  rows: z.number().int(),
  valuePaise: z.number().int(),
  taxablePaise: z.number().int(),
  igstPaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
});
export type GstTotals = z.infer<typeof TotalsSchema>;

/** What the console shows for a period: the seller, the documents and each table's totals. */
export const GstReportSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  seller: z.object({ gstin: z.string(), state: z.string() }),
  invoices: z.object({ issued: z.number().int(), cancelled: z.number().int(), totalPaise: z.number().int() }),
  creditNotes: z.object({ issued: z.number().int(), totalPaise: z.number().int() }),
  tables: z.array(TotalsSchema.extend({ table: z.enum(gstTables), title: z.string() })),
});
export type GstReportSummary = z.infer<typeof GstReportSummarySchema>;

/** The tables' names as the console and the ADR give them. */
export const gstTableTitles: Record<GstTable, string> = {
  b2b: 'B2B invoices (buyers with a GSTIN)',
  b2cl: 'B2C large (inter-state, above ₹1,00,000)',
  b2cs: 'B2C small (by place of supply and rate)',
  cdnr: 'Credit notes to registered buyers (CDNR)',
  cdnur: 'Credit notes to unregistered buyers (CDNUR)',
  hsn: 'HSN-wise summary',
  docs: 'Documents issued',
  '3b': 'GSTR-3B table 3.1',
};

/**
 * A B2B buyer's GSTIN at checkout: optional (empty means none), spaces dropped and upper-cased, then
 * checked for its shape, its state code and its check character.
 */
export const GstinInputSchema = z
  .string({ error: 'GSTIN must be text' })
  .max(40, 'GSTIN must be at most 40 characters')
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .superRefine((value, context) => {
    const problem = value === '' ? null : gstinProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: gstinMessages[problem] });
  })
  .transform((value) => (value === '' ? null : value))
  .nullish();
