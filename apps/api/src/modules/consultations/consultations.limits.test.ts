import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { consultations } from '../../db/schema/index.ts';
import type { TestApi } from '../accounts/accounts.fixtures.ts';
import { startShop } from '../orders/orders.fixtures.ts';
import { at, booking, call, nextWorkday } from './consultations.fixtures.ts';

let database: Database;
let api: TestApi;
let owner: SignedInUser;
let day: string;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database);
  owner = await createSignedInUser(database, { role: 'admin' });
  day = nextWorkday(api.clock.now());
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const capMessage =
  'You already have 2 upcoming consultations, the most one person can book at a time. Cancel one, or move it to the time you want, to book another.';

/** Each customer books from an address of their own, so only the limit under test can refuse them. */
let address = 0;
async function customer() {
  const user = await createSignedInUser(database);
  const remoteAddress = `198.51.100.${++address}`;
  const send = (method: 'POST' | 'GET', url: string, payload?: unknown, from = remoteAddress) =>
    api.app.inject({
      method,
      url: `/api${url}`,
      remoteAddress: from,
      headers: { authorization: `Bearer ${user.token}` },
      ...(payload === undefined ? {} : { payload: payload as never }),
    });
  return { ...user, send, book: (start: string) => send('POST', '/consultations', booking(start)) };
}

async function settings() {
  return (await call(api.app, 'GET', '/admin/consultations/settings', owner.token)).json().settings;
}

async function saveCap(maxUpcomingPerCustomer: number) {
  const response = await call(api.app, 'PUT', '/admin/consultations/settings', owner.token, {
    ...(await settings()),
    maxUpcomingPerCustomer,
  });
  expect(response.statusCode).toBe(200);
  return response;
}

describe('upcoming bookings per customer', () => {
  it('are at most 2 by default: the third is refused with a message saying what to do', async () => {
    expect(await settings()).toMatchObject({ maxUpcomingPerCustomer: 2 });
    const meera = await customer();
    expect((await meera.book(at(day, '10:00'))).statusCode).toBe(201);
    expect((await meera.book(at(day, '11:00'))).statusCode).toBe(201);
    const third = await meera.book(at(day, '12:00'));
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'BOOKING_LIMIT_REACHED',
      message: capMessage,
    });
    const held = await database.db
      .select()
      .from(consultations)
      .where(and(eq(consultations.userId, meera.id), eq(consultations.status, 'booked')));
    expect(held).toHaveLength(2);
  });

  it('frees a place under the cap when one is cancelled', async () => {
    const ravi = await customer();
    const first = (await ravi.book(at(day, '13:00'))).json().consultation;
    expect((await ravi.book(at(day, '13:30'))).statusCode).toBe(201);
    expect((await ravi.book(at(day, '14:00'))).statusCode).toBe(409);
    expect((await ravi.send('POST', `/consultations/${first.id}/cancel`)).statusCode).toBe(200);
    expect((await ravi.book(at(day, '14:00'))).statusCode).toBe(201);
  });

  it('lets a customer at the cap move one of theirs: a move is not one more booking', async () => {
    const asha = await customer();
    const first = (await asha.book(at(day, '15:00'))).json().consultation;
    expect((await asha.book(at(day, '15:30'))).statusCode).toBe(201);
    const moved = await asha.send('POST', `/consultations/${first.id}/reschedule`, {
      start: at(day, '16:00'),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().consultation).toMatchObject({ start: at(day, '16:00'), status: 'booked' });
  });

  it('does not count past, done or no-show consultations', async () => {
    const kiran = await customer();
    const first = (await kiran.book(at(day, '16:30'))).json().consultation;
    expect((await kiran.book(at(day, '17:00'))).statusCode).toBe(201);
    const marked = await call(api.app, 'PATCH', `/admin/consultations/${first.id}`, owner.token, {
      status: 'no_show',
    });
    expect(marked.statusCode).toBe(200);
    expect((await kiran.book(at(day, '17:30'))).statusCode).toBe(201);
  });

  it('is the owner’s setting: with 3, a third booking is taken and a fourth refused', async () => {
    const later = nextWorkday(api.clock.now(), 3);
    const dev = await customer();
    for (const time of ['10:00', '10:30']) expect((await dev.book(at(later, time))).statusCode).toBe(201);
    expect((await dev.book(at(later, '11:00'))).statusCode).toBe(409);
    try {
      expect((await saveCap(3)).json().settings.maxUpcomingPerCustomer).toBe(3);
      expect((await dev.book(at(later, '11:00'))).statusCode).toBe(201);
      const fourth = await dev.book(at(later, '11:30'));
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json().message).toMatch(/^You already have 3 upcoming consultations,/);
    } finally {
      await saveCap(2);
    }
  });

  it('refuses a cap that is not a whole number from 1 to 20, and keeps the old one', async () => {
    for (const bad of [0, 21, 'many']) {
      const response = await call(api.app, 'PUT', '/admin/consultations/settings', owner.token, {
        ...(await settings()),
        maxUpcomingPerCustomer: bad,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].field).toBe('maxUpcomingPerCustomer');
    }
    expect((await settings()).maxUpcomingPerCustomer).toBe(2);
  });

  it('holds when one customer books twice at the same moment at the cap’s edge: exactly one wins', async () => {
    const later = nextWorkday(api.clock.now(), 6);
    const times = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00'];
    for (let round = 0; round < 3; round += 1) {
      const [held, first, second] = times.slice(round * 3, round * 3 + 3) as [string, string, string];
      const nila = await customer();
      expect((await nila.book(at(later, held))).statusCode).toBe(201);
      const responses = await Promise.all([nila.book(at(later, first)), nila.book(at(later, second))]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const refused = responses.find((response) => response.statusCode === 409)!;
      expect(refused.json().code).toBe('BOOKING_LIMIT_REACHED');
      const booked = await database.db
        .select()
        .from(consultations)
        .where(and(eq(consultations.userId, nila.id), eq(consultations.status, 'booked')));
      expect(booked).toHaveLength(2);
    }
  });
});

