import { OrderResponseSchema } from '../schemas/orders.ts';
import {
  PaymentCheckoutResponseSchema,
  PaymentCheckoutSchema,
  PaymentVerificationSchema,
  SandboxOrderParamsSchema,
  SandboxOrderResponseSchema,
  SandboxPayResponseSchema,
  SandboxPaySchema,
} from '../schemas/payments.ts';
import type { RouteTable } from './route.ts';

export const paymentsRoutes = {
  'POST /payment/checkout': { body: PaymentCheckoutSchema, response: PaymentCheckoutResponseSchema },
  'POST /payment/paymentverification': { body: PaymentVerificationSchema, response: OrderResponseSchema },
  'GET /payment/sandbox/order/:id': {
    params: SandboxOrderParamsSchema,
    response: SandboxOrderResponseSchema,
  },
  'POST /payment/sandbox/pay': { body: SandboxPaySchema, response: SandboxPayResponseSchema },
} satisfies RouteTable;
