import { StaleVersionErrorSchema } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerSecurity, type ErrorStatus, errorResponses } from '../../lib/route-schemas.ts';
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

/** OpenAPI error responses of admin routes: the guard's 401 and 403 and the codes given. */
export const errors = <const Status extends ErrorStatus>(...codes: Status[]) =>
  errorResponses<401 | 403 | Status>(401, 403, ...codes);
/** The same for a versioned save, whose 409 carries the current values. */
export const staleErrors = <const Status extends 400 | 404>(...codes: Status[]) => ({
  ...errors(...codes),
  409: StaleVersionErrorSchema,
});

export const security = bearerSecurity;

/** The signed-in admin (the module's onRequest guard has already refused everyone else). */
export function actor(request: FastifyRequest): AdminActor {
  return { id: request.user!.id, email: request.user!.email };
}
