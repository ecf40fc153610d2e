import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { buildApi } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { healthRateLimit } from './health.routes.ts';

let database: Database;
let app: Awaited<ReturnType<typeof buildApi>>;

beforeAll(async () => {
  database = await createTestDatabase();
  // The global limit out of the way: the health check's own limit is what is tested.
  app = await buildApi({ config: testConfig({ RATE_LIMIT_MAX: '1000000' }), database });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const health = (from: string) => app.inject({ method: 'GET', url: '/api/health', remoteAddress: from });

describe('GET /api/health', () => {
  it(`answers 429 in the error shape after ${healthRateLimit.max} checks a minute from one address`, async () => {
    const from = '203.0.113.80';
    for (let i = 0; i < healthRateLimit.max; i++) {
      const response = await health(from);
      expect(response.statusCode).toBe(200);
    }
    const limited = await health(from);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/json/);
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A load balancer at another address still sees the node healthy.
    const other = await health('198.51.100.20');
    expect(other.statusCode).toBe(200);
    expect(other.json().status).toBe('ok');
  });
});
