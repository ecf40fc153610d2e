import {
  GstReportPeriodSchema,
  GstReportQuerySchema,
  GstReportResponseSchema,
  GstReportSummarySchema,
} from '../schemas/gst-reports.ts';
import type { RouteTable } from './route.ts';

/** The GST returns of a period (docs/decisions/0031-gst-report-shapes.md). */
export const gstReportsRoutes = {
  /** CSV files (a refusal is JSON): the browser downloads them; JSON for a table or the whole GSTR-1. */
  'GET /admin/reports/gst': { query: GstReportQuerySchema, response: GstReportResponseSchema },
  'GET /admin/reports/gst/summary': { query: GstReportPeriodSchema, response: GstReportSummarySchema },
} satisfies RouteTable;