describe('booking writes', () => {
  it('are limited per account, whichever address they come from', async () => {
    const hopper = await customer();
    const missing = '/consultations/a1b2c3d4e5f6a1b2c3d4e5f6/cancel';
    for (let index = 1; index <= 10; index += 1) {
      const response = await hopper.send('POST', missing, undefined, `203.0.113.${index}`);
      expect(response.statusCode).toBe(404);
    }
    const refused = await hopper.book(at(day, '10:30'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/^Too many booking changes\. Please wait \d+ minutes/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another customer on the first address is not held back by this one's count.
    const other = await customer();
    expect((await other.send('POST', missing, undefined, '203.0.113.1')).statusCode).toBe(404);
  });

  it('are limited per address too, across accounts', async () => {
    const shared = '192.0.2.77';
    const missing = '/consultations/a1b2c3d4e5f6a1b2c3d4e5f6/cancel';
    let sent = 0;
    while (sent < 30) {
      const person = await customer();
      for (let index = 0; index < 5 && sent < 30; index += 1, sent += 1) {
        expect((await person.send('POST', missing, undefined, shared)).statusCode).toBe(404);
      }
    }
    const fresh = await customer();
    expect((await fresh.send('POST', missing, undefined, shared)).statusCode).toBe(429);
    expect((await fresh.send('POST', missing)).statusCode).toBe(404);
  });

  it('count a malformed body as well, but never a visitor’s', async () => {
    const sloppy = await customer();
    for (let index = 0; index < 10; index += 1) {
      expect((await sloppy.send('POST', '/consultations', { start: 'soon' })).statusCode).toBe(400);
    }
    expect((await sloppy.book(at(day, '10:30'))).statusCode).toBe(429);
    const visitor = await api.app.inject({
      method: 'POST',
      url: '/api/consultations',
      remoteAddress: '192.0.2.77',
      payload: booking(at(day, '10:30')),
    });
    expect(visitor.statusCode).toBe(401);
  });
});
