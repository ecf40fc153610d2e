import { authMessages } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import {
  countUsers,
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

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /auth/generate-signup-otp', () => {
  it('names every missing field in the spec text and creates nothing', async () => {
    const before = await countUsers(database);
    const response = await post(api.app, '/auth/generate-signup-otp', {
      firstName: 'Asha',
      email: ' ',
      phone: '',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('MISSING_FIELDS');
    expect(body.message).toBe(
      'Please fill in all required fields: Last name, Username, Email, Phone, Password',
    );
    expect(body.details.map((detail: { field: string }) => detail.field)).toEqual([
      'lastName',
      'userName',
      'email',
      'phone',
      'password',
    ]);
    expect(await countUsers(database)).toBe(before);
  });

  it.each([
    ['phone', '12345'],
    ['phone', '5876543210'],
    ['email', 'asha@'],
    ['password', 'short7!'],
    ['userName', 'no spaces'],
  ])('refuses a bad %s (%s) without creating an account', async (field, value) => {
    const before = await countUsers(database);
    const response = await post(api.app, '/auth/generate-signup-otp', signupInput({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().details[0].field).toBe(field);
    expect(await countUsers(database)).toBe(before);
  });

  it('creates an unverified account, e-mails a 6-digit code and answers a sign-up-only token', async () => {
    const input = signupInput({ email: 'Meera.Iyer@Example.IN', phone: '+91 91234 56789' });
    const response = await post(api.app, '/auth/generate-signup-otp', input);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, token: expect.any(String) });
    expect(body.user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      firstName: 'Asha',
      lastName: 'Rao',
      userName: input.userName,
      email: 'meera.iyer@example.in',
      phone: '9123456789',
      role: 'customer',
      emailVerified: false,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toContain('password');
    expect(sessionCookie(response)).toBeUndefined();

    const [mail] = await mailsTo(database, 'meera.iyer@example.in');
    expect(mail?.subject).toContain('verification code');
    const code = await lastCode(database, 'meera.iyer@example.in');
    expect(mail?.html).toContain(code);

    // The sign-up token identifies nobody anywhere else.
    expect((await get(api.app, '/auth/me', body.token)).statusCode).toBe(401);
    const profile = await api.app.inject({
      method: 'PUT',
      url: '/api/auth/updateProfile',
      headers: { authorization: `Bearer ${body.token}` },
      payload: { firstName: 'X', lastName: 'Y', userName: 'someone', phone: '9876543210' },
    });
    expect(profile.statusCode).toBe(401);
  });

  it('refuses an e-mail or a username (any case) that a verified account holds', async () => {
    const input = signupInput();
    await post(api.app, '/auth/generate-signup-otp', input);
    const otp = await lastCode(database, input.email);
    expect((await post(api.app, '/auth/verify-signup-otp', { email: input.email, otp })).statusCode).toBe(
      200,
    );

    const sameEmail = await post(
      api.app,
      '/auth/generate-signup-otp',
      signupInput({ email: input.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
    });

    const sameName = await post(
      api.app,
      '/auth/generate-signup-otp',
      signupInput({ userName: input.userName.toUpperCase() }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ code: 'USERNAME_TAKEN', message: 'This username is taken' });
  });

  it('lets a person retry an unfinished sign-up: each code verifies the attempt it was sent for', async () => {
    const first = signupInput();
    const one = await post(api.app, '/auth/generate-signup-otp', first);
    const retry = {
      ...first,
      firstName: 'Asha Devi',
      userName: `${first.userName}x`,
      password: 'new-pass-2024',
    };
    const two = await post(api.app, '/auth/generate-signup-otp', retry);
    expect(two.statusCode).toBe(200);
    expect(two.json().user._id).toBe(one.json().user._id);
    expect(two.json().user).toMatchObject({ firstName: 'Asha Devi', userName: retry.userName });
    const newCode = await lastCode(database, first.email);

    const ok = await post(api.app, '/auth/verify-signup-otp', { email: first.email, otp: newCode });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ firstName: 'Asha Devi', userName: retry.userName });
    expect((await login(api.app, first.email, retry.password)).statusCode).toBe(200);
    expect((await login(api.app, first.email, first.password)).statusCode).toBe(401);
  });

  it('cannot be taken over: a second sign-up with another password does not change what the first code verifies', async () => {
    const owner = signupInput();
    const started = await post(api.app, '/auth/generate-signup-otp', owner);
    const ownersCode = await lastCode(database, owner.email);
    const attacker = {
      ...owner,
      firstName: 'Mallory',
      userName: `${owner.userName}m`,
      password: 'attacker-pass-1',
    };
    expect((await post(api.app, '/auth/generate-signup-otp', attacker)).statusCode).toBe(200);
    const attackersCode = await lastCode(database, owner.email);

    // With the owner's sign-up token (what the sign-up page keeps), the attacker's code is just wrong.
    if (attackersCode !== ownersCode) {
      const wrong = await post(
        api.app,
        '/auth/verify-signup-otp',
        { email: owner.email, otp: attackersCode },
        started.json().token,
      );
      expect(wrong.json().code).toBe('INVALID_OTP');
    }
    const verified = await post(api.app, '/auth/verify-signup-otp', { email: owner.email, otp: ownersCode });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ firstName: owner.firstName, userName: owner.userName });
    expect((await login(api.app, owner.email, owner.password)).statusCode).toBe(200);
    expect((await login(api.app, owner.email, attacker.password)).statusCode).toBe(401);
  });

  it('keeps the sign-up token in an httpOnly cookie, which binds the code to this attempt', async () => {
    const owner = signupInput();
    const started = await post(api.app, '/auth/generate-signup-otp', owner);
    const cookie = started.cookies.find((item) => item.name === 'shop_signup');
    expect(cookie).toMatchObject({ value: started.json().token, httpOnly: true, sameSite: 'Lax', path: '/' });
    const ownersCode = await lastCode(database, owner.email);
    await post(api.app, '/auth/generate-signup-otp', { ...owner, password: 'attacker-pass-1' });
    const attackersCode = await lastCode(database, owner.email);
    const verify = (otp: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/auth/verify-signup-otp',
        payload: { email: owner.email, otp },
        cookies: { shop_signup: cookie!.value },
        headers: { origin: 'http://localhost:80' },
      });
    if (attackersCode !== ownersCode) expect((await verify(attackersCode)).json().code).toBe('INVALID_OTP');
    const verified = await verify(ownersCode);
    expect(verified.statusCode).toBe(200);
    expect(verified.cookies.find((item) => item.name === 'shop_signup')?.value).toBe('');
    expect((await login(api.app, owner.email, owner.password)).statusCode).toBe(200);
  });

  it('keeps a username for a fresh pending sign-up, and frees it once that sign-up is abandoned', async () => {
    const pending = signupInput();
    await post(api.app, '/auth/generate-signup-otp', pending);
    const rival = signupInput({ userName: pending.userName });
    expect((await post(api.app, '/auth/generate-signup-otp', rival)).statusCode).toBe(409);

    api.clock.advance(11 * 60_000);
    const later = await post(api.app, '/auth/generate-signup-otp', rival);
    expect(later.statusCode).toBe(200);
    const [gone] = await database.db.select().from(users).where(eq(users.email, pending.email));
    expect(gone).toBeUndefined();
  });
});

