import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiContext } from '../context.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

export interface SessionUser {
  id: string;
  email: string;
  role: 'customer' | 'admin';
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/**
 * Identifies the caller. Accounts arrive with their own module; until then nobody is signed in,
 * so every route that needs a user or an admin refuses.
 */
export const authPlugin: FastifyPluginAsync<{ ctx: ApiContext }> = fp(
  async (app) => {
    app.decorateRequest('user', null);
  },
  { name: 'auth' },
);

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized('Sign in as an admin to do that');
  if (request.user.role !== 'admin') throw forbidden('Only an admin can do that');
}
