import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { contactMessages, outbox } from '../../db/schema/index.ts';
import { createCustomer, startApi, type TestApi } from '../accounts/accounts.fixtures.ts';
import { contactAccountLimit, contactRateLimit } from './index.ts';

let database: Database;
let api: TestApi;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApi(database, { RATE_LIMIT_MAX: '1000000', SUPPORT_EMAIL: 'care@shop.example' });
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '',
  subject: 'Order question',
  message: 'When will my order ship?\nThanks!',
  ...overrides,
});

let ip = 0;
/** Each test writes from its own address so the per-address limit of one never trips another. */
function save(payload: unknown, remoteAddress = `10.0.0.${++ip}`, token?: string) {
  return api.app.inject({
    method: 'POST',
    url: '/api/contact/saveMessage',
    payload: payload as never,
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('POST /contact/saveMessage', () => {
  it('stores the message, mails it to support and answers { message }', async () => {
    const response = await save(message({ phone: '+91 98765 43210' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.stringMatching(/support team/) });
    const rows = await database.db.select().from(contactMessages);
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Asha Rao',
        email: 'asha@example.in',
        phone: '+91 98765 43210',
        handled: false,
      }),
    ]);
    const mails = await database.db.select().from(outbox);
    const mail = mails.find((row) => row.to === 'care@shop.example');
    expect(mail?.subject).toBe('Contact form: Order question');
    expect(mail?.text).toContain('When will my order ship?');
  });

  it('accepts a message without a phone', async () => {
    const { phone: _phone, ...rest } = message();
    expect((await save(rest)).statusCode).toBe(200);
  });

  it('names every missing required field and stores nothing', async () => {
    const before = (await database.db.select().from(contactMessages)).length;
    const response = await save({ phone: '98765' });
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'message']));
    expect((await database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('refuses a bad e-mail, markup in the name and a phone with letters', async () => {
    for (const [field, value] of [
      ['email', 'not-an-email'],
      ['name', '<script>alert(1)</script>'],
      ['phone', 'call me'],
    ] as const) {
      const response = await save(message({ [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].field).toBe(field);
    }
  });

  it(`answers 429 after ${contactRateLimit.max} messages from one address`, async () => {
    for (let i = 0; i < contactRateLimit.max; i += 1) {
      expect((await save(message(), '10.9.9.9')).statusCode).toBe(200);
    }
    const refused = await save(message(), '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await save(message(), '10.9.9.10')).statusCode).toBe(200);
  });

  it(`answers 429 after ${contactAccountLimit.max} messages from one signed-in account, whatever the address`, async () => {
    const customer = await createCustomer(api.app, database);
    for (let i = 0; i < contactAccountLimit.max; i += 1) {
      expect((await save(message(), `10.7.0.${i}`, customer.token)).statusCode).toBe(200);
    }
    const before = (await database.db.select().from(contactMessages)).length;
    const refused = await save(message(), '10.7.1.1', customer.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/^Too many messages from your account\. Please wait/);
    expect((await database.db.select().from(contactMessages)).length).toBe(before);
    // A visitor from the same new address is not held back.
    expect((await save(message(), '10.7.1.1')).statusCode).toBe(200);
  });
});
