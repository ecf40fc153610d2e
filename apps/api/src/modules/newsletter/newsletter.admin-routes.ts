import { AdminContentPageQuerySchema, AdminNewsletterSummarySchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, errors, security } from '../admin/index.ts';
import type { NewsletterAdmin } from './newsletter.admin.ts';

/** The newsletter's subscribers and their CSV export (docs/PRODUCT.md, Admin console), at /api/admin behind the admin guard. */
export const newsletterAdminRoutes: FastifyPluginAsyncZod<{
  ctx: { newsletterAdmin: NewsletterAdmin };
}> = async (app, { ctx }) => {
  const newsletter = ctx.newsletterAdmin;
  adminOnly(app);

  app.get(
    '/newsletter',
    {
      schema: {
        tags: ['admin: content'],
        summary: 'Confirmed subscribers (counted, and a page of them) and sign-ups waiting for confirmation',
        security,
        querystring: AdminContentPageQuerySchema,
        response: { 200: AdminNewsletterSummarySchema, ...errors(400) },
      },
    },
    async (request) => newsletter.summary(request.query),
  );

  app.get(
    '/newsletter/export.csv',
    {
      schema: {
        tags: ['admin: content'],
        summary: 'The confirmed subscribers as CSV (header row; formula-like values neutralised)',
        security,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV: email,subscribed_at'), ...errors() },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .send(await newsletter.subscribersCsv()),
  );
};
