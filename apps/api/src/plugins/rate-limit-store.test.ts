import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database } from '../db/client.ts';
import { startApi, type TestApi } from '../modules/accounts/accounts.fixtures.ts';
import { contactRateLimit } from '../modules/contact/index.ts';

// Per-address limits count an IPv6 host by its /64: a host given a /64 has 2^64 addresses to step through.

let database: Database;
let api: TestApi;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApi(
    database,
    { RATE_LIMIT_MAX: '1000000' },
    { authLimits: { loginPerIp: { max: 3, windowMinutes: 15 } } },
  );
});

afterAll(async () => {
  await api.close();
  await database.close();
});

/** Addresses of one /64, written the ways a client may present them. */
const sameBlock = [
  '2001:db8:aa:1::1',
  '2001:0db8:00aa:0001:0000:0000:0000:0002',
  '2001:db8:aa:1:ffff:ffff:ffff:fffe',
  '2001:db8:aa:1:1234:5678:9abc:def0',
  '2001:DB8:AA:1::beef',
  '2001:db8:aa:1::7',
];

const contact = (remoteAddress: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/contact/saveMessage',
    payload: { name: 'Asha Rao', email: 'asha@example.in', subject: 'Hello', message: 'A question' },
    remoteAddress,
  });

const login = (remoteAddress: string, i: number) =>
  api.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `nobody${i}@example.in`, password: 'whatever-it-is' },
    remoteAddress,
  });

describe('per-address limits and IPv6', () => {
  it('count every address of one /64 together on a route limit (contact), and another /64 apart', async () => {
    const statuses: number[] = [];
    for (const address of sameBlock.slice(0, contactRateLimit.max + 1))
      statuses.push((await contact(address)).statusCode);
    expect(statuses).toEqual([...new Array(contactRateLimit.max).fill(200), 429]);
    expect((await contact('2001:db8:aa:2::1')).statusCode).toBe(200);
    expect((await contact('2001:db8:ab:1::1')).statusCode).toBe(200);
  });

  it('count an IPv4-mapped address as its IPv4 address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= contactRateLimit.max; i += 1)
      statuses.push((await contact(i % 2 === 0 ? '198.51.100.20' : '::ffff:198.51.100.20')).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect((await contact('198.51.100.21')).statusCode).toBe(200);
  });

  it('count every address of one /64 together on the account routes’ own limits (login per address)', async () => {
    const statuses: number[] = [];
    for (const [i, address] of sameBlock.slice(0, 4).entries())
      statuses.push((await login(address, i)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await login('2001:db8:bb:1::1', 9)).statusCode).toBe(401);
  });

  it('count every address of one /64 together on the global limit', async () => {
    const limited = await startApi(database, { RATE_LIMIT_MAX: '3' });
    try {
      const statuses: number[] = [];
      for (const address of sameBlock.slice(0, 4)) {
        const response = await limited.app.inject({
          url: '/api/product/getAllCategories',
          remoteAddress: address,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const other = await limited.app.inject({
        url: '/api/product/getAllCategories',
        remoteAddress: '2001:db8:cc:1::1',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
