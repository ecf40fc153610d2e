import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { newsletterSubscribers, outbox } from '../../db/schema/index.ts';
import { startApi, type TestApi } from '../accounts/accounts.fixtures.ts';
import { newsletterRateLimit } from './index.ts';

let database: Database;
let api: TestApi;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApi(database, { RATE_LIMIT_MAX: '1000000', PUBLIC_URL: 'https://shop.example' });
});

afterAll(async () => {
  await api.close();
  await database.close();
});

let ip = 0;
function subscribe(email: unknown, remoteAddress = `10.3.0.${++ip}`) {
  return api.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email } as never,
    remoteAddress,
  });
}
const unsubscribe = (token: string) =>
  api.app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}` });

async function mailsTo(email: string) {
  return database.db.select().from(outbox).where(eq(outbox.to, email));
}

describe('the newsletter', () => {
  it('subscribes once, mails an unsubscribe link, and a second subscribe is no error and no second mail', async () => {
    const first = await subscribe('Priya@Example.in');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true });
    const again = await subscribe('priya@example.in');
    expect(again.statusCode).toBe(200);

    const rows = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'priya@example.in'));
    expect(rows).toHaveLength(1);
    const mails = await mailsTo('priya@example.in');
    expect(mails).toHaveLength(1);
    const link = /https:\/\/shop\.example\/unsubscribe\?token=([\w-]+)/.exec(mails[0]!.text)!;
    expect(link[1]).toBe(rows[0]!.token);
  });

  it('ends a subscription by its token, twice is fine, and a new subscribe starts it again', async () => {
    await subscribe('dev@example.in');
    const [row] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'dev@example.in'));
    const response = await unsubscribe(row!.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/unsubscribed/);
    expect((await unsubscribe(row!.token)).statusCode).toBe(200);
    const [ended] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, row!.id));
    expect(ended!.unsubscribedAt).not.toBeNull();

    await subscribe('dev@example.in');
    const [back] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, row!.id));
    expect(back!.unsubscribedAt).toBeNull();
    expect(back!.token).not.toBe(row!.token);
    expect(await mailsTo('dev@example.in')).toHaveLength(2);
  });

  it('answers 404 for an unknown token and 400 without one', async () => {
    expect((await unsubscribe('not-a-token')).statusCode).toBe(404);
    const missing = await api.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('token');
  });

  it('refuses a bad e-mail with a 400 naming it', async () => {
    for (const email of ['', 'nobody', 'a@b', '<x>@example.in']) {
      const response = await subscribe(email);
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].field).toBe('email');
    }
  });

  it(`answers 429 after ${newsletterRateLimit.max} requests from one address`, async () => {
    for (let i = 0; i < newsletterRateLimit.max; i += 1) {
      expect((await subscribe(`many${i}@example.in`, '10.4.4.4')).statusCode).toBe(200);
    }
    expect((await subscribe('one-more@example.in', '10.4.4.4')).statusCode).toBe(429);
  });
});
