import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';

export interface Limit {
  max: number;
  windowMinutes: number;
}

/**
 * Abuse limits on top of the global per-IP one. Per-IP limits are generous because many Indian mobile
 * users share an address (carrier NAT); per-account limits are tight because they protect one person.
 */
export interface AuthLimits {
  loginPerIp: Limit;
  loginPerAccount: Limit;
  otpSendPerIp: Limit;
  otpSendPerAccount: Limit;
  otpCheckPerIp: Limit;
  otpCheckPerAccount: Limit;
  googlePerIp: Limit;
  passwordChangePerAccount: Limit;
}

export const defaultAuthLimits: AuthLimits = {
  loginPerIp: { max: 100, windowMinutes: 15 },
  loginPerAccount: { max: 10, windowMinutes: 15 },
  otpSendPerIp: { max: 30, windowMinutes: 60 },
  otpSendPerAccount: { max: 5, windowMinutes: 60 },
  otpCheckPerIp: { max: 60, windowMinutes: 15 },
  otpCheckPerAccount: { max: 15, windowMinutes: 15 },
  googlePerIp: { max: 60, windowMinutes: 15 },
  passwordChangePerAccount: { max: 10, windowMinutes: 15 },
};

const waitText = (seconds: number) =>
  seconds < 90 ? `${Math.max(1, seconds)} seconds` : `${Math.ceil(seconds / 60)} minutes`;

type Guard = (request: FastifyRequest, reply: import('fastify').FastifyReply) => Promise<void>;

/**
 * A preHandler that counts requests per key (after validation, so the body's e-mail can be the key)
 * and answers 429 with a message saying what to wait for. Uses the rate-limit store of the app
 * (memory, or Redis when REDIS_URL is set).
 */
export function limitBy(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  key: (request: FastifyRequest) => string | undefined,
  what: string,
): Guard {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMinutes * 60_000,
    keyGenerator: (request) => `auth:${name}:${key(request)}`,
  });
  return async (request, reply) => {
    if (key(request) === undefined) return;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError(
      429,
      'RATE_LIMITED',
      `Too many ${what}. Please wait ${waitText(result.ttlInSeconds)} and try again.`,
    );
  };
}

export const byIp = (request: FastifyRequest) => request.ip;
export const byEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};
export const byUser = (request: FastifyRequest) => request.user?.id;
