import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createSignedInUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { consultations, outbox } from '../../db/schema/index.ts';
import type { TestApi } from '../accounts/accounts.fixtures.ts';
import { startShop } from '../orders/orders.fixtures.ts';
import { at, booking, call, nextWorkday } from './consultations.fixtures.ts';

let database: Database;
let nodeA: TestApi;
let nodeB: TestApi;

beforeAll(async () => {
  database = await createTestDatabase();
  // Two API instances on one database, as two nodes behind a load balancer.
  nodeA = await startShop(database);
  nodeB = await startShop(database);
});

afterAll(async () => {
  await nodeA.close();
  await nodeB.close();
  await database.close();
});

const emlFiles = (api: TestApi) => {
  const folder = path.join(api.dataDir, 'outbox');
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.eml'))
        .map((name) => readFileSync(path.join(folder, name), 'utf8'))
    : [];
};

describe('the last place of a slot', () => {
  it('two customers booking it at the same moment on two nodes: exactly one booking, the other 409 with fresh slots', async () => {
    const day = nextWorkday(nodeA.clock.now());
    const start = at(day, '10:00');
    const first = await createSignedInUser(database);
    expect((await call(nodeA.app, 'POST', '/consultations', first.token, booking(start))).statusCode).toBe(
      201,
    );

    const [asha, ravi] = await Promise.all([createSignedInUser(database), createSignedInUser(database)]);
    const responses = await Promise.all([
      call(nodeA.app, 'POST', '/consultations', asha.token, booking(start)),
      call(nodeB.app, 'POST', '/consultations', ravi.token, booking(start)),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = responses.find((response) => response.statusCode === 409)!.json();
    expect(refused).toMatchObject({ statusCode: 409, code: 'SLOT_FULL' });
    expect(refused.slots).toHaveLength(16);
    expect(refused.slots[0]).toEqual({ start, end: at(day, '10:30'), available: 0 });
    expect(refused.slots[1].available).toBe(2);

    const rows = await database.db
      .select()
      .from(consultations)
      .where(and(eq(consultations.startAt, new Date(start)), eq(consultations.status, 'booked')));
    expect(rows).toHaveLength(2);
  });

  it('twelve customers racing for one slot of two places: exactly two bookings', {
    timeout: 60_000,
  }, async () => {
    const day = nextWorkday(nodeA.clock.now(), 3);
    const start = at(day, '15:00');
    const customers = await Promise.all(Array.from({ length: 12 }, () => createSignedInUser(database)));
    const responses = await Promise.all(
      customers.map((customer, index) =>
        call(index % 2 ? nodeA.app : nodeB.app, 'POST', '/consultations', customer.token, booking(start)),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    const slots = (await call(nodeA.app, 'GET', `/consultations/slots?from=${day}&days=1`)).json().slots;
    expect(slots.find((slot: { start: string }) => slot.start === start).available).toBe(0);

    // A cancelled place is free again, and the next customer gets it.
    const winner = customers[statuses.indexOf(201)]!;
    const id = responses[statuses.indexOf(201)]!.json().consultation.id;
    expect((await call(nodeB.app, 'POST', `/consultations/${id}/cancel`, winner.token)).statusCode).toBe(200);
    const loser = customers[statuses.indexOf(409)]!;
    expect((await call(nodeA.app, 'POST', '/consultations', loser.token, booking(start))).statusCode).toBe(
      201,
    );
  });
});

describe('the reminder', () => {
  it('goes out once, 24 hours before, with two workers on two nodes; never for a cancelled or moved booking', async () => {
    const day = nextWorkday(nodeA.clock.now(), 2);
    const kept = await createSignedInUser(database);
    const gone = await createSignedInUser(database);
    const moved = await createSignedInUser(database);
    const keptBooking = (
      await call(nodeA.app, 'POST', '/consultations', kept.token, booking(at(day, '11:30')))
    ).json();
    const goneBooking = (
      await call(nodeA.app, 'POST', '/consultations', gone.token, booking(at(day, '11:30')))
    ).json();
    const movedBooking = (
      await call(nodeB.app, 'POST', '/consultations', moved.token, booking(at(day, '12:30')))
    ).json();
    await call(nodeB.app, 'POST', `/consultations/${goneBooking.consultation.id}/cancel`, gone.token);
    const later = await call(
      nodeB.app,
      'POST',
      `/consultations/${movedBooking.consultation.id}/reschedule`,
      moved.token,
      {
        start: at(nextWorkday(nodeA.clock.now(), 6), '12:30'),
      },
    );
    expect(later.statusCode).toBe(200);
    await Promise.all([nodeA.mail.flush(), nodeB.mail.flush()]);
    const ours = [kept.email, gone.email, moved.email];
    const reminders = () =>
      [...emlFiles(nodeA), ...emlFiles(nodeB)].filter(
        (eml) => /Subject: Reminder/.test(eml) && ours.some((email) => eml.includes(`To: ${email}`)),
      );
    expect(reminders()).toHaveLength(0);

    // The day before: both nodes' workers wake at once.
    const untilReminder =
      new Date(at(day, '11:30')).getTime() - 24 * 3600_000 - nodeA.clock.now().getTime() + 60_000;
    nodeA.clock.advance(untilReminder);
    nodeB.clock.advance(untilReminder);
    await Promise.all([nodeA.mail.flush(), nodeB.mail.flush(), nodeA.mail.flush(), nodeB.mail.flush()]);

    const sent = reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`To: ${kept.email}`);
    const rows = await database.db.select().from(outbox).where(eq(outbox.to, kept.email));
    expect(rows.filter((row) => row.subject.startsWith('Reminder'))).toMatchObject([
      { status: 'sent', attempts: 1 },
    ]);
    expect(keptBooking.consultation.status).toBe('booked');
  });
});
