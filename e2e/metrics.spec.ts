import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningShop, startShop } from '../scripts/shop-process.ts';

/**
 * The Prometheus endpoint of the built server, which loads prom-client when METRICS_TOKEN is set: the
 * compiled server must hand its named exports over as the TypeScript sources do (ADR 0020).
 */
describe('GET /api/metrics on the built server', () => {
  const token = 'metrics-token-for-the-built-server';
  let shop: RunningShop;

  beforeAll(async () => {
    shop = await startShop({ env: { METRICS_TOKEN: token, SEED_DEMO: 'false' }, startTimeoutMs: 120_000 });
  });
  afterAll(async () => {
    await shop?.stop();
  });

  it('answers the token with the shop figures, and a missing token with 401 in JSON', async () => {
    await fetch(`${shop.url}/api/health`);
    const scrape = await fetch(`${shop.url}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(text).toContain('# TYPE shop_http_requests_total counter');
    expect(text).toMatch(/shop_http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);

    const stranger = await fetch(`${shop.url}/api/metrics`);
    expect(stranger.status).toBe(401);
    expect(stranger.headers.get('content-type')).toContain('application/json');
  });
});
