import {
  OrderResponseSchema,
  PaymentCheckoutResponseSchema,
  PaymentCheckoutSchema,
  PaymentKeyResponseSchema,
  PaymentVerificationSchema,
  paymentMessages,
  SandboxOrderParamsSchema,
  SandboxOrderResponseSchema,
  SandboxPayResponseSchema,
  SandboxPaySchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../lib/clock.ts';
import { named } from '../../lib/plugin-name.ts';
import { errorResponses, bearerSecurity as security } from '../../lib/route-schemas.ts';
import { requireUser } from '../../plugins/auth.ts';
import { toOrderJson } from '../orders/index.ts';
import type { PaymentsService } from './payments.service.ts';
import type { PaymentWebhooks } from './payments.webhooks.ts';
import type { SandboxPayments } from './sandbox.payments.ts';
import { webhookRoutes } from './webhook.routes.ts';

const tags = ['payments'];

/** What the composition root (app.ts) hands the payment routes. */
interface PaymentsRoutesContext {
  clock: Clock;
  payments: PaymentsService;
  paymentWebhooks: PaymentWebhooks;
  paymentSandbox: SandboxPayments;
}

/** docs/PRODUCT.md §7's payment calls, the webhook, and the sandbox's endpoints for the local payment window. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ ctx: PaymentsRoutesContext }> = async (app, { ctx }) => {
  const { payments, paymentSandbox } = ctx;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/getkey',
    {
      schema: {
        tags,
        summary: 'The public key id to open the checkout with, and which provider it belongs to',
        response: { 200: PaymentKeyResponseSchema, ...errorResponses(503) },
      },
    },
    async () => payments.key(),
  );

  app.post(
    '/checkout',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Create a payment order for the server’s own total of the cart (any amount sent is ignored)',
        security,
        body: PaymentCheckoutSchema,
        response: { 200: PaymentCheckoutResponseSchema, ...errorResponses(400, 401, 409, 502, 503) },
      },
    },
    async (request) => payments.checkout(request.user!, request.body),
  );

  app.post(
    '/paymentverification',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Check the payment signature and place the paid order (once; a replay answers the same order)',
        security,
        body: PaymentVerificationSchema,
        response: { 200: OrderResponseSchema, ...errorResponses(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      const record = await payments.verify(request.user!, request.body);
      return {
        success: true as const,
        order: toOrderJson(record, ctx.clock()),
        message: paymentMessages.success,
      };
    },
  );

  app.get(
    '/sandbox/order/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Sandbox only: a payment order, for the local payment window (its owner only)',
        security,
        params: SandboxOrderParamsSchema,
        response: { 200: SandboxOrderResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => paymentSandbox.order(request.user!, request.params.id),
  );

  app.post(
    '/sandbox/pay',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Sandbox only: pay or fail a payment order as Razorpay Checkout would (both answer 200)',
        security,
        body: SandboxPaySchema,
        response: { 200: SandboxPayResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => paymentSandbox.pay(request.user!, request.body),
  );

  await app.register(named(webhookRoutes), { ctx });
};
