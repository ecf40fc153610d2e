import {
  AdminIdParamsSchema,
  AdminOkSchema,
  AdminOrderRefundsSchema,
  AdminRefundCreateSchema,
  AdminRefundDoneSchema,
  AdminRefundListSchema,
  AdminRefundResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actor, adminOnly, errors, security } from '../admin/index.ts';
import type { RefundsAdmin } from './refunds.admin.ts';

/**
 * The refunds due and an order's refunds from the console's order page (docs/PRODUCT.md, Refunds), at
 * /api/admin behind the admin guard.
 */
export const refundsAdminRoutes: FastifyPluginAsyncZod<{ ctx: { refundsAdmin: RefundsAdmin } }> = async (
  app,
  { ctx },
) => {
  const refunds = ctx.refundsAdmin;
  const tags = ['admin: orders'];
  adminOnly(app);

  app.get(
    '/refunds',
    {
      schema: {
        tags,
        summary: 'Refunds due: paid orders cancelled or returned, payments that never became an order',
        security,
        response: { 200: AdminRefundListSchema, ...errors() },
      },
    },
    async () => ({ refunds: await refunds.due() }),
  );

  app.post(
    '/refunds/:id/done',
    {
      schema: {
        tags,
        summary: 'Mark a refund given back',
        security,
        params: AdminIdParamsSchema,
        body: AdminRefundDoneSchema,
        response: { 200: AdminOkSchema, ...errors(400, 409) },
      },
    },
    async (request) => {
      await refunds.markRefunded(actor(request), request.body.kind, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/orders/:id/refunds',
    {
      schema: {
        tags,
        summary:
          'The order’s refunds (status, provider failure reason, credit note) and what is still refundable',
        security,
        params: AdminIdParamsSchema,
        response: { 200: AdminOrderRefundsSchema, ...errors(400, 404) },
      },
    },
    async (request) => refunds.list(request.params.id),
  );

  app.post(
    '/orders/:id/refunds',
    {
      schema: {
        tags,
        summary:
          'Refund part or all of a paid order: through the provider, or recorded by hand (upi, bank_transfer, cash)',
        description:
          'amountPaise: whole paise above zero, at most what is still refundable (400 names the field). ' +
          'A provider refund is issued by the refund worker, never in this request; a manual one is processed at once. ' +
          'Each refund of an invoiced order issues a GST credit note. 409 ORDER_NOT_PAID for an unpaid order.',
        security,
        params: AdminIdParamsSchema,
        body: AdminRefundCreateSchema,
        response: { 201: AdminRefundResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { refund: await refunds.create(request.user!, request.params.id, request.body) };
    },
  );

  app.post(
    '/refunds/:id/retry',
    {
      schema: {
        tags,
        summary: 'Try a failed provider refund again (a new idempotency key; the worker makes the call)',
        security,
        params: AdminIdParamsSchema,
        response: { 200: AdminRefundResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (request) => ({ refund: await refunds.retry(request.user!, request.params.id) }),
  );
};
