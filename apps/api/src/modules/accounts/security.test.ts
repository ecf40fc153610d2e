import { sessionCookieName } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import {
  createCustomer,
  get,
  login,
  post,
  signupInput,
  startApi,
  type TestApi,
} from './accounts.fixtures.ts';

let database: Database;
let api: TestApi;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApi(
    database,
    { PUBLIC_URL: 'https://shop.example.in' },
    {
      authLimits: {
        loginPerAccount: { max: 3, windowMinutes: 15 },
        loginPerIp: { max: 6, windowMinutes: 15 },
        otpSendPerAccount: { max: 2, windowMinutes: 60 },
      },
    },
  );
});

afterAll(async () => {
  await api.close();
  await database.close();
});

describe('cross-site requests (CSRF)', () => {
  const withCookie = (token: string, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url: '/api/auth/logoutAll',
      cookies: { [sessionCookieName]: token },
      headers,
    });

  it('refuses a cookie-carried mutation from another site, or one that names no site', async () => {
    const customer = await createCustomer(api.app, database);
    const foreign = await withCookie(customer.token, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('CSRF_REJECTED');
    const foreignReferer = await withCookie(customer.token, { referer: 'https://evil.example/page' });
    expect(foreignReferer.statusCode).toBe(403);
    const unnamed = await withCookie(customer.token);
    expect(unnamed.statusCode).toBe(403);
    // Nothing happened.
    expect((await get(api.app, '/auth/me', customer.token)).statusCode).toBe(200);
  });

  it('accepts the same host, PUBLIC_URL, a bearer token, and reads with a cookie', async () => {
    const customer = await createCustomer(api.app, database);
    const read = await api.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { [sessionCookieName]: customer.token },
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);

    const bearer = await api.app.inject({
      method: 'POST',
      url: '/api/auth/getUserDetails',
      payload: { userId: customer.user._id },
      headers: { authorization: `Bearer ${customer.token}`, origin: 'https://evil.example' },
    });
    expect(bearer.statusCode).toBe(200);

    const viaPublicUrl = await api.app.inject({
      method: 'POST',
      url: '/api/auth/getUserDetails',
      payload: { userId: customer.user._id },
      cookies: { [sessionCookieName]: customer.token },
      headers: { origin: 'https://shop.example.in' },
    });
    expect(viaPublicUrl.statusCode).toBe(200);

    // app.inject talks to host localhost:80.
    const sameHost = await withCookie(customer.token, { origin: 'http://localhost' });
    expect(sameHost.statusCode).toBe(200);
    expect((await get(api.app, '/auth/me', customer.token)).statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('limits login attempts per account, whatever the address', async () => {
    const customer = await createCustomer(api.app, database);
    const attempt = (ip: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: customer.email, password: 'wrong-password' },
        remoteAddress: ip,
      });
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) expect((await attempt(ip)).statusCode).toBe(401);
    const blocked = await attempt('10.0.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(blocked.json().message).toMatch(
      /^Too many login attempts for this email\. Please wait \d+ minutes/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: that is the point.
    const right = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.email, password: customer.password },
      remoteAddress: '10.0.0.5',
    });
    expect(right.statusCode).toBe(429);
  });

  it('limits login attempts per address, whatever the account', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `someone${i}@example.in`, password: 'whatever-it-is' },
        remoteAddress: '10.9.9.9',
      });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('limits codes sent to one e-mail', async () => {
    const input = signupInput();
    expect((await post(api.app, '/auth/generate-signup-otp', input)).statusCode).toBe(200);
    api.clock.advance(61_000);
    expect((await post(api.app, '/auth/resend-signup-otp', { email: input.email })).statusCode).toBe(200);
    api.clock.advance(61_000);
    const third = await post(api.app, '/auth/resend-signup-otp', { email: input.email });
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many codes requested for this email/);
  });
});

describe('the OpenAPI document', () => {
  it('lists the account routes with their schemas', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/auth/generate-signup-otp',
      '/auth/verify-signup-otp',
      '/auth/resend-signup-otp',
      '/auth/login',
      '/auth/logout',
      '/auth/me',
      '/auth/forgotPassword',
      '/auth/resetPassword',
      '/auth/updateProfile',
      '/auth/deleteAccount',
      '/auth/getUserDetails',
      '/auth/google',
      '/auth/changePassword',
      '/auth/logoutAll',
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
    const user = document.paths['/auth/me'].get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(user)).not.toContain('password');
  });
});

describe('admin account', () => {
  it('was created on start from ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    const admin = await login(api.app, 'admin@ayurwellness.example', 'admin-password-1');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user).toMatchObject({ role: 'admin', emailVerified: true });
  });
});
