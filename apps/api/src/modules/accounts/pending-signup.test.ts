import { accountRules, authMessages } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { lastCode, login, mailsTo, post, signupInput, startApi, type TestApi } from './accounts.fixtures.ts';
import { defaultAuthLimits } from './accounts.limits.ts';

// An unverified account must not become a way to mail a stranger: its codes stay within the code
// limits however it is asked for, and a sign-up nobody verified lapses after a week.

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

const codeMails = async (email: string) =>
  (await mailsTo(database, email)).filter((mail) => /verification code/.test(mail.subject));

describe('logging in to an unverified account', () => {
  it(`mails no more codes than the per-address code limit (${defaultAuthLimits.otpSendPerAccount.max} an hour), however often it is tried`, async () => {
    const input = signupInput();
    expect((await post(api.app, '/auth/generate-signup-otp', input)).statusCode).toBe(200);
    const messages: string[] = [];
    // One login a minute (each past the resend cooldown), as many as the login limit lets through.
    for (let i = 0; i < defaultAuthLimits.loginPerAccount.max; i += 1) {
      api.clock.advance(accountRules.otpResendCooldownSeconds * 1000 + 1000);
      const response = await login(api.app, input.email, input.password);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('EMAIL_NOT_VERIFIED');
      messages.push(response.json().message);
    }
    const max = defaultAuthLimits.otpSendPerAccount.max;
    expect(await codeMails(input.email)).toHaveLength(max);
    // The sign-up sent the first code, the first logins the rest; then the answer stops promising one.
    expect(messages.slice(0, max - 1)).toEqual(new Array(max - 1).fill(authMessages.emailNotVerified));
    expect(messages.slice(max - 1)).toEqual(
      new Array(messages.length - max + 1).fill(authMessages.emailNotVerifiedNoCode),
    );
    // A resend counts against the same limit.
    const resend = await post(api.app, '/auth/resend-signup-otp', { email: input.email });
    expect(resend.statusCode).toBe(429);
    expect(await codeMails(input.email)).toHaveLength(max);
    // The newest code still verifies.
    const otp = await lastCode(database, input.email);
    expect((await post(api.app, '/auth/verify-signup-otp', { email: input.email, otp })).statusCode).toBe(
      200,
    );
  });
});

describe(`a sign-up not verified within ${accountRules.pendingSignupDays} days`, () => {
  it('is as if it never was: login and resend send nothing, and the address signs up afresh', async () => {
    const first = signupInput();
    const started = await post(api.app, '/auth/generate-signup-otp', first);
    expect(started.statusCode).toBe(200);
    api.clock.advance(accountRules.pendingSignupDays * 86_400_000 - 60_000);
    // A day before: still pending, and a login still mails a code.
    expect((await login(api.app, first.email, first.password)).json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(await codeMails(first.email)).toHaveLength(2);

    api.clock.advance(60_000);
    const late = await login(api.app, first.email, first.password);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    const resend = await post(api.app, '/auth/resend-signup-otp', { email: first.email });
    expect(resend.json()).toMatchObject({ success: true, message: authMessages.signupCodeResent });
    expect(await codeMails(first.email)).toHaveLength(2);

    // Someone else (the mailbox's owner, at last) signs up with the address: a new account, with their details.
    const second = { ...signupInput(), email: first.email, firstName: 'Meera', password: 'tulsi-tea-2026' };
    const again = await post(api.app, '/auth/generate-signup-otp', second);
    expect(again.statusCode).toBe(200);
    expect(again.json().user._id).not.toBe(started.json().user._id);
    expect(Date.parse(again.json().user.createdAt)).toBeGreaterThan(
      Date.parse(started.json().user.createdAt) + (accountRules.pendingSignupDays - 1) * 86_400_000,
    );
    const rows = await database.db.select().from(users).where(eq(users.email, first.email));
    expect(rows.map((row) => [row.id, row.firstName])).toEqual([[again.json().user._id, 'Meera']]);
    // The old attempt's password no longer reaches anything, not even a code.
    expect((await login(api.app, first.email, first.password)).statusCode).toBe(401);

    const otp = await lastCode(database, first.email);
    const verified = await post(api.app, '/auth/verify-signup-otp', { email: first.email, otp });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ firstName: 'Meera', userName: second.userName });
    expect((await login(api.app, first.email, second.password)).statusCode).toBe(200);
  });
});
