import {
  AdminDashboardSchema,
  AdminIdParamsSchema,
  AdminOkSchema,
  AdminOrderListSchema,
  AdminOrderQuerySchema,
  AdminOrderResponseSchema,
  AdminOrderStatusSchema,
  AdminRefundDoneSchema,
  AdminRefundListSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminOrders } from './orders.ts';
import { actor, errors, security, staleErrors } from './routes.shared.ts';

/** Orders, refunds due and the dashboard (docs/PRODUCT.md, Admin console). */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{
  orders: AdminOrders;
  dashboard: () => Promise<unknown>;
}> = async (app, { orders, dashboard }) => {
  const tags = ['admin: orders'];

  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        summary: 'Orders and revenue today and over 30 days, counts by status, sales by day, low stock',
        security,
        response: { 200: AdminDashboardSchema, ...errors() },
      },
    },
    async () => dashboard() as never,
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Orders by status, India days (from, to) and text (id, name, e-mail, phone)',
        security,
        querystring: AdminOrderQuerySchema,
        response: { 200: AdminOrderListSchema, ...errors(400) },
      },
    },
    async (request) => orders.list(request.query),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order with its history (who and when), version and next statuses',
        security,
        params: AdminIdParamsSchema,
        response: { 200: AdminOrderResponseSchema, ...errors(400, 404) },
      },
    },
    async (request) => ({ order: await orders.get(request.params.id) }),
  );

  app.post(
    '/orders/:id/status',
    {
      schema: {
        tags,
        summary: 'Move an order one allowed step (a Cash on Delivery order is paid on delivery)',
        security,
        params: AdminIdParamsSchema,
        body: AdminOrderStatusSchema,
        response: { 200: AdminOrderResponseSchema, ...staleErrors(400, 404) },
      },
    },
    async (request) => ({
      order: await orders.changeStatus(request.user!, request.params.id, request.body),
    }),
  );

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
    async () => ({ refunds: await orders.refunds() }),
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
      await orders.markRefunded(actor(request), request.body.kind, request.params.id);
      return { success: true as const };
    },
  );
};
