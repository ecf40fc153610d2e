import { newsletterRules } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createSignedInUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { newsletterSubscribers, outbox } from '../../db/schema/index.ts';
import { startApi, type TestApi } from '../accounts/accounts.fixtures.ts';
import { newsletterAccountLimit, newsletterEmailLimit, newsletterRateLimit } from './index.ts';

let database: Database;
let api: TestApi;
let owner: { token: string };

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApi(database, { RATE_LIMIT_MAX: '1000000', PUBLIC_URL: 'https://shop.example' });
  owner = await createSignedInUser(database, { role: 'admin' });
});

afterAll(async () => {
  await api.close();
  await database.close();
});

let ip = 0;
/** Each request from its own address, so the per-address limits only trip where a test means them to. */
const nextAddress = () => `10.3.${Math.floor(++ip / 250)}.${ip % 250}`;
function subscribe(email: unknown, remoteAddress = nextAddress(), token?: string) {
  return api.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email } as never,
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}
const confirm = (token: unknown) =>
  api.app.inject({
    method: 'POST',
    url: '/api/newsletter/confirm',
    payload: { token } as never,
    remoteAddress: nextAddress(),
  });
const openUnsubscribeLink = (token: string) =>
  api.app.inject({
    method: 'GET',
    url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    remoteAddress: nextAddress(),
  });
const unsubscribe = (token: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/newsletter/unsubscribe',
    payload: { token } as never,
    remoteAddress: nextAddress(),
  });
const admin = (url: string) =>
  api.app.inject({
    method: 'GET',
    url: `/api/admin${url}`,
    headers: { authorization: `Bearer ${owner.token}` },
  });

async function mailsTo(email: string) {
  return database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.createdAt, outbox.id);
}
async function rowOf(email: string) {
  const [row] = await database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row!;
}
/** The token of the newest confirmation link e-mailed to an address. */
async function confirmToken(email: string): Promise<string> {
  const mails = (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Confirm your subscription'));
  const link = /https:\/\/shop\.example\/newsletter\/confirm\?token=([\w-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!link) throw new Error(`no confirmation link was e-mailed to ${email}`);
  return link[1]!;
}
const exported = async () => (await admin('/newsletter/export.csv')).body;

const minute = 60_000;
const day = 24 * 60 * minute;

describe('signing up (double opt-in)', () => {
  it('stores a pending address and e-mails a confirmation link, not a welcome; it is neither counted nor exported', async () => {
    const before = (await admin('/newsletter')).json();
    const response = await subscribe('Priya@Example.in');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Thank you for subscribing! Please check your inbox to confirm your subscription.',
    });

    const mails = await mailsTo('priya@example.in');
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Confirm your subscription to /),
    ]);
    expect(mails[0]!.text).toMatch(/within 7 days/);
    expect(mails[0]!.text).not.toMatch(/unsubscribe\?token=/);
    // Only the hash of the link's token is stored.
    const token = await confirmToken('priya@example.in');
    const row = await rowOf('priya@example.in');
    expect(row).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
    expect(row.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);

    const after = (await admin('/newsletter')).json();
    expect(after.subscribed).toBe(before.subscribed);
    expect(after.pending).toBe(before.pending + 1);
    expect(await exported()).not.toContain('priya@example.in');
  });

  it('confirms by the link, then welcomes with the unsubscribe link; counted and exported from then on', async () => {
    await subscribe('dev@example.in');
    const before = (await admin('/newsletter')).json().subscribed;
    const response = await confirm(await confirmToken('dev@example.in'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your subscription is confirmed. Thank you for joining us!',
    });

    const mails = await mailsTo('dev@example.in');
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Confirm your subscription/),
      expect.stringMatching(/^You are subscribed to /),
    ]);
    const row = await rowOf('dev@example.in');
    expect(mails[1]!.text).toContain(`https://shop.example/unsubscribe?token=${row.token}`);
    expect((await admin('/newsletter')).json().subscribed).toBe(before + 1);
    expect(await exported()).toContain('dev@example.in');

    // Opening the link again is fine and sends nothing more.
    const again = await confirm(await confirmToken('dev@example.in'));
    expect(again.statusCode).toBe(200);
    expect(await mailsTo('dev@example.in')).toHaveLength(2);
  });

  it('sends nothing new for an address that is already subscribed, with the same answer', async () => {
    await subscribe('asha@example.in');
    await confirm(await confirmToken('asha@example.in'));
    const before = await mailsTo('asha@example.in');
    api.clock.advance(newsletterRules.confirmIntervalMinutes * minute + 1);
    const again = await subscribe('ASHA@example.in');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual((await subscribe('someone-new@example.in')).json());
    expect(await mailsTo('asha@example.in')).toHaveLength(before.length);
    expect((await rowOf('asha@example.in')).confirmedAt).not.toBeNull();
  });

  it('sends a pending address one confirmation per interval, however often it is typed in', async () => {
    for (let i = 0; i < 3; i += 1) expect((await subscribe('ravi@example.in')).statusCode).toBe(200);
    expect(await mailsTo('ravi@example.in')).toHaveLength(1);
    const first = await confirmToken('ravi@example.in');

    api.clock.advance(newsletterRules.confirmIntervalMinutes * minute - 1000);
    await subscribe('ravi@example.in');
    expect(await mailsTo('ravi@example.in')).toHaveLength(1);

    api.clock.advance(2000);
    await subscribe('ravi@example.in');
    expect(await mailsTo('ravi@example.in')).toHaveLength(2);
    // The new link replaces the old one.
    const replaced = await confirm(first);
    expect(replaced.statusCode).toBe(404);
    expect((await confirm(await confirmToken('ravi@example.in'))).statusCode).toBe(200);
  });

  it(`counts sign-ups per typed address: the ${newsletterEmailLimit.max + 1}th in a day is refused, whatever the sender's address`, async () => {
    for (let i = 0; i < newsletterEmailLimit.max; i += 1) {
      expect((await subscribe('target@example.in')).statusCode).toBe(200);
      api.clock.advance(newsletterRules.confirmIntervalMinutes * minute + 1);
    }
    expect(await mailsTo('target@example.in')).toHaveLength(newsletterEmailLimit.max);
    const refused = await subscribe('Target@Example.in');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/^Too many sign-ups for this email\. Please wait \d+ hours/);
    expect(await mailsTo('target@example.in')).toHaveLength(newsletterEmailLimit.max);
  });

  it('makes one row and one e-mail of two sign-ups of a new address at once', async () => {
    const responses = await Promise.all([subscribe('twice@example.in'), subscribe('twice@example.in')]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(
      await database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, 'twice@example.in')),
    ).toHaveLength(1);
    expect(await mailsTo('twice@example.in')).toHaveLength(1);
  });
});

