import { SalesReportQuerySchema, SalesReportSchema, salesReportCsv, salesReportFileName } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { adminOnly, errors, security } from '../admin/index.ts';
import { SalesReports } from './sales-reports.service.ts';

/** /api/admin/reports/sales: the owner's sales reports, JSON or CSV (docs/PRODUCT.md, Admin console). */
export const salesReportsRoutes: FastifyPluginAsyncZod<{ ctx: { database: Database } }> = async (
  app,
  { ctx },
) => {
  adminOnly(app);
  const reports = new SalesReports({ db: ctx.database.db });
  app.get(
    '/reports/sales',
    {
      schema: {
        tags: ['admin: reports'],
        summary:
          'Sales from one India day to another (at most five years) by day, week (from Monday), month, product, category, promo code, payment method or customers; format=csv answers the same table as text/csv',
        security,
        querystring: SalesReportQuerySchema,
        produces: ['application/json', 'text/csv'],
        response: { 200: SalesReportSchema, ...errors(400) },
      },
    },
    async (request, reply) => {
      const report = await reports.report(request.query);
      if (request.query.format === 'json') return report;
      // A string with its own content type is sent as it is, past the JSON answer's schema (which the
      // typed contract keeps for the JSON answer: the CSV is a download link, never a typed call).
      const csv: unknown = salesReportCsv(report);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${salesReportFileName(report)}"`)
        .send(csv as typeof report);
    },
  );
};
