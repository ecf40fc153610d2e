import {
  GstReportPeriodSchema,
  GstReportQuerySchema,
  GstReportResponseSchema,
  GstReportSummarySchema,
  gstReturnPeriod,
  gstr1Json,
  gstTableCsv,
  gstTableFilename,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { adminOnly, errors, security } from '../admin/index.ts';
import { GstReportsService, tableRows } from './gst-reports.service.ts';

const tags = ['admin'];

/**
 * The GST returns of a period for the accountant (docs/PRODUCT.md §2.21): one table as CSV or
 * JSON, the whole GSTR-1 as the offline tool's JSON, and the totals the console shows. At
 * /api/admin/reports/gst behind the admin guard; it only reads.
 */
export const gstReportsRoutes: FastifyPluginAsyncZod<{
  ctx: { database: Database; config: Config };
}> = async (app, { ctx }) => {
  adminOnly(app);
  const service = new GstReportsService({ db: ctx.database.db, config: ctx.config });

  app.get(
    '/reports/gst',
    {
      schema: {
        tags,
        summary: 'GST returns of a period: a table as CSV or JSON, or GSTR-1 as the offline tool JSON',
        security,
        querystring: GstReportQuerySchema,
        produces: ['application/json', 'text/csv'],
        response: { 200: GstReportResponseSchema, ...errors(400) },
      },
    },
    async (request, reply) => {
      const { from, to, table, format } = request.query;
      if (!table) {
        // A return is filed for a month (or a quarter); the tool's JSON of any other range would be refused.
        const fp = gstReturnPeriod(from, to);
        if (!fp) {
          throw badRequest('GSTR-1 JSON is for a whole month or quarter', 'VALIDATION_FAILED', [
            { field: 'to', message: 'choose a whole month or quarter for the GSTR-1 JSON' },
          ]);
        }
        const { returns } = await service.documents(from, to);
        return gstr1Json(returns, ctx.config.SELLER_GSTIN, fp);
      }
      const { returns } = await service.documents(from, to);
      if (format === 'json') {
        // Through JSON once, so the optional fields left undefined are dropped as the wire drops them.
        return { table, from, to, rows: JSON.parse(JSON.stringify(tableRows(returns, table))) };
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${gstTableFilename(table, from, to)}"`)
        .send(Buffer.from(gstTableCsv(returns, table)) as never);
    },
  );

  app.get(
    '/reports/gst/summary',
    {
      schema: {
        tags,
        summary: "Every GST table's totals and the documents' counts for a period",
        security,
        querystring: GstReportPeriodSchema,
        response: { 200: GstReportSummarySchema, ...errors(400) },
      },
    },
    async (request) => service.summary(request.query.from, request.query.to),
  );
};
