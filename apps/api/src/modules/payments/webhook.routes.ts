import { WebhookResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
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

/** Razorpay's events are a few KB; anything past this is not one of them (ADR 0023). */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** Per address: Razorpay's bursts and retries fit many times over; a flood of forged events stops here. */
export const webhookRateLimit = { max: 600, timeWindow: 60_000 };

/**
 * POST /payment/webhook in its own scope: its only parser checks the signature on the raw bytes
 * before any JSON is parsed, because Razorpay signs the body exactly as sent (any re-serialisation
 * would break the HMAC) and a forged event should cost one HMAC, not a parse. Other content types
 * answer 415 unread.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ ctx: { paymentWebhooks: PaymentWebhooks } }> = async (
  app,
  { ctx },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    const signature = request.headers['x-razorpay-signature'];
    try {
      ctx.paymentWebhooks.verify(raw, typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    request.rawBody = raw;
    try {
      done(null, JSON.parse(raw.toString('utf8')));
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
      bodyLimit: WEBHOOK_BODY_LIMIT,
      config: { rateLimit: webhookRateLimit },
      schema: {
        tags: ['payments'],
        summary:
          'Razorpay webhooks (payment.captured, order.paid, payment.failed, refund.processed, refund.failed)',
        description:
          'Checked with X-Razorpay-Signature = HMAC-SHA256(raw body, RAZORPAY_WEBHOOK_SECRET) before the ' +
          'JSON is parsed; bodies up to 64 KB, 600 per minute per address. ' +
          'A paid order whose shopper never came back is completed here; a refund event moves our refund ' +
          '(found by notes.refund_id or the refund id) to processed or failed; duplicate events are ignored.',
        headers: WebhookHeadersSchema,
        body: WebhookBodySchema,
        response: {
          200: WebhookResponseSchema,
          ...errorResponses(400, 413, 415, 429, 503),
        },
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
