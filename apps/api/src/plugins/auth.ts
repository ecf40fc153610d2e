import cookie from '@fastify/cookie';
import { sessionCookieName, signupCookieName } from '@shop/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type Config, isProduction } from '../config.ts';
import type { users } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

/** The signed-in person, as every route sees them (`request.user`). */
export interface SessionUser {
  id: string;
  email: string;
  role: 'customer' | 'admin';
  firstName: string;
  lastName: string;
  userName: string;
  phone: string;
  emailVerified: boolean;
  createdAt: string;
}

/** A stored session as the accounts module resolves a token: a real one, or a sign-up one. */
interface PresentedSession {
  id: string;
  purpose: 'session' | 'signup';
  user: typeof users.$inferSelect;
}

/** What this plugin needs from the accounts module, passed in by the composition root (app.ts). */
export interface SessionResolver {
  resolve(token: string): Promise<PresentedSession | null>;
}

/** The session a request presented, real or sign-up only. */
interface RequestSession {
  id: string;
  userId: string;
  purpose: PresentedSession['purpose'];
  token: string;
  via: 'bearer' | 'cookie';
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    authSession: RequestSession | null;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** The host (with port) a browser says the request came from, from Origin or else Referer. */
function sourceHost(request: FastifyRequest): { protocol: string; host: string } | null {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source || source === 'null') return null;
  try {
    const url = new URL(source);
    return { protocol: url.protocol, host: url.host };
  } catch {
    return null;
  }
}

/**
 * CSRF: a browser always sends Origin (or at least Referer) with a cross-site POST, so a cookie-carried
 * mutation must name this site: the Host it was sent to, or PUBLIC_URL.
 */
function isSameSite(request: FastifyRequest, config: Config): boolean {
  const source = sourceHost(request);
  if (!source) return false;
  if (config.PUBLIC_URL && new URL(config.PUBLIC_URL).host === source.host) return true;
  try {
    return new URL(`${source.protocol}//${request.host}`).host === source.host;
  } catch {
    return false;
  }
}

function toSessionUser(session: PresentedSession): SessionUser {
  const { user } = session;
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    userName: user.userName,
    phone: user.phone,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * Identifies the caller from `Authorization: Bearer <token>` or the session cookie, and refuses
 * cookie-carried mutations from other sites. Routes then declare who may call them with
 * `requireUser` / `requireAdmin`.
 */
const auth: FastifyPluginAsync<{ config: Config; sessions: SessionResolver }> = async (
  app,
  { config, sessions },
) => {
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);
  app.addHook('onRoute', liftGuards);

  // A callback hook, not an async one: most requests (the catalogue, pages, images) carry no credentials
  // and then cost no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const bearer = bearerToken(request.headers.authorization);
    const fromCookie = bearer ? undefined : request.cookies[sessionCookieName];
    if (fromCookie && MUTATING.has(request.method) && !isSameSite(request, config)) {
      return done(forbidden('This request came from another site and was refused', 'CSRF_REJECTED'));
    }
    // A sign-up token kept in its own cookie is read only for requests from this site, and only as one.
    const signupCookie = bearer || fromCookie ? undefined : request.cookies[signupCookieName];
    const signupToken = signupCookie && isSameSite(request, config) ? signupCookie : undefined;
    const token = bearer ?? fromCookie ?? signupToken;
    if (!token) return done();
    sessions.resolve(token).then((session) => {
      if (session && (token !== signupToken || session.purpose === 'signup')) {
        request.authSession = {
          id: session.id,
          userId: session.user.id,
          purpose: session.purpose,
          token,
          via: bearer ? 'bearer' : 'cookie',
        };
        // A sign-up token identifies nobody: it only lets the OTP be verified or resent.
        if (session.purpose === 'session') request.user = toSessionUser(session);
      }
      done();
    }, done);
  });
};

export const authPlugin = fp(auth, { name: 'auth' });

/** httpOnly, SameSite=Lax, Secure in production (`isProduction`); lives as long as the session. */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expires: Date): void {
  reply.setCookie(sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isProduction(config),
    expires,
  });
}

/** The sign-up token while the code is typed: httpOnly, this site only, as long as the token lives. */
export function setSignupCookie(reply: FastifyReply, config: Config, token: string, expires: Date): void {
  reply.setCookie(signupCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isProduction(config),
    expires,
  });
}

export function clearSignupCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(signupCookieName, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isProduction(config),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isProduction(config),
  });
}

/** The hooks that run after the body is parsed: a guard there would answer only after validation. */
const lateHooks = ['preValidation', 'preHandler'] as const;

/**
 * Who may call is checked before the body is read: a route that names `requireUser` or `requireAdmin`
 * in a later hook gets it moved to its onRequest hooks (after the rate limits), so a visitor hears 401,
 * not the 400 of the body's faults, and nothing is parsed for them. A plugin-wide guard is added with
 * `app.addHook('onRequest', …)` itself (admin-routes.test.ts walks every guarded route).
 */
function liftGuards(route: RouteOptions): void {
  for (const phase of lateHooks) {
    const hooks = [route[phase] ?? []].flat() as unknown[];
    const guards = hooks.filter((hook) => hook === requireUser || hook === requireAdmin);
    if (guards.length === 0) continue;
    route[phase] = hooks.filter((hook) => !guards.includes(hook)) as never;
    route.onRequest = [...[route.onRequest ?? []].flat(), ...guards] as never;
  }
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized('Sign in as an admin to do that');
  if (request.user.role !== 'admin') throw forbidden('Only an admin can do that');
}
