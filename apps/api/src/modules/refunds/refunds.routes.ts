import { CreditNoteParamsSchema, OrderIdParamsSchema, RefundListSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, bearerSecurity as security } from '../../lib/route-schemas.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { RefundsService } from './refunds.service.ts';

const tags = ['orders'];

/** The customer's side of refunds, under /order beside the orders module's routes. */
export const refundsRoutes: FastifyPluginAsyncZod<{ ctx: { refunds: RefundsService } }> = async (
  app,
  { ctx },
) => {
  const { refunds } = ctx;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/:id/refunds',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The order’s refunds: amount, status, dates and credit note (its owner or an admin)',
        security,
        params: OrderIdParamsSchema,
        response: { 200: RefundListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      refunds: await refunds.listForViewer(request.user!, request.params.id),
    }),
  );

  app.get(
    '/:id/credit-notes/:n.pdf',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The order’s n-th GST credit note as a PDF (n = 1 for the first; its owner or an admin)',
        security,
        params: CreditNoteParamsSchema,
        produces: ['application/pdf'],
        response: {
          200: z.string().meta({ description: 'The credit note PDF', format: 'binary' }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await refunds.creditNotePdf(
        request.user!,
        request.params.id,
        request.params.n,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf as never);
    },
  );
};
