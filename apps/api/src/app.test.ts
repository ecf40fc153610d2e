import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { apiPlugin, buildApi } from './app.ts';
import { ConfigError, loadConfig, testConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { MailService } from './modules/mail/mail.service.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApi({ config: testConfig(), database });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('API foundation', () => {
  it('reports the database as reachable', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { reachable: true } });
  });

  it('answers unknown API paths with the error shape and 404', async () => {
    const response = await app.inject('/api/no/such/thing?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'ROUTE_NOT_FOUND',
      message: 'No API route for GET /api/no/such/thing',
    });
  });

  it('answers every unknown path under /api in the error shape, whatever the method', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/anything/at/all' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'ROUTE_NOT_FOUND' });
    }
  });

  it('answers a known path with the wrong method 405 in the error shape, naming the allowed methods', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/product/getAllProducts' });
    expect(response.statusCode).toBe(405);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toEqual({
      statusCode: 405,
      error: 'Method Not Allowed',
      code: 'METHOD_NOT_ALLOWED',
      message: 'DELETE is not allowed on /api/product/getAllProducts: use GET or HEAD',
    });
    const withParam = await app.inject({ method: 'POST', url: '/api/product/getProductById/abc' });
    expect(withParam.statusCode).toBe(405);
    expect(withParam.headers.allow).toBe('GET, HEAD');
  });

  it('answers an unknown path with an escaped slash 404, not 405', async () => {
    for (const url of ['/api/..%2f..%2fpackage.json', '/api/product/..%2fx', '/api/cart/a%2Fb%2F']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.allow, url).toBeUndefined();
      expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    }
  });

  it('answers malformed JSON with 400 and the error shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'MALFORMED_JSON' });
  });

  it('refuses a JSON body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a request too large to parse (a 20 KB address) in the error shape too', async () => {
    const server = await buildApi({ config: testConfig(), database });
    try {
      const url = await server.listen({ host: '127.0.0.1', port: 0 });
      const response = await fetch(`${url}/api/product/search?q=${'a'.repeat(20_000)}`);
      expect(response.status).toBe(431);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        statusCode: 431,
        error: 'Request Header Fields Too Large',
        code: 'HEADERS_TOO_LARGE',
        message: 'The request address or headers are too large',
      });
    } finally {
      await server.close();
    }
  });

  it('gives a client a bounded time to send its request and to sit idle', () => {
    expect(app.server.requestTimeout).toBe(60_000);
    expect(app.server.timeout).toBe(120_000);
  });

  it('sends security headers and a request id', async () => {
    const response = await app.inject('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // An answer that is not a page may load, run and be framed by nothing.
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toBeTruthy();
    // Headers meant for documents stay off JSON answers.
    expect(response.headers['referrer-policy']).toBeUndefined();
    expect(response.headers['x-dns-prefetch-control']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const again = await app.inject('/api/health');
    expect(again.headers['x-request-id']).not.toBe(response.headers['x-request-id']);
  });

  it('answers with the request id a proxy sent, also for an error', async () => {
    const response = await app.inject({ url: '/api/no-such-path', headers: { 'x-request-id': 'edge-1234' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe('edge-1234');
  });

  it('serves OpenAPI with the catalogue paths and a docs page', async () => {
    const spec = await app.inject('/api/openapi.json');
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/product/getAllProducts',
        '/product/getProductById/{id}',
        '/product/getAllCategories',
        '/product/getProductByCategories',
        '/product/search',
        '/product/upload-image',
      ]),
    );
    const docs = await app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  // Swagger UI's paths, built from this, since a path with docs/ in it reads as a document's citation.
  const docsUi = '/api/docs';

  it('serves the docs page with and without its trailing slash, with its own files and policy', async () => {
    for (const url of [docsUi, `${docsUi}/`]) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['x-request-id']).toBeDefined();
      const styles = /href="([^"]+swagger-ui\.css)"/.exec(page.body)?.[1];
      expect(new URL(String(styles), `http://shop.example${url}`).pathname, url).toBe(
        `${docsUi}/static/swagger-ui.css`,
      );
    }
    const css = await app.inject(`${docsUi}/static/swagger-ui.css`);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const again = await app.inject({
      url: `${docsUi}/static/swagger-ui.css`,
      headers: { 'if-none-match': String(css.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const json = await app.inject(`${docsUi}/json`);
    expect(json.json()).toEqual((await app.inject('/api/openapi.json')).json());
  });

  it('answers a docs path that does not exist as any unknown API path', async () => {
    for (const url of [
      `${docsUi}/static/nope.js`,
      `${docsUi}/uiConfig`,
      `${docsUi}/..%2f..%2fpackage.json`,
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    }
    expect((await app.inject({ method: 'POST', url: `${docsUi}/` })).statusCode).toBe(405);
  });
});

describe('rate limiting', () => {
  it('answers 429 with the error shape once an IP passes the limit', async () => {
    const limited = await buildApi({ config: testConfig({ RATE_LIMIT_MAX: '3' }), database });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1)
        statuses.push((await limited.inject('/api/product/getAllCategories')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const refused = await limited.inject('/api/product/getAllCategories');
      expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
      expect(refused.headers['retry-after']).toBeTruthy();
      // The limit is told with the refusal only.
      expect(refused.headers['x-ratelimit-limit']).toBe('3');
      const allowed = await app.inject('/api/product/getAllCategories');
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers['x-ratelimit-remaining']).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});

describe('client addresses behind a proxy', () => {
  /** Requests from one client through one proxy, each with a forged X-Forwarded-For in front. */
  async function statusesWithForgedAddresses(trustProxy: string) {
    const limited = await buildApi({
      config: testConfig({ RATE_LIMIT_MAX: '3', TRUST_PROXY: trustProxy }),
      database,
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await limited.inject({
          url: '/api/product/getAllCategories',
          remoteAddress: '10.0.0.5',
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
        });
        statuses.push(response.statusCode);
      }
      return statuses;
    } finally {
      await limited.close();
    }
  }

  it('with a hop count, a forged header does not change the client address', async () => {
    expect(await statusesWithForgedAddresses('1')).toEqual([200, 200, 200, 429, 429]);
  });

  it('with the proxy addresses, a forged header does not change the client address', async () => {
    expect(await statusesWithForgedAddresses('10.0.0.0/8, 127.0.0.1')).toEqual([200, 200, 200, 429, 429]);
  });

  it('TRUST_PROXY accepts false, a hop count or addresses, and refuses true', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 10.1.0.0/16,loopback, ::1 ' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
      '::1',
    ]);
    for (const bad of ['true', 'yes', '10.0.0.300', '10.0.0.0/40', 'proxy.example.in', '-1']) {
      const error = (() => {
        try {
          loadConfig({ TRUST_PROXY: bad });
        } catch (caught) {
          return caught;
        }
      })();
      expect(error, bad).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).lines, bad).toHaveLength(1);
      expect((error as ConfigError).lines[0], bad).toMatch(/^TRUST_PROXY: /);
    }
  });
});

