import { ApiErrorSchema, StaleVersionErrorSchema } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { AdminActor } from './audit.ts';

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
