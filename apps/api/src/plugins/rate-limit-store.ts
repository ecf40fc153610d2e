import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { clientKey } from '../lib/client-key.ts';
import { AppError } from '../lib/errors.ts';

/** The key of every per-address limit: an IPv6 host counts by its /64 (lib/client-key.ts). */
export const byClient = (request: FastifyRequest) => clientKey(request.ip);
/** The key of a per-account limit: the signed-in person, or none for a visitor (then not counted). */
export const byAccount = (request: FastifyRequest) => request.user?.id;

/**
 * Where rate limits count and under which key. Every per-address limit (the global one and the routes'
 * own) counts an IPv6 host by its /64, so one host cannot step through its addresses to escape them.
 * Counts live in memory on one node and in Redis when REDIS_URL is set, so every node counts together.
 */
export async function rateLimitStore(
  config: Config,
  app: FastifyInstance,
): Promise<{ keyGenerator: (request: FastifyRequest) => string; redis?: Redis }> {
  if (!config.REDIS_URL) return { keyGenerator: byClient };
  // Imported only when Redis is used (lib/first-use.ts).
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.REDIS_URL, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  await redis.connect();
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return { keyGenerator: byClient, redis };
}

export interface Limit {
  max: number;
  windowMinutes: number;
}

/** Counts one use under a request's key; answers whether it was within the limit, else the seconds to wait. */
export type LimitCounter = (
  request: FastifyRequest,
) => Promise<{ allowed: true } | { allowed: false; waitSeconds: number }>;

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const waitText = (seconds: number) =>
  seconds < 90
    ? `${Math.max(1, seconds)} seconds`
    : seconds < 90 * 60
      ? `${Math.ceil(seconds / 60)} minutes`
      : `${Math.ceil(seconds / 3600)} hours`;

/**
 * Counts requests per key in the app's rate-limit store (above). A request without a key (a visitor,
 * for a per-account limit) is not counted.
 */
export function limitCounter(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  key: (request: FastifyRequest) => string | undefined,
): LimitCounter {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMinutes * 60_000,
    keyGenerator: (request) => `auth:${name}:${key(request)}`,
  });
  return async (request) => {
    if (key(request) === undefined) return { allowed: true };
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return { allowed: true };
    return { allowed: false, waitSeconds: result.ttlInSeconds };
  };
}

/** A preHandler answering 429 `RATE_LIMITED`, with a message naming what to wait for, once `counter` refuses. */
export function guardOf(counter: LimitCounter, what: string): Guard {
  return async (request, reply) => {
    const result = await counter(request);
    if (result.allowed) return;
    reply.header('retry-after', String(result.waitSeconds));
    throw new AppError(
      429,
      'RATE_LIMITED',
      `Too many ${what}. Please wait ${waitText(result.waitSeconds)} and try again.`,
    );
  };
}

/**
 * A preHandler that counts requests per key (after validation, so the body's e-mail can be the key)
 * and answers 429 with a message saying what to wait for.
 */
export function limitBy(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  key: (request: FastifyRequest) => string | undefined,
  what: string,
): Guard {
  return guardOf(limitCounter(app, name, limit, key), what);
}
