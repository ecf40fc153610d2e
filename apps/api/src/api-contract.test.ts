import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ApiRoute, apiContract } from '@shop/shared/api';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../test/database.ts';
import { apiPlugin } from './app.ts';
import { testConfig } from './config.ts';
import type { Database } from './db/client.ts';

/**
 * The web app's route contract (@shop/shared/api, docs/decisions/0024-typed-api-contract.md) against
 * the routes the API registers, as Fastify sees them: each contract route exists with that method and
 * path, and its params, query, body and 2xx answer are the very schema objects the route declares. So
 * a page's types cannot drift from what the API checks and answers.
 */

/**
 * Answers still written inline in the API's route files: the contract holds copies, compared here as
 * JSON Schema. Once a route takes its schema from @shop/shared, the identity check applies and the
 * route leaves this list (the test says so).
 */
const inlineInApi = new Set<ApiRoute>([
  'GET /product/getProductByCategories',
  'GET /product/search',
  'GET /order/invoice/:id',
  'POST /contact/saveMessage',
  'PATCH /admin/messages/:id',
  'POST /admin/promo-codes',
  'PATCH /admin/promo-codes/:id',
  'PATCH /admin/customers/:id',
  'POST /chat/read',
  'POST /chat/typing',
  'GET /chat/stream',
  'PATCH /admin/chat/conversations/:id',
  'POST /admin/chat/conversations/:id/read',
  'POST /admin/chat/conversations/:id/typing',
  'GET /admin/chat/stream',
  'POST /metrics/vitals',
]);

let database: Database;
let app: FastifyInstance;
let dataDir: string;
const routes = new Map<string, RouteOptions>();

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-api-contract-'));
  app = Fastify();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.set(`${method} ${route.url}`, route);
  });
  await app.register(apiPlugin, { config: testConfig({ DATA_DIR: dataDir }), database, prefix: '/api' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Declared {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
}

const asJsonSchema = (schema: unknown) => z.toJSONSchema(schema as z.ZodType, { unrepresentable: 'any' });

describe('the web app’s API contract', () => {
  it.each(Object.keys(apiContract) as ApiRoute[])('%s is the route the API registers', (key) => {
    const contract: { params?: unknown; query?: unknown; body?: unknown; response: unknown } =
      apiContract[key];
    const [method, routePath] = key.split(' ');
    const route = routes.get(`${method} /api${routePath}`);
    expect(route, `the API has no route ${method} /api${routePath}`).toBeDefined();
    const declared = (route?.schema ?? {}) as Declared;
    const parts = [
      ['params', declared.params, contract.params],
      ['query', declared.querystring, contract.query],
      ['body', declared.body, contract.body],
    ] as const;
    for (const [part, api, shared] of parts) {
      expect(api === shared, `${key}: its ${part} schema is not the one the API route declares`).toBe(true);
    }
    const success = Object.entries(declared.response ?? {}).filter(([status]) => status.startsWith('2'));
    expect(success.map(([status]) => status).length, `${key}: one 2xx answer`).toBe(1);
    const answer = success[0]?.[1];
    if (inlineInApi.has(key)) {
      expect(
        answer === contract.response,
        `${key} now takes its answer from @shop/shared: take it off inlineInApi`,
      ).toBe(false);
      expect(asJsonSchema(contract.response), `${key}: its answer differs from the API's`).toEqual(
        asJsonSchema(answer),
      );
    } else {
      expect(
        answer === contract.response,
        `${key}: its answer schema is not the one the API route declares`,
      ).toBe(true);
    }
  });

  it('lists only contract routes as written inline', () => {
    expect([...inlineInApi].filter((key) => !(key in apiContract))).toEqual([]);
  });
});
