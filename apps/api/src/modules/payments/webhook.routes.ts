import { ApiErrorSchema, WebhookResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentWebhooks } from './payments.webhooks.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request body exactly as received (only on the webhook route, whose signature covers it). */
    rawBody?: Buffer;
  }
}

/** Razorpay's event envelope; only `event` is required here, the handler reads the rest defensively. */
const WebhookBodySchema = z.looseObject({
  event: z.string(),
  payload: z.record(z.string(), z.unknown()).optional(),
});

const WebhookHeadersSchema = z.object({
  'x-razorpay-signature': z.string().optional(),
  'x-razorpay-event-id': z.string().max(100).optional(),
});

/**
 * POST /payment/webhook in its own scope: its JSON parser keeps the raw bytes, because Razorpay signs
 * the body exactly as sent and any re-serialisation would break the HMAC.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ ctx: { paymentWebhooks: PaymentWebhooks } }> = async (
  app,
  { ctx },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer;
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch {
      done(
        Object.assign(new Error('The request body is not valid JSON'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
        undefined,
      );
    }
  });

  app.post(
    '/webhook',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['payments'],
        summary:
          'Razorpay webhooks (payment.captured, order.paid, payment.failed, refund.processed, refund.failed)',
        description:
          'Checked with X-Razorpay-Signature = HMAC-SHA256(raw body, RAZORPAY_WEBHOOK_SECRET). ' +
          'A paid order whose shopper never came back is completed here; a refund event moves our refund ' +
          '(found by notes.refund_id or the refund id) to processed or failed; duplicate events are ignored.',
        headers: WebhookHeadersSchema,
        body: WebhookBodySchema,
        response: { 200: WebhookResponseSchema, 400: ApiErrorSchema, 503: ApiErrorSchema },
      },
    },
    async (request) => {
      const status = await ctx.paymentWebhooks.receive(
        request.rawBody ?? Buffer.alloc(0),
        request.headers['x-razorpay-signature'],
        request.headers['x-razorpay-event-id'],
      );
      return { status };
    },
  );
};
