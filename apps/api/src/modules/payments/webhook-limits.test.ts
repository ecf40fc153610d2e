import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema/index.ts';
import { startShop, type TestApi } from '../orders/orders.fixtures.ts';
import { WEBHOOK_BODY_LIMIT, webhookRateLimit } from './webhook.routes.ts';

/** The webhook stays cheap for a stranger: signature on the raw bytes first, small bodies, a rate limit. */
const WEBHOOK_SECRET = 'limits_webhook_secret';

let database: Database;
let api: TestApi;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database, {
    RAZORPAY_KEY_ID: 'rzp_test_limits',
    RAZORPAY_KEY_SECRET: 'limits_key_secret',
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // Never called: no test here reaches Razorpay's API.
    RAZORPAY_API_URL: 'http://127.0.0.1:9',
  });
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const sign = (body: string) => createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');

function webhook(
  body: string,
  signature: string | undefined,
  options: { type?: string; from?: string } = {},
) {
  return api.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': options.type ?? 'application/json',
      ...(signature === undefined ? {} : { 'x-razorpay-signature': signature }),
    },
    payload: body,
    ...(options.from ? { remoteAddress: options.from } : {}),
  });
}

/** Valid JSON of about `bytes` bytes, an event no handler acts on. */
const paddedEvent = (bytes: number) => {
  const shell = JSON.stringify({ event: 'limits.test', padding: '' });
  return JSON.stringify({ event: 'limits.test', padding: 'x'.repeat(bytes - shell.length) });
};

describe('the payment webhook, before any JSON is parsed', () => {
  it('refuses 60 KB of junk with a wrong or missing signature as a bad signature, not as bad JSON', async () => {
    const junk = `{"event": ${'\u0000not json '.repeat(6_500)}`;
    expect(Buffer.byteLength(junk)).toBeGreaterThan(60 * 1024);
    for (const signature of ['0'.repeat(64), undefined]) {
      const response = await webhook(junk, signature);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        code: 'WEBHOOK_SIGNATURE_INVALID',
        message: 'The webhook signature does not match',
      });
    }
  });

  it('parses only once the signature matches: then bad JSON is a bad request of its own', async () => {
    const broken = '{"event": "order.paid",';
    const response = await webhook(broken, sign(broken));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('MALFORMED_JSON');
  });

  it('takes a signed event up to 64 KB, and answers 413 in the error shape past it, unread', async () => {
    const fits = paddedEvent(WEBHOOK_BODY_LIMIT);
    expect(Buffer.byteLength(fits)).toBe(WEBHOOK_BODY_LIMIT);
    const taken = await webhook(fits, sign(fits));
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ status: 'ignored' });

    const events = (await database.db.select().from(paymentEvents)).length;
    const large = paddedEvent(WEBHOOK_BODY_LIMIT + 1);
    const refused = await webhook(large, sign(large));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large',
    });
    expect((await database.db.select().from(paymentEvents)).length).toBe(events);
  });

  it('answers 415 to a body that is not JSON at all', async () => {
    const text = 'event=order.paid';
    const response = await webhook(text, sign(text), { type: 'text/plain' });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('the payment webhook rate limit', () => {
  it(`answers 429 in the error shape after ${webhookRateLimit.max} requests a minute from one address`, async () => {
    const from = '203.0.113.41';
    for (let i = 0; i < webhookRateLimit.max; i++) {
      const response = await webhook('{}', 'bad', { from });
      expect(response.statusCode).toBe(400);
    }
    const limited = await webhook('{}', 'bad', { from });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/json/);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address (Razorpay's own) is not held up by it.
    const body = paddedEvent(100);
    expect((await webhook(body, sign(body), { from: '198.51.100.9' })).statusCode).toBe(200);
  });
});
