import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { emailOptOuts, users } from '../../db/schema/index.ts';
import { call, shopper, startShop, type TestApi } from '../orders/orders.fixtures.ts';
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

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const unsubscribe = (token: string) =>
  call(api.app, 'GET', `/mail/unsubscribe?token=${encodeURIComponent(token)}`);

describe('marketing e-mail opt-outs', () => {
  it('makes a link to the shop page and a List-Unsubscribe header for one customer and kind', async () => {
    const customer = await shopper(database);
    const link = await preferences.unsubscribeLink(customer.id, 'cart_reminder');
    const url = new URL(link.url);
    expect(url.origin + url.pathname).toBe('https://shop.example.in/unsubscribe');
    expect(url.searchParams.get('kind')).toBe('cart_reminder');
    expect(link.headers).toEqual({ 'List-Unsubscribe': `<${link.url}>` });
  });

  it('stops only the kind the link names, and opening it again answers the same', async () => {
    const customer = await shopper(database);
    const { url } = await preferences.unsubscribeLink(customer.id, 'cart_reminder');
    expect(await preferences.optedOut(database.db, customer.id, 'cart_reminder')).toBe(false);
    for (let time = 0; time < 2; time += 1) {
      const response = await unsubscribe(tokenOf(url));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        kind: 'cart_reminder',
        message: 'You have been unsubscribed. You will get no more cart reminders from us.',
      });
    }
    expect(await preferences.optedOut(database.db, customer.id, 'cart_reminder')).toBe(true);
    expect(await preferences.optedOut(database.db, customer.id, 'review_invite')).toBe(false);
    const rows = await database.db.select().from(emailOptOuts).where(eq(emailOptOuts.userId, customer.id));
    expect(rows.map((row) => row.kind)).toEqual(['cart_reminder']);
  });

  it('refuses a forged or altered token and stops nothing', async () => {
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
      const response = await unsubscribe(bad);
      expect(response.statusCode, bad).toBe(404);
      expect(response.json()).toMatchObject({ code: 'UNSUBSCRIBE_TOKEN_INVALID' });
    }
    expect(await database.db.select().from(emailOptOuts).where(eq(emailOptOuts.userId, victim.id))).toEqual(
      [],
    );
  });

  it('answers 400 naming the token when there is none, and is fine for a deleted account', async () => {
    const response = await call(api.app, 'GET', '/mail/unsubscribe?token=');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().details)).toContain('token');
    const gone = await shopper(database);
    const { url } = await preferences.unsubscribeLink(gone.id, 'cart_reminder');
    await database.db.delete(users).where(eq(users.id, gone.id));
    expect((await unsubscribe(tokenOf(url))).statusCode).toBe(200);
  });
});
