import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';

/** Rate limits live in memory on one node and in Redis when REDIS_URL is set, so every node counts together. */
export async function rateLimitStore(config: Config, app: FastifyInstance): Promise<{ redis?: Redis }> {
  if (!config.REDIS_URL) return {};
  const redis = new Redis(config.REDIS_URL, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  await redis.connect();
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return { redis };
}