describe('configuration', () => {
  it('names every bad variable on its own line', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', WHATSAPP_NUMBER: '+91 98' });
      expect.unreachable('loadConfig should refuse');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const lines = (error as ConfigError).lines;
      expect(lines).toHaveLength(3);
      expect(lines.some((line) => line.startsWith('PORT:'))).toBe(true);
      expect(lines.some((line) => line.startsWith('DATABASE_URL:'))).toBe(true);
      expect(lines.some((line) => line.startsWith('WHATSAPP_NUMBER:'))).toBe(true);
    }
  });

  it('refuses a public production shop printing the demo seller’s GSTIN or FSSAI licence on its invoices', () => {
    const live = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.in',
      ADMIN_PASSWORD: 'x'.repeat(12),
      MAIL_OUTBOX: 'true',
    };
    const error = (() => {
      try {
        loadConfig(live);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).lines).toEqual([
      expect.stringMatching(/^SELLER_GSTIN: required in production/),
      expect.stringMatching(/^FSSAI_LICENCE_NUMBER: required in production/),
    ]);
    const real = { ...live, SELLER_GSTIN: '27AAPFU0939F1ZV', FSSAI_LICENCE_NUMBER: '11521999000123' };
    expect(loadConfig(real).FSSAI_LICENCE_NUMBER).toBe('11521999000123');
    // A demo shop (no https address) keeps the demo numbers.
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'x'.repeat(12) }).SELLER_GSTIN).toBe(
      '29ABCDE1234F1Z5',
    );
  });

  it('refuses a public production shop without SMTP, unless MAIL_OUTBOX=true says the outbox is wanted', () => {
    const live = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.in',
      ADMIN_PASSWORD: 'x'.repeat(12),
      SELLER_GSTIN: '27AAPFU0939F1ZV',
      FSSAI_LICENCE_NUMBER: '11521999000123',
    };
    const error = (() => {
      try {
        loadConfig(live);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).lines).toHaveLength(1);
    expect((error as ConfigError).lines[0]).toMatch(/^SMTP_URL: /);
    expect(loadConfig({ ...live, MAIL_OUTBOX: 'true' }).MAIL_OUTBOX).toBe(true);
    expect(loadConfig({ ...live, SMTP_URL: 'smtp://mail.example.in:587' }).SMTP_URL).toBeDefined();
    // Local production runs (no https address) keep the outbox.
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000' }).SMTP_URL,
    ).toBeUndefined();
  });

  it('fills defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
  });
});

describe('the workers', () => {
  it('start only once the whole server is ready, so a start refused further on leaves none running', async () => {
    const started = vi.spyOn(MailService.prototype, 'start');
    try {
      const failing = Fastify();
      await failing.register(apiPlugin, { config: testConfig(), database, prefix: '/api' });
      failing.register(async () => {
        throw new Error('a plugin after the API failed');
      });
      await expect(failing.ready()).rejects.toThrow('a plugin after the API failed');
      expect(started).not.toHaveBeenCalled();
      // What the API opened (on PostgreSQL, its LISTEN connections) is given back, as a failed start does.
      await failing.close();

      const working = Fastify();
      await working.register(apiPlugin, { config: testConfig(), database, prefix: '/api' });
      expect(started).not.toHaveBeenCalled();
      await working.ready();
      expect(started).toHaveBeenCalledTimes(1);
      await working.close();
    } finally {
      started.mockRestore();
    }
  });
});
