import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import {
  addToCart,
  placeCodOrder,
  product,
  shopper,
  startShop,
  type TestApi,
} from '../orders/orders.fixtures.ts';

const TOKEN = 'metrics-token-for-the-test-0123';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('GET /api/metrics', () => {
  it('does not exist unless METRICS_TOKEN is set', async () => {
    const api = await startShop(database);
    try {
      const response = await api.app.inject({
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: expect.any(String) });
    } finally {
      await api.close();
    }
  });

  describe('with a token', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startShop(database, { METRICS_TOKEN: TOKEN });
    });
    afterAll(async () => {
      await api.close();
    });

    it('refuses a scrape without the token, or with a wrong one, in the error shape', async () => {
      for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
        const response = await api.app.inject({
          url: '/api/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ error: expect.any(String) });
        expect(response.body).not.toContain('shop_');
      }
    });

    it('reports requests by route pattern and status, orders, the outbox, memory and event-loop lag', async () => {
      const buyer = await shopper(database);
      const item = await product(database, { stock: 3 });
      await addToCart(api.app, buyer.token, item.id, 1);
      await placeCodOrder(api.app, buyer.token);
      await api.app.inject({ url: `/api/product/getProductById/${item.id}` });
      await api.app.inject({ url: '/api/product/getProductById/no-such-product' });

      const response = await api.app.inject({
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      const text = response.body;
      // One series per route pattern, never one per product id.
      expect(text).toMatch(
        /shop_http_requests_total\{method="GET",route="\/api\/product\/getProductById\/:id",status="200"\} 1/,
      );
      expect(text).toMatch(
        /shop_http_requests_total\{[^}]*route="\/api\/product\/getProductById\/:id",status="404"\} 1/,
      );
      expect(text).not.toContain(item.id);
      expect(text).toMatch(/shop_http_request_duration_seconds_bucket\{/);
      expect(text).toMatch(/shop_orders\{payment_method="cod",status="[a-z_]+"\} 1/);
      expect(text).toMatch(/shop_outbox_messages\{status="pending"\} \d+/);
      expect(text).toMatch(/shop_payment_attempts/);
      expect(text).toMatch(/shop_process_resident_memory_bytes \d+/);
      expect(text).toMatch(/shop_nodejs_eventloop_lag_seconds \d/);
    });
  });
});
