import { SalesReportQuerySchema, SalesReportSchema } from '../schemas/sales-reports.ts';
import type { RouteTable } from './route.ts';

/** The owner's sales reports (the JSON answer; `format=csv` is a download link, not a call). */
export const salesReportsRoutes = {
  'GET /admin/reports/sales': { query: SalesReportQuerySchema, response: SalesReportSchema },
} satisfies RouteTable;
