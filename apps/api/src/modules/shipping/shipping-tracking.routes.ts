import { timingSafeEqual } from 'node:crypto';
import {
  OrderTrackingSchema,
  ShipmentOrderParamsSchema,
  ShippingOkSchema,
  ShippingSandboxAdvanceSchema,
  ShiprocketWebhookSchema,
} from '@shop/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Config, shippingMode } from '../../config.ts';
import { badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { ShipmentsService } from './shipments.service.ts';
import { shiprocketStatus, shiprocketTime } from './shiprocket.provider.ts';

export interface ShippingTrackingContext {
  config: Config;
  shipments: ShipmentsService;
}

function tokenMatches(expected: string | undefined, given: unknown): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Tracking from outside and for the customer: Shiprocket's webhook (its token in x-api-key), the
 * sandbox's courier (outside production, or with SHIPPING_SANDBOX=true), and the customer's own
 * parcel at /order/:id/tracking.
 */
export const shippingTrackingRoutes: FastifyPluginAsyncZod<{ ctx: ShippingTrackingContext }> = async (
  app,
  { ctx },
) => {
  const { shipments, config } = ctx;

  app.post(
    '/shipping/webhook',
    {
      // The token is checked before the body: a caller without it learns nothing, not even a 400.
      onRequest: async (request: FastifyRequest, _reply: FastifyReply) => {
        if (!tokenMatches(config.SHIPROCKET_WEBHOOK_TOKEN, request.headers['x-api-key'])) {
          throw unauthorized('The webhook token is missing or wrong', 'WEBHOOK_TOKEN_INVALID');
        }
      },
      schema: {
        tags: ['shipping'],
        summary: 'Shiprocket’s tracking webhook (its token in x-api-key); replays change nothing',
        body: ShiprocketWebhookSchema,
        response: { 200: ShippingOkSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const body = request.body;
      const shipment = await shipments.byAwb(body.awb);
      const status = shiprocketStatus(body.current_status);
      // A status the shop does not follow (label made, pickup scheduled): acknowledged, nothing changes.
      if (!status) return { success: true as const, changed: false };
      const last = body.scans?.at(-1);
      const at = shiprocketTime(body.current_timestamp) ?? shiprocketTime(last?.date);
      if (!at) throw badRequest('current_timestamp is missing or not a date', 'VALIDATION_FAILED');
      const changed = await shipments.applyScan(
        shipment.awb!,
        {
          status,
          at,
          location: last?.location ?? null,
          detail: last?.activity ?? body.current_status,
        },
        'webhook',
      );
      return { success: true as const, changed };
    },
  );

  app.post(
    '/shipping/sandbox/advance',
    {
      onRequest: async () => {
        if (shippingMode(config) !== 'sandbox') {
          throw notFound('The shipping sandbox is off', 'SANDBOX_DISABLED');
        }
      },
      schema: {
        tags: ['shipping'],
        summary: 'Sandbox only: move a sandbox parcel on as its courier would',
        body: ShippingSandboxAdvanceSchema,
        response: { 200: ShippingOkSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => shipments.sandboxAdvance(request.body),
  );

  app.get(
    '/order/:id/tracking',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Where the customer’s parcel is: courier, AWB, tracking link, expected date, timeline',
        security: bearerSecurity,
        params: ShipmentOrderParamsSchema,
        response: { 200: OrderTrackingSchema, ...errorResponses(401, 404) },
      },
      onSend: async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
      },
    },
    async (request) => shipments.tracking(request.user!, request.params.id),
  );
};
