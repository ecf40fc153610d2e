import { AdminIdParamsSchema, AdminOkSchema } from '../schemas/admin.ts';
import {
  AdminOrderListSchema,
  AdminOrderQuerySchema,
  AdminOrderResponseSchema,
  AdminOrderStatusSchema,
  AdminRefundDoneSchema,
  AdminRefundListSchema,
} from '../schemas/admin-orders.ts';
import {
  CreateOrderSchema,
  OrderActionSchema,
  OrderIdParamsSchema,
  OrderListSchema,
  OrderResponseSchema,
} from '../schemas/orders.ts';
import {
  AdminOrderRefundsSchema,
  AdminRefundCreateSchema,
  AdminRefundResponseSchema,
  RefundListSchema,
} from '../schemas/refunds.ts';
import { z } from '../schemas/zod.ts';
import type { RouteTable } from './route.ts';

// Written inline in the API's order routes: the contract test holds this copy to it.
const InvoicePdfSchema = z.string().meta({ description: 'The invoice PDF', format: 'binary' });

/** Orders and their refunds, the shopper's and the admin console's. */
export const ordersRoutes = {
  'POST /order/createOrder': { body: CreateOrderSchema, response: OrderResponseSchema },
  'GET /order/getMyOrders': { response: OrderListSchema },
  'GET /order/getOrder/:id': { params: OrderIdParamsSchema, response: OrderResponseSchema },
  'POST /order/cancel/:id': {
    params: OrderIdParamsSchema,
    body: OrderActionSchema,
    response: OrderResponseSchema,
  },
  'POST /order/return/:id': {
    params: OrderIdParamsSchema,
    body: OrderActionSchema,
    response: OrderResponseSchema,
  },
  /** A PDF (a refusal is JSON): the browser downloads it. */
  'GET /order/invoice/:id': { params: OrderIdParamsSchema, response: InvoicePdfSchema },
  'GET /order/:id/refunds': { params: OrderIdParamsSchema, response: RefundListSchema },

  'GET /admin/orders': { query: AdminOrderQuerySchema, response: AdminOrderListSchema },
  'GET /admin/orders/:id': { params: AdminIdParamsSchema, response: AdminOrderResponseSchema },
  'POST /admin/orders/:id/status': {
    params: AdminIdParamsSchema,
    body: AdminOrderStatusSchema,
    response: AdminOrderResponseSchema,
  },
  'GET /admin/refunds': { response: AdminRefundListSchema },
  'POST /admin/refunds/:id/done': {
    params: AdminIdParamsSchema,
    body: AdminRefundDoneSchema,
    response: AdminOkSchema,
  },
  'GET /admin/orders/:id/refunds': { params: AdminIdParamsSchema, response: AdminOrderRefundsSchema },
  'POST /admin/orders/:id/refunds': {
    params: AdminIdParamsSchema,
    body: AdminRefundCreateSchema,
    response: AdminRefundResponseSchema,
  },
  'POST /admin/refunds/:id/retry': { params: AdminIdParamsSchema, response: AdminRefundResponseSchema },
} satisfies RouteTable;
