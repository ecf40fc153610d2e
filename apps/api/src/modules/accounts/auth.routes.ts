import type { FastifyPluginAsync } from 'fastify';
import { named } from '../../lib/plugin-name.ts';
import { type AuthLimits, defaultAuthLimits } from './accounts.limits.ts';
import type { AccountsRoutesContext } from './accounts.routes-context.ts';
import { profileRoutes } from './profile.routes.ts';
import { signInRoutes } from './sign-in.routes.ts';

/** Everything under /auth (docs/PRODUCT.md §7). `limits` lowers the abuse limits, e.g. in tests. */
export const authRoutes: FastifyPluginAsync<{
  ctx: AccountsRoutesContext;
  limits?: Partial<AuthLimits>;
}> = async (app, { ctx, limits }) => {
  const merged = { ...defaultAuthLimits, ...limits };
  await app.register(named(signInRoutes), { ctx, limits: merged });
  await app.register(named(profileRoutes), { ctx, limits: merged });
};
