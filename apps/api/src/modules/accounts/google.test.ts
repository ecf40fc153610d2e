import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import {
  createCustomer,
  get,
  login,
  post,
  sessionCookie,
  signupInput,
  startApi,
  type TestApi,
} from './accounts.fixtures.ts';

const CLIENT_ID = '1234567890-test.apps.googleusercontent.com';

/** Google's side, played locally: key pairs, a JWKS endpoint on loopback, and signed ID tokens. */
function keyPair(kid: string) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, publicKey, privateKey };
}
const first = keyPair('key-1');
const rotated = keyPair('key-2');
const stranger = keyPair('key-1');
let published = [first];
let fetches = 0;
let server: Server;
let database: Database;
let api: TestApi;

function credential(
  claims: Record<string, unknown>,
  key: { kid: string; privateKey: KeyObject } = first,
  alg = 'RS256',
) {
  const now = Math.floor(api.clock.now().getTime() / 1000);
  const header = Buffer.from(JSON.stringify({ alg, kid: key.kid, typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(
    JSON.stringify({
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: '10769150350006150715113082367',
      email: 'priya.sharma@gmail.com',
      email_verified: true,
      given_name: 'Priya',
      family_name: 'Sharma',
      iat: now,
      exp: now + 3600,
      ...claims,
    }),
  ).toString('base64url');
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), key.privateKey).toString(
    'base64url',
  );
  return `${header}.${payload}.${signature}`;
}

const google = (token: string) => post(api.app, '/auth/google', { credential: token });

beforeAll(async () => {
  server = createServer((_request, response) => {
    fetches += 1;
    const keys = published.map(({ kid, publicKey }) => ({
      ...publicKey.export({ format: 'jwk' }),
      kid,
      alg: 'RS256',
      use: 'sig',
    }));
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=600' });
    response.end(JSON.stringify({ keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  database = await createTestDatabase();
  api = await startApi(database, {
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
  });
});

afterAll(async () => {
  await api.close();
  await database.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('POST /auth/google', () => {
  it('creates a verified account for a new Google user and signs them in', async () => {
    const response = await google(credential({}));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, token: expect.any(String) });
    expect(body.user).toMatchObject({
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'priya.sharma@gmail.com',
      userName: 'priya.sharma',
      emailVerified: true,
      role: 'customer',
      phone: '',
    });
    expect(sessionCookie(response)?.value).toBe(body.token);
    expect((await get(api.app, '/auth/me', body.token)).json().user._id).toBe(body.user._id);

    const again = await google(credential({ email: 'Priya.Sharma@gmail.com' }));
    expect(again.json().user._id).toBe(body.user._id);
  });

  it('gives a new account a username of its own when the e-mail name is taken', async () => {
    await createCustomer(api.app, database, { userName: 'rahul' });
    const response = await google(
      credential({ email: 'rahul@gmail.com', given_name: 'Rahul', family_name: 'K' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user.userName).toMatch(/^rahul\d{4}$/);
  });

  it('signs in to an existing account with the same e-mail', async () => {
    const customer = await createCustomer(api.app, database);
    const response = await google(credential({ email: customer.email }));
    expect(response.json().user._id).toBe(customer.user._id);
    expect((await login(api.app, customer.email, customer.password)).statusCode).toBe(200);
  });

  it("takes over an unverified sign-up without keeping that sign-up's password", async () => {
    const input = signupInput();
    const pending = await post(api.app, '/auth/generate-signup-otp', input);
    const response = await google(credential({ email: input.email }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ _id: pending.json().user._id, emailVerified: true });
    expect((await login(api.app, input.email, input.password)).statusCode).toBe(401);
  });

  it.each([
    ['the wrong audience', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['the wrong issuer', { iss: 'https://evil.example' }],
    ['an expired token', { exp: 1_600_000_000 }],
    ['an unverified e-mail', { email_verified: false }],
    ['no e-mail', { email: undefined }],
  ])('refuses %s', async (_name, claims) => {
    const response = await google(credential(claims));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'GOOGLE_TOKEN_INVALID',
      message: 'Google sign-in failed. Please try again.',
    });
  });

  it('refuses a bad signature, another algorithm and garbage', async () => {
    const forged = credential({ email: 'victim@gmail.com' }, stranger);
    const [header, , signature] = credential({}).split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ email: 'victim@gmail.com' })).toString('base64url')}.${signature}`;
    for (const token of [forged, tampered, credential({}, first, 'HS256'), 'not.a.jwt', 'abc']) {
      const response = await google(token);
      expect(response.statusCode, token.slice(0, 20)).toBe(401);
    }
  });

  it('refuses a token that expires while the clock moves on', async () => {
    const token = credential({});
    api.clock.advance(3601_000);
    expect((await google(token)).statusCode).toBe(401);
  });

  it("caches Google's keys, and fetches again for a new key id", async () => {
    const before = fetches;
    for (let i = 0; i < 3; i += 1) expect((await google(credential({}))).statusCode).toBe(200);
    expect(fetches).toBe(before);

    published = [first, rotated];
    api.clock.advance(61_000);
    expect((await google(credential({}, rotated))).statusCode).toBe(200);
    expect(fetches).toBe(before + 1);
    // An unknown key id again right away does not send another request to Google.
    expect((await google(credential({}, keyPair('key-3')))).statusCode).toBe(401);
    expect(fetches).toBe(before + 1);
    // After max-age the keys are fetched again.
    api.clock.advance(601_000);
    expect((await google(credential({}))).statusCode).toBe(200);
    expect(fetches).toBe(before + 2);
  });
});

describe('Google sign-in switched off', () => {
  it('answers 404 GOOGLE_DISABLED without GOOGLE_CLIENT_ID', async () => {
    const plain = await startApi(database);
    try {
      const response = await post(plain.app, '/auth/google', { credential: 'a.b.c' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('GOOGLE_DISABLED');
    } finally {
      await plain.close();
    }
  });
});