describe('POST /auth/verify-signup-otp', () => {
  it('verifies, signs in with a cookie and a token, and sends the welcome e-mail', async () => {
    const input = signupInput();
    await post(api.app, '/auth/generate-signup-otp', input);
    const otp = await lastCode(database, input.email);

    const wrong = await post(api.app, '/auth/verify-signup-otp', { email: input.email, otp: wrongCode(otp) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_OTP', message: 'Invalid OTP' });

    const response = await post(api.app, '/auth/verify-signup-otp', {
      email: input.email.toUpperCase(),
      otp,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'OTP verified successfully',
      token: expect.any(String),
    });
    expect(body.user.emailVerified).toBe(true);
    const cookie = sessionCookie(response);
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const me = await get(api.app, '/auth/me', body.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: body.user, cartCount: 0 });
    const byCookie = await api.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { shop_session: body.token },
    });
    expect(byCookie.json().user._id).toBe(body.user._id);

    const subjects = (await mailsTo(database, input.email)).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.startsWith('Welcome'))).toBe(true);

    // Reused: the account is verified now, and the code is spent.
    const again = await post(api.app, '/auth/verify-signup-otp', { email: input.email, otp });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('ALREADY_VERIFIED');
  });

  it('refuses an expired code (10 minutes, by the injected clock)', async () => {
    const input = signupInput();
    await post(api.app, '/auth/generate-signup-otp', input);
    const otp = await lastCode(database, input.email);
    api.clock.advance(10 * 60_000 + 1000);
    const response = await post(api.app, '/auth/verify-signup-otp', { email: input.email, otp });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'OTP_EXPIRED',
      message: 'OTP has expired. Request a new one.',
    });
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const input = signupInput();
    await post(api.app, '/auth/generate-signup-otp', input);
    const otp = await lastCode(database, input.email);
    const codes: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post(api.app, '/auth/verify-signup-otp', {
        email: input.email,
        otp: wrongCode(otp),
      });
      codes.push(response.json().code);
    }
    expect(codes).toEqual(['INVALID_OTP', 'INVALID_OTP', 'INVALID_OTP', 'INVALID_OTP', 'OTP_LOCKED']);
    const right = await post(api.app, '/auth/verify-signup-otp', { email: input.email, otp });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({
      code: 'OTP_LOCKED',
      message: 'Too many wrong attempts. Request a new OTP.',
    });
  });

  it('answers Invalid OTP for an e-mail with no sign-up', async () => {
    const response = await post(api.app, '/auth/verify-signup-otp', {
      email: 'nobody@example.in',
      otp: '123456',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid OTP');
  });
});

