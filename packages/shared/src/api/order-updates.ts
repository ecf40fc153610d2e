import { OrderUpdatesChoiceSchema, OrderUpdatesResponseSchema } from '../schemas/order-updates.ts';
import type { RouteTable } from './route.ts';

export const orderUpdatesRoutes = {
  'GET /notifications/order-updates': { response: OrderUpdatesResponseSchema },
  'PUT /notifications/order-updates': {
    body: OrderUpdatesChoiceSchema,
    response: OrderUpdatesResponseSchema,
  },
} satisfies RouteTable;
