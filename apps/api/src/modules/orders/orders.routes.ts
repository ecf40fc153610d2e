import {
  CreateOrderSchema,
  OrderActionSchema,
  OrderIdParamsSchema,
  OrderListSchema,
  OrderResponseSchema,
  orderStatuses,
  pageQuery,
  UpdateOrderStatusSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, bearerSecurity as security } from '../../lib/route-schemas.ts';
import { requireAdmin, requireUser } from '../../plugins/auth.ts';
import type { OrdersAdmin } from './orders.admin.ts';
import type { OrdersService } from './orders.service.ts';

const tags = ['orders'];

const AllOrdersQuerySchema = z.object({
  status: z.enum(orderStatuses).optional(),
  page: pageQuery.page,
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** docs/PRODUCT.md §7's order calls plus cancel, return and the GST invoice. */
export const ordersRoutes: FastifyPluginAsyncZod<{
  ctx: { orders: OrdersService; ordersAdmin: OrdersAdmin };
}> = async (app, { ctx }) => {
  const { orders } = ctx;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/createOrder',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Place an order from the cart with Cash on Delivery (the server prices it)',
        security,
        body: CreateOrderSchema,
        response: { 200: OrderResponseSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      order: await orders.createFromCart(request.user!, request.body),
    }),
  );

  app.get(
    '/getMyOrders',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The shopper’s orders, newest first',
        security,
        response: { 200: OrderListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true as const, orders: await orders.listMine(request.user!.id) }),
  );

  app.get(
    '/getAllOrders',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Every order, newest first (admin)',
        security,
        querystring: AllOrdersQuerySchema,
        response: { 200: OrderListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, orders: await orders.listAll(request.query) }),
  );

  app.get(
    '/getOrder/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'One order (its owner or an admin; anyone else gets 404)',
        security,
        params: OrderIdParamsSchema,
        response: { 200: OrderResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      order: await orders.getJson(request.user!, request.params.id),
    }),
  );

  app.post(
    '/updateOrderStatus',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Move an order along the status machine (admin)',
        security,
        body: UpdateOrderStatusSchema,
        response: { 200: OrderResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, status, note } = request.body;
      // The same path as POST /api/admin/orders/{id}/status: the history row, the e-mail and the audit row.
      await ctx.ordersAdmin.changeStatus(request.user!, id, { status, note });
      return { success: true as const, order: await orders.getJson(request.user!, id) };
    },
  );

  app.post(
    '/cancel/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Cancel one’s own order while it is pending or processing; the stock goes back',
        security,
        params: OrderIdParamsSchema,
        body: OrderActionSchema,
        response: { 200: OrderResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await orders.cancel(request.user!, request.params.id, request.body?.reason)),
    }),
  );

  app.post(
    '/return/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Ask to return one’s own order within 48 hours of delivery',
        security,
        params: OrderIdParamsSchema,
        body: OrderActionSchema,
        response: { 200: OrderResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await orders.requestReturn(request.user!, request.params.id, request.body?.reason)),
    }),
  );

  app.get(
    '/invoice/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The order’s GST tax invoice as a PDF (its owner or an admin)',
        security,
        params: OrderIdParamsSchema,
        produces: ['application/pdf'],
        response: {
          200: z.string().meta({ description: 'The invoice PDF', format: 'binary' }),
          ...errorResponses(401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await orders.invoicePdf(request.user!, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf as never);
    },
  );
};