describe('the confirmation link', () => {
  it(`expires after ${newsletterRules.confirmDays} days with a clear error; a new sign-up sends a new one`, async () => {
    await subscribe('late@example.in');
    const token = await confirmToken('late@example.in');
    api.clock.advance(newsletterRules.confirmDays * day);
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      statusCode: 400,
      code: 'CONFIRM_TOKEN_EXPIRED',
      message: 'This confirmation link has expired. Please subscribe again.',
    });
    expect((await rowOf('late@example.in')).confirmedAt).toBeNull();

    await subscribe('late@example.in');
    expect((await confirm(await confirmToken('late@example.in'))).statusCode).toBe(200);
  });

  it('answers 404 for an unknown token and 400 without one', async () => {
    const unknown = await confirm('not-a-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'CONFIRM_TOKEN_UNKNOWN',
      message: 'This confirmation link is not valid. Please subscribe again.',
    });
    const missing = await api.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('token');
  });
});

describe('unsubscribing', () => {
  it('ends a subscription by its token, twice is fine; signing up again needs a new confirmation', async () => {
    await subscribe('meera@example.in');
    await confirm(await confirmToken('meera@example.in'));
    const row = await rowOf('meera@example.in');
    // Opening the link (as a mail scanner does) only asks; the Confirm button's POST ends it.
    const opened = await openUnsubscribeLink(row.token);
    expect(opened.json()).toMatchObject({ message: 'Press Confirm to stop the newsletter at this address.' });
    expect((await rowOf('meera@example.in')).unsubscribedAt).toBeNull();
    expect(await exported()).toContain('meera@example.in');
    const response = await unsubscribe(row.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/unsubscribed/);
    expect((await unsubscribe(row.token)).statusCode).toBe(200);
    expect((await rowOf('meera@example.in')).unsubscribedAt).not.toBeNull();
    expect(await exported()).not.toContain('meera@example.in');

    api.clock.advance(newsletterRules.confirmIntervalMinutes * minute + 1);
    await subscribe('meera@example.in');
    const back = await rowOf('meera@example.in');
    expect(back).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
    expect(back.token).not.toBe(row.token);
    expect(await exported()).not.toContain('meera@example.in');
    expect((await mailsTo('meera@example.in')).at(-1)!.subject).toMatch(/^Confirm your subscription/);
    expect((await confirm(await confirmToken('meera@example.in'))).statusCode).toBe(200);
    expect(await exported()).toContain('meera@example.in');
  });

  it('answers 404 for an unknown token and 400 without one', async () => {
    expect((await openUnsubscribeLink('not-a-token')).statusCode).toBe(404);
    expect((await unsubscribe('not-a-token')).statusCode).toBe(404);
    const missing = await api.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('token');
    const empty = await api.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].field).toBe('token');
  });
});

describe('limits and bad input', () => {
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

  it(`answers 429 after ${newsletterAccountLimit.max} sign-ups from one signed-in account, whatever the address`, async () => {
    const customer = await createSignedInUser(database);
    for (let i = 0; i < newsletterAccountLimit.max; i += 1) {
      expect((await subscribe(`mine${i}@example.in`, `10.6.0.${i}`, customer.token)).statusCode).toBe(200);
    }
    const refused = await subscribe('mine-more@example.in', '10.6.1.1', customer.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many sign-ups from your account\. Please wait/);
    expect(await mailsTo('mine-more@example.in')).toHaveLength(0);
    expect((await subscribe('visitor@example.in', '10.6.1.1')).statusCode).toBe(200);
  });
});
