import { ApiErrorSchema, StaleVersionErrorSchema } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../../plugins/auth.ts';
import type { AdminActor } from './audit.ts';

/**
 * Every admin route plugin (this module's and each capability's, all under /api/admin) starts with this:
 * a visitor gets 401 and a customer 403 before the body is even read (admin-routes.test.ts walks the
 * route table to prove it), and no answer is kept by a cache.
 */
export function adminOnly(app: FastifyInstance): void {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
}

/** OpenAPI error responses of admin routes; 409 on a versioned save carries the current values. */
export const errors = (...codes: (400 | 404 | 409)[]) =>
  Object.fromEntries([401, 403, ...codes].map((code) => [code, ApiErrorSchema])) as Record<
    number,
    typeof ApiErrorSchema
  >;
export const staleErrors = (...codes: (400 | 404)[]) => ({
  ...errors(...codes),
  409: StaleVersionErrorSchema,
});

export const security = [{ bearer: [] }];

/** The signed-in admin (the module's onRequest guard has already refused everyone else). */
export function actor(request: FastifyRequest): AdminActor {
  return { id: request.user!.id, email: request.user!.email };
}