describe('POST /auth/resend-signup-otp', () => {
  it('waits 60 seconds between codes (answering the same meanwhile), then sends one that replaces the old', async () => {
    const input = signupInput();
    await post(api.app, '/auth/generate-signup-otp', input);
    const first = await lastCode(database, input.email);
    api.clock.advance(20_000);

    const early = await post(api.app, '/auth/resend-signup-otp', { email: input.email });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual({ success: true, message: authMessages.signupCodeResent });
    expect(await mailsTo(database, input.email)).toHaveLength(1);

    api.clock.advance(40_000);
    const resent = await post(api.app, '/auth/resend-signup-otp', { email: input.email });
    expect(resent.statusCode).toBe(200);
    expect(await mailsTo(database, input.email)).toHaveLength(2);
    const second = await lastCode(database, input.email);
    if (second !== first) {
      const old = await post(api.app, '/auth/verify-signup-otp', { email: input.email, otp: first });
      expect(old.json().code).toBe('INVALID_OTP');
    }
    expect(
      (await post(api.app, '/auth/verify-signup-otp', { email: input.email, otp: second })).statusCode,
    ).toBe(200);
  });

  it('answers the same for an unknown, a pending and a verified e-mail; the mailbox owner is told what to do', async () => {
    const pending = signupInput();
    await post(api.app, '/auth/generate-signup-otp', pending);
    const verified = await createCustomer(api.app, database);
    api.clock.advance(61_000);

    const answers = await Promise.all(
      ['ghost.person@example.in', pending.email, verified.email].map((email) =>
        post(api.app, '/auth/resend-signup-otp', { email }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: authMessages.signupCodeResent });
    }
    expect(await mailsTo(database, 'ghost.person@example.in')).toHaveLength(0);
    const pendingMails = await mailsTo(database, pending.email);
    expect(pendingMails.at(-1)?.subject).toContain('verification code');
    const verifiedMails = await mailsTo(database, verified.email);
    expect(verifiedMails.at(-1)?.subject).toContain('already have an account');
    expect(verifiedMails.at(-1)?.text).toContain('Forgot password');
  });
});

describe('at the same time', () => {
  it('never allows more than 5 tries of one code, even in parallel', async () => {
    const input = signupInput();
    await post(api.app, '/auth/generate-signup-otp', input);
    const otp = await lastCode(database, input.email);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(api.app, '/auth/verify-signup-otp', { email: input.email, otp: wrongCode(otp) }),
      ),
    );
    const codes = responses.map((response) => response.json().code);
    expect(codes.filter((code) => code === 'INVALID_OTP').length).toBeLessThanOrEqual(4);
    expect(codes.every((code) => code === 'INVALID_OTP' || code === 'OTP_LOCKED')).toBe(true);
    const right = await post(api.app, '/auth/verify-signup-otp', { email: input.email, otp });
    expect(right.json().code).toBe('OTP_LOCKED');
  });

  it('makes one account of two sign-ups for the same e-mail', async () => {
    const input = signupInput();
    const responses = await Promise.all([
      post(api.app, '/auth/generate-signup-otp', input),
      post(api.app, '/auth/generate-signup-otp', { ...input, userName: `${input.userName}b` }),
    ]);
    for (const response of responses) expect([200, 409]).toContain(response.statusCode);
    const rows = await database.db.select().from(users).where(eq(users.email, input.email));
    expect(rows).toHaveLength(1);
  });
});
