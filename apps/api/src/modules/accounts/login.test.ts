import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import {
  createCustomer,
  get,
  lastCode,
  login,
  mailsTo,
  post,
  sessionCookie,
  signupInput,
  startApi,
  type TestApi,
} from './accounts.fixtures.ts';
import { sha256 } from './secrets.ts';

let database: Database;
let api: TestApi;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApi(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

describe('POST /auth/login', () => {
  it('answers the token and user and sets a 30-day httpOnly SameSite=Lax cookie', async () => {
    const customer = await createCustomer(api.app, database);
    const response = await login(api.app, customer.email.toUpperCase(), customer.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Login successful!', token: expect.any(String) });
    expect(body.user).toMatchObject({ _id: customer.user._id, email: customer.email, emailVerified: true });
    const cookie = sessionCookie(response)!;
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    const days = (new Date(cookie.expires!).getTime() - api.clock.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    // Only the hash is stored.
    const stored = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(body.token)));
    expect(stored).toHaveLength(1);
    const raw = await database.db.select().from(sessions).where(eq(sessions.tokenHash, body.token));
    expect(raw).toHaveLength(0);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const customer = await createCustomer(api.app, database);
    const wrongPassword = await login(api.app, customer.email, 'not-the-password');
    const unknown = await login(api.app, 'nobody.here@example.in', customer.password);
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
      expect(sessionCookie(response)).toBeUndefined();
    }
  });

  it('tells an unverified account so and e-mails a fresh code', async () => {
    const input = signupInput();
    await post(api.app, '/auth/generate-signup-otp', input);
    api.clock.advance(61_000);
    const response = await login(api.app, input.email, input.password);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(response.json().message).toMatch(/verify your email/i);
    expect(await mailsTo(database, input.email)).toHaveLength(2);
    const otp = await lastCode(database, input.email);
    expect((await post(api.app, '/auth/verify-signup-otp', { email: input.email, otp })).statusCode).toBe(
      200,
    );
    expect((await login(api.app, input.email, input.password)).statusCode).toBe(200);
  });

  it('does not tell an unverified account anything without the right password', async () => {
    const input = signupInput();
    await post(api.app, '/auth/generate-signup-otp', input);
    const response = await login(api.app, input.email, 'wrong-password');
    expect(response.statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('GET /auth/me answers 401 without a session, or with a made-up one', async () => {
    expect((await get(api.app, '/auth/me')).json()).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
    });
    expect((await get(api.app, '/auth/me', 'x'.repeat(43))).statusCode).toBe(401);
  });

  it('POST /auth/logout ends the session on the server and clears the cookie', async () => {
    const customer = await createCustomer(api.app, database);
    const other = (await login(api.app, customer.email, customer.password)).json().token;
    const response = await post(api.app, '/auth/logout', undefined, customer.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Logged out successfully' });
    const cleared = sessionCookie(response)!;
    expect(cleared.value).toBe('');
    expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());

    expect((await get(api.app, '/auth/me', customer.token)).statusCode).toBe(401);
    // Only that session ended.
    expect((await get(api.app, '/auth/me', other)).statusCode).toBe(200);
    // Logging out again is harmless.
    expect((await post(api.app, '/auth/logout', undefined, customer.token)).statusCode).toBe(200);
  });

  it('refuses an expired session (30 days)', async () => {
    const customer = await createCustomer(api.app, database);
    api.clock.advance(29 * 86_400_000);
    expect((await get(api.app, '/auth/me', customer.token)).statusCode).toBe(200);
    api.clock.advance(2 * 86_400_000);
    expect((await get(api.app, '/auth/me', customer.token)).statusCode).toBe(401);
  });

  it('updates last seen at most once a minute', async () => {
    const customer = await createCustomer(api.app, database);
    const lastSeen = async () =>
      (
        await database.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, sha256(customer.token)))
      )[0]!.lastSeenAt;
    const first = await lastSeen();
    api.clock.advance(30_000);
    await get(api.app, '/auth/me', customer.token);
    expect(await lastSeen()).toEqual(first);
    api.clock.advance(31_000);
    await get(api.app, '/auth/me', customer.token);
    expect((await lastSeen()).getTime()).toBeGreaterThan(first.getTime());
  });

  it('marks the cookie Secure in production', async () => {
    const customer = await createCustomer(api.app, database);
    const production = await startApi(database, { NODE_ENV: 'production' });
    try {
      const response = await login(production.app, customer.email, customer.password);
      expect(sessionCookie(response)?.secure).toBe(true);
    } finally {
      await production.close();
    }
  });
});
