import type { FastifyPluginAsync } from 'fastify';
import type { ApiContext } from '../../context.ts';
import { accountRoutes } from './account.routes.ts';
import { type AuthLimits, defaultAuthLimits } from './accounts.limits.ts';
import { authRoutes } from './auth.routes.ts';

/** Everything under /auth (SPEC.md §7). `limits` lowers the abuse limits, e.g. in tests. */
export const accountsRoutes: FastifyPluginAsync<{ ctx: ApiContext; limits?: Partial<AuthLimits> }> = async (
  app,
  { ctx, limits },
) => {
  const merged = { ...defaultAuthLimits, ...limits };
  await app.register(authRoutes, { ctx, limits: merged });
  await app.register(accountRoutes, { ctx, limits: merged });
};
