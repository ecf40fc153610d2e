import {
  roundVital,
  sessionCookieName,
  type VitalsMetric,
  vitalsBucket,
  vitalsBucketValue,
  type WebPerformance,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createSignedInUser } from '../../../test/factories.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { startApi, type TestApi } from '../accounts/accounts.fixtures.ts';
import { VITALS_BODY_LIMIT, vitalsRateLimit } from './index.ts';

const TOKEN = 'metrics-token-for-the-vitals-test';

let database: Database;
let api: TestApi;
let now = new Date('2025-01-15T06:30:00Z');
let addressCounter = 0;
/** Each test its own address, so the per-address limit of one never refuses another's beacons. */
const newAddress = () => `198.51.100.${++addressCounter}`;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApi(database, { METRICS_TOKEN: TOKEN, RATE_LIMIT_MAX: '1000000' }, { clock: () => now });
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

interface Beacon {
  pageType?: unknown;
  metric?: unknown;
  value?: unknown;
  [field: string]: unknown;
}

/** As navigator.sendBeacon sends a string: text/plain, JSON inside. */
function beacon(body: Beacon | string, options: { address: string; type?: string; headers?: object }) {
  return api.app.inject({
    method: 'POST',
    url: '/api/metrics/vitals',
    headers: { 'content-type': options.type ?? 'text/plain;charset=UTF-8', ...options.headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: options.address,
  });
}

async function dashboard(): Promise<WebPerformance> {
  const owner = await createSignedInUser(database, { role: 'admin' });
  const response = await api.app.inject({
    url: '/api/admin/dashboard',
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json().webPerformance;
}

async function metricsText(): Promise<string> {
  const response = await api.app.inject({
    url: '/api/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

const countRows = async () =>
  Number((await database.query<{ n: string | number }>('SELECT count(*) AS n FROM web_vitals'))[0]!.n);

/** The p75 the shop reads back for a value: its bucket's middle, rounded as shown. */
const readBack = (metric: VitalsMetric, value: number) =>
  roundVital(metric, vitalsBucketValue(metric, vitalsBucket(metric, value)));

const summaryOf = (performance: WebPerformance, pageType: string, metric: string) =>
  performance.pages.find((page) => page.pageType === pageType)?.metrics.find((m) => m.metric === metric);

describe('POST /api/metrics/vitals', () => {
  it('counts each beacon; the p75 of a kind of page shows on the dashboard and in the metrics', async () => {
    now = new Date('2025-01-15T06:30:00Z');
    const address = newAddress();
    const values = [1200, 1500, 1800, 2000, 2300, 2600, 3100, 5200];
    for (const [index, value] of values.entries()) {
      const response = await beacon(
        { pageType: 'product', metric: 'LCP', value, rating: 'good', navigationType: 'navigate' },
        // sendBeacon's string, and a JSON Blob or fetch keepalive: both are read.
        { address, type: index % 2 ? 'application/json' : 'text/plain;charset=UTF-8' },
      );
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    await beacon({ pageType: 'home', metric: 'CLS', value: 0.02 }, { address });

    // Nearest rank: the 6th of 8 sorted values, 2600 ms, read back from its bucket.
    const expected = readBack('LCP', 2600);
    expect(Math.abs(expected - 2600) / 2600).toBeLessThan(0.025);
    const performance = await dashboard();
    expect(performance.days).toBe(28);
    expect(performance.since).toBe('2024-12-19');
    expect(summaryOf(performance, 'product', 'LCP')).toEqual({
      metric: 'LCP',
      p75: expected,
      rating: 'needs-improvement',
      samples: 8,
    });
    expect(summaryOf(performance, 'product', 'INP')).toEqual({
      metric: 'INP',
      p75: null,
      rating: null,
      samples: 0,
    });
    expect(summaryOf(performance, 'all', 'LCP')?.p75).toBe(expected);
    expect(summaryOf(performance, 'home', 'CLS')).toMatchObject({
      p75: readBack('CLS', 0.02),
      rating: 'good',
    });
    // Kinds of page nobody reported from are left out.
    expect(performance.pages.map((page) => page.pageType)).toEqual(['all', 'home', 'product']);

    const text = await metricsText();
    const seconds = String(expected / 1000);
    for (const period of ['today', '28d']) {
      expect(text).toContain(
        `shop_web_vitals_p75{page_type="product",metric="LCP",period="${period}"} ${seconds}`,
      );
      expect(text).toContain(
        `shop_web_vitals_samples{page_type="product",metric="LCP",period="${period}"} 8`,
      );
    }
    expect(text).toContain(`shop_web_vitals_p75{page_type="all",metric="LCP",period="28d"} ${seconds}`);
    expect(text).toContain(
      `shop_web_vitals_p75{page_type="home",metric="CLS",period="28d"} ${readBack('CLS', 0.02)}`,
    );
  });

  it('refuses each kind of junk with 400 in the error shape, and counts none of it', async () => {
    const address = newAddress();
    const before = await countRows();
    const junk: [string, Beacon | string, string?][] = [
      ['an unknown metric', { pageType: 'home', metric: 'FID', value: 10 }],
      ['an unknown page type', { pageType: 'account', metric: 'LCP', value: 10 }],
      ['a full URL for a page type', { pageType: 'https://shop.example/product/1', metric: 'LCP', value: 1 }],
      ['a timing over a minute', { pageType: 'home', metric: 'LCP', value: 60_001 }],
      ['a layout shift over 10', { pageType: 'home', metric: 'CLS', value: 10.5 }],
      ['a negative value', { pageType: 'home', metric: 'TTFB', value: -1 }],
      ['a value as text', { pageType: 'home', metric: 'INP', value: '120' }],
      ['no value', { pageType: 'home', metric: 'INP' }],
      ['an extra field', { pageType: 'home', metric: 'LCP', value: 900, url: '/product/abc?email=a@b.in' }],
      ['an unknown rating', { pageType: 'home', metric: 'LCP', value: 900, rating: 'great' }],
      ['not JSON', 'LCP=900'],
      ['not JSON, said to be JSON', '{"pageType":', 'application/json'],
      ['an array', '[1,2]'],
      ['a prototype-poisoning key', '{"pageType":"home","metric":"LCP","value":9,"__proto__":{"x":1}}'],
    ];
    for (const [what, body, type] of junk) {
      const response = await beacon(body, { address, type });
      expect(response.statusCode, what).toBe(400);
      expect(response.json(), what).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        code: expect.stringMatching(/^(VALIDATION_FAILED|MALFORMED_JSON|BAD_REQUEST)$/),
        message: expect.any(String),
      });
    }
    const outOfRange = await beacon({ pageType: 'home', metric: 'LCP', value: 60_001 }, { address });
    expect(outOfRange.json().details).toEqual([{ field: 'value', message: 'LCP is at most 60000' }]);
    const form = await beacon('metric=LCP', { address, type: 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
    expect(await countRows()).toBe(before);
  });

  it(`answers 413 for a body over ${VITALS_BODY_LIMIT} bytes`, async () => {
    const address = newAddress();
    const before = await countRows();
    const big = { pageType: 'home', metric: 'LCP', value: 900, padding: 'x'.repeat(VITALS_BODY_LIMIT) };
    for (const type of ['text/plain', 'application/json']) {
      const response = await beacon(big, { address, type });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    }
    expect(await countRows()).toBe(before);
  });

  it(`answers 429 after ${vitalsRateLimit.max} beacons a minute from one address; another address goes on`, async () => {
    const address = newAddress();
    const ok = { pageType: 'other', metric: 'TTFB', value: 300 };
    for (let i = 0; i < vitalsRateLimit.max; i++) {
      expect((await beacon(ok, { address })).statusCode).toBe(204);
    }
    const refused = await beacon(ok, { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await beacon(ok, { address: newAddress() })).statusCode).toBe(204);
  });

  it('stores nothing personal: no address, account, browser or page address, only counts', async () => {
    now = new Date('2025-02-20T10:00:00Z');
    const shopper = await createSignedInUser(database);
    const address = '203.0.113.77';
    const response = await beacon(
      { pageType: 'checkout', metric: 'INP', value: 240 },
      {
        address,
        headers: {
          authorization: `Bearer ${shopper.token}`,
          'user-agent': 'Mozilla/5.0 (Linux; Android 14) PrivateBrowser/1.0',
          referer: 'https://shop.example/checkout?email=meera@example.in',
        },
      },
    );
    expect(response.statusCode).toBe(204);
    const columns = await database.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'web_vitals' ORDER BY ordinal_position",
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'day',
      'page_type',
      'metric',
      'bucket',
      'count',
    ]);
    const rows = await database.query<Record<string, unknown>>(
      "SELECT * FROM web_vitals WHERE page_type = 'checkout'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      page_type: 'checkout',
      metric: 'INP',
      bucket: vitalsBucket('INP', 240),
      count: 1,
    });
    const stored = JSON.stringify(await database.query('SELECT * FROM web_vitals'));
    for (const personal of [
      address,
      shopper.id,
      shopper.email,
      'Android',
      'meera@example.in',
      'shop.example',
    ]) {
      expect(stored).not.toContain(personal);
    }
  });

  it('takes a signed-in shopper’s beacon from the shop’s own pages, refuses a cookie-carried one from another site', async () => {
    const shopper = await createSignedInUser(database);
    const cookie = `${sessionCookieName}=${shopper.token}`;
    const address = newAddress();
    const body = { pageType: 'cart', metric: 'LCP', value: 1400 };
    // Chromium's sendBeacon sends Origin with a same-origin POST, so the CSRF check needs no exemption.
    const own = await beacon(body, {
      address,
      headers: { cookie, host: 'shop.example', origin: 'https://shop.example' },
    });
    expect(own.statusCode).toBe(204);
    const foreign = await beacon(body, {
      address,
      headers: { cookie, host: 'shop.example', origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('CSRF_REJECTED');
    // Without a cookie there is no one to act for: counted like any visitor's.
    const visitor = await beacon(body, {
      address,
      headers: { host: 'shop.example', origin: 'https://evil.example' },
    });
    expect(visitor.statusCode).toBe(204);
  });

  it('keeps each India day apart: a beacon at 23:59 IST is yesterday’s, and drops out after 28 days', async () => {
    const address = newAddress();
    const send = async (value: number) =>
      expect((await beacon({ pageType: 'blog', metric: 'TTFB', value }, { address })).statusCode).toBe(204);
    now = new Date('2025-06-10T18:29:59Z'); // 23:59:59 on 10 June in India
    for (const value of [100, 100, 100, 100]) await send(value);
    now = new Date('2025-06-10T18:30:00Z'); // midnight: 11 June in India, still 10 June in UTC
    for (const value of [3000, 3000, 3000, 3000]) await send(value);

    const days = await database.query<{ day: unknown; n: number | string }>(
      "SELECT day::text AS day, sum(count) AS n FROM web_vitals WHERE page_type = 'blog' GROUP BY day ORDER BY day",
    );
    expect(days.map((row) => [row.day, Number(row.n)])).toEqual([
      ['2025-06-10', 4],
      ['2025-06-11', 4],
    ]);
    const text = await metricsText();
    const slow = String(readBack('TTFB', 3000) / 1000);
    expect(text).toContain(`shop_web_vitals_p75{page_type="blog",metric="TTFB",period="today"} ${slow}`);
    expect(text).toContain(`shop_web_vitals_samples{page_type="blog",metric="TTFB",period="today"} 4`);
    expect(text).toContain(`shop_web_vitals_samples{page_type="blog",metric="TTFB",period="28d"} 8`);
    // Rank 6 of the 8: a 3 s value, rated poor.
    expect(summaryOf(await dashboard(), 'blog', 'TTFB')).toMatchObject({
      p75: readBack('TTFB', 3000),
      samples: 8,
      rating: 'poor',
    });

    now = new Date('2025-07-08T06:00:00Z'); // 8 July: the 28 days start on 11 June
    const later = await dashboard();
    expect(later.since).toBe('2025-06-11');
    expect(summaryOf(later, 'blog', 'TTFB')).toMatchObject({ samples: 4 });
    expect(await metricsText()).not.toMatch(
      /shop_web_vitals_samples\{page_type="blog",metric="TTFB",period="today"\}/,
    );
  });

  it('is documented in the OpenAPI document', async () => {
    const document = (await api.app.inject({ url: '/api/openapi.json' })).json();
    const operation = document.paths['/metrics/vitals']?.post;
    expect(operation).toBeDefined();
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['204', '400', '413', '429']));
  });
});

describe('VITALS_SAMPLE_RATE', () => {
  it('is a share of page views from 0 to 1, 0.1 unless set', () => {
    expect(loadConfig({}).VITALS_SAMPLE_RATE).toBe(0.1);
    expect(loadConfig({ VITALS_SAMPLE_RATE: '0' }).VITALS_SAMPLE_RATE).toBe(0);
    expect(loadConfig({ VITALS_SAMPLE_RATE: '1' }).VITALS_SAMPLE_RATE).toBe(1);
    for (const bad of ['1.5', '-0.1', 'often']) {
      expect(() => loadConfig({ VITALS_SAMPLE_RATE: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ VITALS_SAMPLE_RATE: bad }), bad).toThrow(/VITALS_SAMPLE_RATE/);
    }
  });
});
