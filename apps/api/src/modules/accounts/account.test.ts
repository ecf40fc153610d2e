import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createSignedInUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import {
  createCustomer,
  get,
  lastCode,
  login,
  mailsTo,
  post,
  startApi,
  type TestApi,
} from './accounts.fixtures.ts';

let database: Database;
let api: TestApi;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApi(database, { ADMIN_EMAIL: 'owner@example.in' });
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const put = (url: string, payload: unknown, token?: string) =>
  api.app.inject({
    method: 'PUT',
    url: `/api${url}`,
    payload: payload as never,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('PUT /auth/updateProfile', () => {
  it('updates names, username and phone', async () => {
    const customer = await createCustomer(api.app, database);
    const response = await put(
      '/auth/updateProfile',
      {
        firstName: 'Kavya',
        lastName: 'Menon',
        userName: 'kavya.m',
        phone: '70000 12345',
        email: customer.email,
      },
      customer.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      user: {
        firstName: 'Kavya',
        lastName: 'Menon',
        userName: 'kavya.m',
        phone: '7000012345',
        email: customer.email,
      },
    });
    expect((await get(api.app, '/auth/me', customer.token)).json().user.userName).toBe('kavya.m');
  });

  it("refuses a changed e-mail with the spec's text", async () => {
    const customer = await createCustomer(api.app, database);
    const response = await put(
      '/auth/updateProfile',
      {
        firstName: 'A',
        lastName: 'B',
        userName: customer.user.userName,
        phone: '9876543210',
        email: 'new@example.in',
      },
      customer.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'EMAIL_READ_ONLY', message: 'Email cannot be changed' });
    expect((await get(api.app, '/auth/me', customer.token)).json().user.firstName).toBe('Asha');
  });

  it("refuses another account's username, in any case", async () => {
    const first = await createCustomer(api.app, database);
    const second = await createCustomer(api.app, database);
    const response = await put(
      '/auth/updateProfile',
      { firstName: 'A', lastName: 'B', userName: first.user.userName.toUpperCase(), phone: '9876543210' },
      second.token,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'USERNAME_TAKEN', message: 'This username is taken' });
  });

  it('needs a signed-in user', async () => {
    const response = await put('/auth/updateProfile', {
      firstName: 'A',
      lastName: 'B',
      userName: 'abc',
      phone: '9876543210',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /auth/getUserDetails', () => {
  it("answers one's own details with the bearer token, 403 for someone else's, and anything to an admin", async () => {
    const a = await createCustomer(api.app, database);
    const b = await createCustomer(api.app, database);
    const own = await post(api.app, '/auth/getUserDetails', { userId: a.user._id }, a.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ success: true, token: a.token, user: { _id: a.user._id } });

    const other = await post(api.app, '/auth/getUserDetails', { userId: b.user._id }, a.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('NOT_YOUR_ACCOUNT');
    expect(other.body).not.toContain(b.email);

    const admin = (await login(api.app, 'owner@example.in', 'admin-password-1')).json();
    expect(admin.user.role).toBe('admin');
    const asAdmin = await post(api.app, '/auth/getUserDetails', { userId: b.user._id }, admin.token);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().user).toMatchObject({ _id: b.user._id, email: b.email });
    const missing = await post(api.app, '/auth/getUserDetails', { userId: 'f'.repeat(24) }, admin.token);
    expect(missing.statusCode).toBe(404);

    expect((await post(api.app, '/auth/getUserDetails', { userId: a.user._id })).statusCode).toBe(401);
  });
});

describe('POST /auth/deleteAccount', () => {
  it('only deletes the signed-in account, wipes personal data, keeps the row and ends sign-in', async () => {
    const a = await createCustomer(api.app, database);
    const b = await createCustomer(api.app, database);
    const refused = await post(api.app, '/auth/deleteAccount', { email: b.email }, a.token);
    expect(refused.statusCode).toBe(403);
    expect((await login(api.app, b.email, b.password)).statusCode).toBe(200);

    const response = await post(api.app, '/auth/deleteAccount', { email: a.email.toUpperCase() }, a.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);

    const [row] = await database.db.select().from(users).where(eq(users.id, a.user._id));
    expect(row).toMatchObject({
      firstName: '',
      lastName: '',
      phone: '',
      email: `deleted-${a.user._id}@deleted.invalid`,
      passwordHash: null,
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);

    expect((await get(api.app, '/auth/me', a.token)).statusCode).toBe(401);
    const again = await login(api.app, a.email, a.password);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Invalid email or password');

    // The address is free for a new account.
    const fresh = await createCustomer(api.app, database, { email: a.email, userName: a.user.userName });
    expect(fresh.user._id).not.toBe(a.user._id);
  });
});

describe('the last admin', () => {
  it('cannot delete itself; of two admins deleting themselves at once, one stays', async () => {
    const fresh = await createTestDatabase();
    const shop = await startApi(fresh, { ADMIN_EMAIL: 'only.admin@example.in' });
    try {
      const owner = await login(shop.app, 'only.admin@example.in', 'admin-password-1');
      const alone = await post(
        shop.app,
        '/auth/deleteAccount',
        { email: 'only.admin@example.in' },
        owner.json().token,
      );
      expect(alone.statusCode).toBe(409);
      expect(alone.json()).toMatchObject({ statusCode: 409, code: 'LAST_ADMIN' });
      expect((await login(shop.app, 'only.admin@example.in', 'admin-password-1')).statusCode).toBe(200);

      const second = await createSignedInUser(fresh, { role: 'admin' });
      const answers = await Promise.all([
        post(shop.app, '/auth/deleteAccount', { email: 'only.admin@example.in' }, owner.json().token),
        post(shop.app, '/auth/deleteAccount', { email: second.email }, second.token),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const admins = await fresh.db
        .select()
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
      expect(admins).toHaveLength(1);
    } finally {
      await shop.close();
      await fresh.close();
    }
  });
});

describe('forgotten password', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const customer = await createCustomer(api.app, database);
    const known = await post(api.app, '/auth/forgotPassword', { email: customer.email });
    const unknown = await post(api.app, '/auth/forgotPassword', { email: 'unknown.person@example.in' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      success: true,
      message: 'If an account exists for this email, a reset code has been sent.',
    });
    expect((await mailsTo(database, customer.email)).at(-1)?.subject).toContain('password reset code');
    expect(await mailsTo(database, 'unknown.person@example.in')).toHaveLength(0);
  });

  it('resets the password with the code, ends every session, and the code works once', async () => {
    const customer = await createCustomer(api.app, database);
    const second = (await login(api.app, customer.email, customer.password)).json().token;
    await post(api.app, '/auth/forgotPassword', { email: customer.email });
    const otp = await lastCode(database, customer.email);

    const wrong = await post(api.app, '/auth/resetPassword', {
      email: customer.email,
      otp: otp === '999999' ? '999998' : '999999',
      password: 'new-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid OTP');

    const short = await post(api.app, '/auth/resetPassword', {
      email: customer.email,
      otp,
      password: 'short',
    });
    expect(short.statusCode).toBe(400);

    const reset = await post(api.app, '/auth/resetPassword', {
      email: customer.email,
      otp,
      password: 'new-password-1',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().success).toBe(true);
    for (const token of [customer.token, second])
      expect((await get(api.app, '/auth/me', token)).statusCode).toBe(401);
    expect((await login(api.app, customer.email, customer.password)).statusCode).toBe(401);
    expect((await login(api.app, customer.email, 'new-password-1')).statusCode).toBe(200);

    const reused = await post(api.app, '/auth/resetPassword', {
      email: customer.email,
      otp,
      password: 'another-pass-2',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('OTP has expired. Request a new one.');
  });

  it('refuses an expired reset code', async () => {
    const customer = await createCustomer(api.app, database);
    await post(api.app, '/auth/forgotPassword', { email: customer.email });
    const otp = await lastCode(database, customer.email);
    api.clock.advance(11 * 60_000);
    const response = await post(api.app, '/auth/resetPassword', {
      email: customer.email,
      otp,
      password: 'new-password-1',
    });
    expect(response.json().code).toBe('OTP_EXPIRED');
  });
});

describe('security tab', () => {
  it('changes the password after checking the current one, and ends the other sessions', async () => {
    const customer = await createCustomer(api.app, database);
    const other = (await login(api.app, customer.email, customer.password)).json().token;
    const wrong = await post(
      api.app,
      '/auth/changePassword',
      { currentPassword: 'not-it-at-all', newPassword: 'fresh-password-9' },
      customer.token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');

    const changed = await post(
      api.app,
      '/auth/changePassword',
      { currentPassword: customer.password, newPassword: 'fresh-password-9' },
      customer.token,
    );
    expect(changed.statusCode).toBe(200);
    expect((await get(api.app, '/auth/me', customer.token)).statusCode).toBe(200);
    expect((await get(api.app, '/auth/me', other)).statusCode).toBe(401);
    expect((await login(api.app, customer.email, 'fresh-password-9')).statusCode).toBe(200);
    expect((await mailsTo(database, customer.email)).at(-1)?.subject).toContain('password was changed');
  });

  it('logs out of every device, this one included', async () => {
    const customer = await createCustomer(api.app, database);
    const other = (await login(api.app, customer.email, customer.password)).json().token;
    const response = await post(api.app, '/auth/logoutAll', undefined, customer.token);
    expect(response.statusCode).toBe(200);
    for (const token of [customer.token, other])
      expect((await get(api.app, '/auth/me', token)).statusCode).toBe(401);
  });
});
