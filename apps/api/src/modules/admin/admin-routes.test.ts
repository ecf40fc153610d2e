import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/factories.ts';
import { apiPlugin } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { requireAdmin } from '../../plugins/auth.ts';

let database: Database;
let app: FastifyInstance;
let dataDir: string;
let customer: SignedInUser;
let admin: SignedInUser;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-admin-routes-'));
  app = Fastify();
  // Every route the API registers, as Fastify sees it: a route added later is walked too.
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await app.register(apiPlugin, {
    config: testConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'admin-password-1', RATE_LIMIT_MAX: '1000000' }),
    database,
    prefix: '/api',
  });
  await app.ready();
  customer = await createSignedInUser(database);
  admin = await createSignedInUser(database, { role: 'admin' });
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const hooks = (value: unknown) => (Array.isArray(value) ? value : value ? [value] : []);

/** Every hook Fastify runs before the handler, where a route may put its guard. */
const guardHooks = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

/** Under /api/admin/, or guarded by requireAdmin on the route itself, in whichever hook. */
function adminOnly(route: RouteOptions): boolean {
  return (
    route.url.startsWith('/api/admin/') ||
    guardHooks.some((name) => hooks(route[name]).includes(requireAdmin))
  );
}

function guarded() {
  const list = routes
    .filter(adminOnly)
    .flatMap((route) => hooks(route.method).map((method: string) => ({ method, url: route.url })))
    .filter((route) => route.method !== 'HEAD');
  return list.map((route) => ({
    ...route,
    path: route.url.replace(/:[A-Za-z]+/g, 'a1b2c3d4e5f6a1b2c3d4e5f6'),
  }));
}

describe('every admin-only route', () => {
  it('is found in the route table: the console’s API and the older admin calls', () => {
    const urls = guarded().map((route) => `${route.method} ${route.url}`);
    expect(urls.length).toBeGreaterThanOrEqual(20);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/dashboard',
        'PATCH /api/admin/products/:id',
        'DELETE /api/admin/categories/:id',
        'POST /api/admin/orders/:id/status',
        'PATCH /api/admin/customers/:id',
        'GET /api/admin/audit-log',
        'GET /api/order/getAllOrders',
        'POST /api/order/updateOrderStatus',
        'POST /api/product/upload-image',
        'POST /api/blogs/addPost',
        'PUT /api/blogs/updatePost/:id',
        'DELETE /api/blogs/deletePost/:id',
      ]),
    );
  });

  it('answers 401 to a visitor and 403 to a customer, in the error shape, before reading the body', async () => {
    for (const route of guarded()) {
      const visitor = await app.inject({ method: route.method as never, url: route.path, payload: {} });
      expect(visitor.statusCode, `${route.method} ${route.url} as a visitor`).toBe(401);
      expect(visitor.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
      const shopper = await app.inject({
        method: route.method as never,
        url: route.path,
        headers: { authorization: `Bearer ${customer.token}` },
        payload: {},
      });
      expect(shopper.statusCode, `${route.method} ${route.url} as a customer`).toBe(403);
      expect(shopper.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    }
  });

  it('lets an admin through the guard (here: to validation or the handler, never 401/403)', async () => {
    // A live event stream never ends, so inject would wait for ever: chat-live.test.ts opens the
    // team's stream as an admin over a real socket instead.
    for (const route of guarded().filter((route) => !route.url.endsWith('/stream'))) {
      const response = await app.inject({
        method: route.method as never,
        url: route.path,
        headers: { authorization: `Bearer ${admin.token}` },
        payload: {},
      });
      expect([401, 403], `${route.method} ${route.url} as an admin`).not.toContain(response.statusCode);
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });

  it('is documented in the OpenAPI description', async () => {
    const spec = (await app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, object> };
    for (const route of guarded()) {
      const documented = route.url.replace(/^\/api/, '').replace(/:([A-Za-z]+)/g, '{$1}');
      expect(spec.paths[documented], documented).toBeDefined();
    }
  });
});

/** Documented as needing a session (OpenAPI `security`) and not admin-only: the customer's own routes. */
function customerOnly(route: RouteOptions): boolean {
  return !adminOnly(route) && Boolean((route.schema as { security?: unknown } | undefined)?.security);
}

function customerRoutes() {
  return routes
    .filter(customerOnly)
    .flatMap((route) => hooks(route.method).map((method: string) => ({ method, url: route.url })))
    .filter((route) => route.method !== 'HEAD')
    .map((route) => ({ ...route, path: route.url.replace(/:[A-Za-z]+/g, 'a1b2c3d4e5f6a1b2c3d4e5f6') }));
}

/** A body no schema accepts: not even JSON. */
const garbage = { 'content-type': 'application/json' };
const garbageBody = '{"start": 12, "items": [';

describe('every route that needs a customer session', () => {
  it('is found in the route table, in every module', () => {
    const urls = customerRoutes().map((route) => `${route.method} ${route.url}`);
    expect(urls.length).toBeGreaterThanOrEqual(30);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/auth/me',
        'PUT /api/auth/updateProfile',
        'POST /api/auth/changePassword',
        'POST /api/cart/addToCart',
        'POST /api/promo/apply',
        'POST /api/order/createOrder',
        'POST /api/order/cancel/:id',
        'GET /api/order/:id/refunds',
        'POST /api/payment/checkout',
        'POST /api/chat/messages',
        'POST /api/consultations/',
        'POST /api/consultations/:id/reschedule',
        'POST /api/consultations/:id/cancel',
      ]),
    );
  });

  it('answers a visitor 401 in the error shape before reading the body, even a body that is not JSON', async () => {
    for (const route of customerRoutes()) {
      for (const request of [{ headers: garbage, payload: garbageBody }, { payload: {} }]) {
        const visitor = await app.inject({ method: route.method as never, url: route.path, ...request });
        expect(visitor.statusCode, `${route.method} ${route.url} as a visitor`).toBe(401);
        expect(visitor.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
      }
    }
  });

  it('lets a signed-in customer through the guard (here: to validation or the handler, never 401/403)', async () => {
    for (const route of customerRoutes().filter((route) => !route.url.endsWith('/stream'))) {
      const response = await app.inject({
        method: route.method as never,
        url: route.path,
        headers: { ...garbage, authorization: `Bearer ${customer.token}` },
        payload: garbageBody,
      });
      expect([401, 403], `${route.method} ${route.url} as a customer`).not.toContain(response.statusCode);
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });
});
