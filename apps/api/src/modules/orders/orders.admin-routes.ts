import {
  AdminIdParamsSchema,
  AdminOrderListSchema,
  AdminOrderQuerySchema,
  AdminOrderResponseSchema,
  AdminOrderStatusSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly, errors, security, staleErrors } from '../admin/index.ts';
import type { OrdersAdmin } from './orders.admin.ts';

/** Finding orders and moving them on (docs/PRODUCT.md, Admin console), at /api/admin behind the admin guard. */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ ctx: { ordersAdmin: OrdersAdmin } }> = async (
  app,
  { ctx },
) => {
  const orders = ctx.ordersAdmin;
  const tags = ['admin: orders'];
  adminOnly(app);

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary:
          'Orders by status, India days (from, to), text (id, name, e-mail, phone) and batch (the orders that took units of it, for a recall)',
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
        summary: 'One order with its history (who and when), version, next statuses and each line’s batches',
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
};
