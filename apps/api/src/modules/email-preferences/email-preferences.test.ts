import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { emailOptOuts, users } from '../../db/schema/index.ts';
import { shopper, startShop, type TestApi } from '../orders/orders.fixtures.ts';
import { EmailPreferences } from './email-preferences.service.ts';

let database: Database;
let api: TestApi;
let preferences: EmailPreferences;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database, { PUBLIC_URL: 'https://shop.example.in' });
  // A second instance on the same database: the key is the shop's, not the process's.
  preferences = new EmailPreferences({ db: database.db, config: api.config, clock: api.clock.now });
});

afterAll(async () => {
  await api.close();
  await database.close();
});

// The routes allow 10 requests per 10 minutes from one address: each test comes from its own.
let lastAddress = 0;
function nextAddress() {
  lastAddress += 1;
  return `10.9.0.${lastAddress}`;
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const oneClickUrlOf = (header: string) => /^<(https:\/\/[^>]+)>$/.exec(header)![1]!;
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

const check = (token: string, remoteAddress = nextAddress()) =>
  api.app.inject({
    method: 'GET',
    url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`,
    remoteAddress,
  });
const postJson = (body: unknown, remoteAddress = nextAddress()) =>
  api.app.inject({ method: 'POST', url: '/api/mail/unsubscribe', payload: body as never, remoteAddress });
/** What Gmail and Yahoo send when the reader presses their Unsubscribe button (RFC 8058). */
const oneClick = (path: string, remoteAddress = nextAddress()) =>
  api.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
    remoteAddress,
  });

const kindsOf = async (userId: string) =>
  (await database.db.select().from(emailOptOuts).where(eq(emailOptOuts.userId, userId))).map(
    (row) => row.kind,
  );

describe('marketing e-mail opt-outs', () => {
  it('makes a link to the shop page and RFC 8058 one-click headers to the API for one customer and kind', async () => {
    const customer = await shopper(database);
    const link = await preferences.unsubscribeLink(customer.id, 'cart_reminder');
    const url = new URL(link.url);
    expect(url.origin + url.pathname).toBe('https://shop.example.in/unsubscribe');
    expect(url.searchParams.get('kind')).toBe('cart_reminder');
    expect(link.headers).toEqual({
      'List-Unsubscribe': `<https://shop.example.in/api/mail/unsubscribe?token=${encodeURIComponent(tokenOf(link.url))}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('opening the link (GET) only says what it would stop; nothing is stopped', async () => {
    const customer = await shopper(database);
    const { url } = await preferences.unsubscribeLink(customer.id, 'review_invite');
    for (let time = 0; time < 2; time += 1) {
      const response = await check(tokenOf(url));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        kind: 'review_invite',
        message: 'Unsubscribe from review invitations?',
      });
    }
    expect(await preferences.optedOut(database.db, customer.id, 'review_invite')).toBe(false);
    expect(await kindsOf(customer.id)).toEqual([]);
  });

  it('POST { token } stops only the kind the link names, and posting again answers the same', async () => {
    const customer = await shopper(database);
    const { url } = await preferences.unsubscribeLink(customer.id, 'cart_reminder');
    for (let time = 0; time < 2; time += 1) {
      const response = await postJson({ token: tokenOf(url) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        kind: 'cart_reminder',
        message: 'You have been unsubscribed. You will get no more cart reminders from us.',
      });
    }
    expect(await preferences.optedOut(database.db, customer.id, 'cart_reminder')).toBe(true);
    expect(await preferences.optedOut(database.db, customer.id, 'review_invite')).toBe(false);
    expect(await kindsOf(customer.id)).toEqual(['cart_reminder']);
  });

  it('a one-click POST to the List-Unsubscribe URL itself (form body, token in the query) stops it too', async () => {
    const customer = await shopper(database);
    const { headers } = await preferences.unsubscribeLink(customer.id, 'review_invite');
    const target = pathOf(oneClickUrlOf(headers['List-Unsubscribe']!));
    for (let time = 0; time < 2; time += 1) {
      const response = await oneClick(target);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, kind: 'review_invite' });
    }
    expect(await kindsOf(customer.id)).toEqual(['review_invite']);

    // RFC 8058 prefers multipart/form-data: accepted as well, its parts unread.
    const other = await shopper(database);
    const boundary = 'x-boundary';
    const multipart = await api.app.inject({
      method: 'POST',
      url: pathOf(
        oneClickUrlOf(
          (await preferences.unsubscribeLink(other.id, 'cart_reminder')).headers['List-Unsubscribe']!,
        ),
      ),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      remoteAddress: nextAddress(),
    });
    expect(multipart.statusCode).toBe(200);
    expect(await kindsOf(other.id)).toEqual(['cart_reminder']);
  });

  it('refuses a forged or altered token on GET and both POSTs, and stops nothing', async () => {
    const victim = await shopper(database);
    const other = await shopper(database);
    const token = tokenOf((await preferences.unsubscribeLink(other.id, 'review_invite')).url);
    const [kind, , signature] = token.split('.');
    const forged = [
      `${kind}.${victim.id}.${signature}`, // another customer's id under this signature
      `cart_reminder.${other.id}.${signature}`, // another kind
      `review_invite.${victim.id}.${'A'.repeat(43)}`,
      `newsletter.${victim.id}.${signature}`,
      'not-a-token',
    ];
    for (const bad of forged) {
      const address = nextAddress();
      const answers = [
        await check(bad, address),
        await postJson({ token: bad }, address),
        await oneClick(`/api/mail/unsubscribe?token=${encodeURIComponent(bad)}`, address),
      ];
      for (const response of answers) {
        expect(response.statusCode, bad).toBe(404);
        expect(response.json()).toMatchObject({
          code: 'UNSUBSCRIBE_TOKEN_INVALID',
          message: 'This unsubscribe link is not valid',
        });
      }
    }
    expect(await kindsOf(victim.id)).toEqual([]);
    expect(await kindsOf(other.id)).toEqual([]);
  });

  it('answers 400 naming the token when there is none, or the field a one-click form got wrong', async () => {
    for (const response of [
      await api.app.inject({
        method: 'GET',
        url: '/api/mail/unsubscribe?token=',
        remoteAddress: nextAddress(),
      }),
      await postJson({}),
      await oneClick('/api/mail/unsubscribe'),
      await postJson({ token: 42 }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().details.map((detail: { field: string }) => detail.field)).toEqual(['token']);
    }
    const customer = await shopper(database);
    const { url } = await preferences.unsubscribeLink(customer.id, 'cart_reminder');
    const wrong = await postJson({ token: tokenOf(url), 'List-Unsubscribe': 'Two-Clicks' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].field).toBe('List-Unsubscribe');
    expect(await kindsOf(customer.id)).toEqual([]);
  });

  it('is fine for a deleted account, and limits one address to 10 requests per 10 minutes', async () => {
    const gone = await shopper(database);
    const { url } = await preferences.unsubscribeLink(gone.id, 'cart_reminder');
    await database.db.delete(users).where(eq(users.id, gone.id));
    expect((await postJson({ token: tokenOf(url) })).statusCode).toBe(200);

    const address = nextAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await postJson({ token: tokenOf(url) }, address)).statusCode).toBe(200);
    }
    const refused = await postJson({ token: tokenOf(url) }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
