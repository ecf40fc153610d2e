import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/route-schemas.ts';

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean(), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
});

/**
 * Per address, and shared by every node through Redis: a load balancer probing five nodes each second
 * from one address still fits; a flood of database round trips stops here (ADR 0023).
 */
export const healthRateLimit = { max: 300, timeWindow: 60_000 };

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: { database: Database } }> = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: HealthSchema, ...errorResponses(429), 503: HealthSchema },
      },
      config: { rateLimit: healthRateLimit },
    },
    async (_request, reply) => {
      const started = performance.now();
      let reachable = true;
      try {
        await ctx.database.query('SELECT 1');
      } catch {
        reachable = false;
      }
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: { kind: ctx.database.kind, reachable, latencyMs },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
