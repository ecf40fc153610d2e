import { VitalsBeaconSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { WebVitalsService } from './web-vitals.service.ts';

/** Per address: a page view sends at most five beacons; a shared office or mobile carrier sends many. */
export const vitalsRateLimit = { max: 60, timeWindow: 60_000 };
/** A beacon is about 100 bytes of JSON. */
export const VITALS_BODY_LIMIT = 2048;

/**
 * POST /metrics/vitals: one Core Web Vitals value from a shopper's browser
 * (docs/ARCHITECTURE.md, Field data). Encapsulated, so that its text/plain parser stays here.
 */
export const webVitalsRoutes: FastifyPluginAsyncZod<{ ctx: { webVitals: WebVitalsService } }> = async (
  app,
  { ctx },
) => {
  // navigator.sendBeacon with a string sends text/plain (no CORS preflight, nothing to configure): its
  // text is JSON all the same, read by Fastify's own JSON parser (prototype-poisoning refused).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.post(
    '/vitals',
    {
      bodyLimit: VITALS_BODY_LIMIT,
      config: { rateLimit: vitalsRateLimit },
      schema: {
        tags: ['metrics'],
        summary:
          'Report one Core Web Vitals value (LCP, INP, CLS, TTFB or FCP) of a kind of page; kept as a count, nothing personal',
        body: VitalsBeaconSchema,
        response: {
          204: z.null().describe('Counted'),
          ...errorResponses(400, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      await ctx.webVitals.record(request.body);
      return reply.code(204).send(null);
    },
  );
};
