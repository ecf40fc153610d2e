import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { consultations, outbox } from '../../db/schema/index.ts';
import type { TestApi } from '../accounts/accounts.fixtures.ts';
import { startShop } from '../orders/orders.fixtures.ts';
import { at, booking, call, nextWorkday } from './consultations.fixtures.ts';

let database: Database;
let api: TestApi;
let meera: SignedInUser;
let ravi: SignedInUser;
let owner: SignedInUser;
let day: string;

beforeAll(async () => {
  database = await createTestDatabase();
  // Many refusals from one customer here; the write limits have their own tests (consultations.limits.test.ts).
  const roomy = { max: 1000, windowMinutes: 10 };
  api = await startShop(
    database,
    {},
    { consultationLimits: { writesPerAddress: roomy, writesPerAccount: roomy } },
  );
  meera = await createSignedInUser(database);
  ravi = await createSignedInUser(database, { firstName: 'Ravi' });
  owner = await createSignedInUser(database, { role: 'admin' });
  day = nextWorkday(api.clock.now());
});

afterAll(async () => {
  await api.close();
  await database.close();
});

describe('GET /api/consultations/slots', () => {
  it('lists the default hours in India time with the places left', async () => {
    const response = await call(api.app, 'GET', `/consultations/slots?from=${day}&days=1`);
    expect(response.statusCode).toBe(200);
    const { slots } = response.json();
    expect(slots).toHaveLength(16);
    expect(slots[0]).toEqual({ start: at(day, '10:00'), end: at(day, '10:30'), available: 2 });
    expect(slots[0].start).toMatch(/\+05:30$/);
  });

  it.each([
    ['from=tomorrow', 'from'],
    ['from=2026-02-30', 'from'],
    ['days=0', 'days'],
    ['days=500', 'days'],
    ['days=two', 'days'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const response = await call(api.app, 'GET', `/consultations/slots?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().details[0].field).toBe(field);
  });
});

describe('booking', () => {
  it('asks a visitor to sign in', async () => {
    const response = await call(api.app, 'POST', '/consultations', undefined, booking(at(day, '11:00')));
    expect(response.statusCode).toBe(401);
    expect((await call(api.app, 'GET', '/consultations/mine')).statusCode).toBe(401);
  });

  it.each([
    ['POST', '/consultations'],
    ['POST', '/consultations/a1b2c3d4e5f6a1b2c3d4e5f6/reschedule'],
  ] as const)('answers a visitor 401, not the body’s faults, on %s %s', async (method, url) => {
    for (const body of [{ start: 'soon', topic: 'astrology' }, {}]) {
      const response = await call(api.app, method, url, undefined, body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    }
    const notJson = await api.app.inject({
      method,
      url: `/api${url}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"start":',
    });
    expect(notJson.statusCode).toBe(401);
  });

  it('books a slot, e-mails the confirmation with an .ics file, and schedules the reminder 24 h before', async () => {
    const response = await call(api.app, 'POST', '/consultations', meera.token, booking(at(day, '11:00')));
    expect(response.statusCode).toBe(201);
    const { consultation } = response.json();
    expect(consultation).toMatchObject({
      start: at(day, '11:00'),
      end: at(day, '11:30'),
      topic: 'digestion',
      topicLabel: 'Digestion',
      phone: '9876543210',
      status: 'booked',
      canChange: true,
    });
    expect(consultation).not.toHaveProperty('adminNotes');
    const mails = await database.db.select().from(outbox).where(eq(outbox.to, meera.email));
    const confirmation = mails.find((mail) => mail.subject.startsWith('Your consultation on'))!;
    const attachment = confirmation.attachments![0]!;
    expect(attachment).toMatchObject({ filename: 'consultation.ics' });
    if (!('content' in attachment)) throw new Error('the calendar file is attached as bytes');
    const ics = Buffer.from(attachment.content, 'base64').toString();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`UID:${consultation.id}@consultations`);
    const reminder = mails.find((mail) => mail.subject.startsWith('Reminder'))!;
    expect(reminder.nextAttemptAt.getTime()).toBe(new Date(consultation.start).getTime() - 24 * 3600_000);

    const slots = (await call(api.app, 'GET', `/consultations/slots?from=${day}&days=1`)).json().slots;
    expect(slots.find((slot: { start: string }) => slot.start === at(day, '11:00')).available).toBe(1);
    const mine = (await call(api.app, 'GET', '/consultations/mine', meera.token)).json();
    expect(mine.consultations.map((item: { id: string }) => item.id)).toContain(consultation.id);
    expect((await call(api.app, 'GET', '/consultations/mine', ravi.token)).json().consultations).toEqual([]);

    const calendar = await call(
      api.app,
      'GET',
      `/consultations/${consultation.id}/calendar.ics`,
      meera.token,
    );
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toContain('text/calendar');
    expect(calendar.body).toContain('BEGIN:VCALENDAR');
    expect(
      (await call(api.app, 'GET', `/consultations/${consultation.id}/calendar.ics`, ravi.token)).statusCode,
    ).toBe(404);
  });

  it('accepts the same instant written in UTC, and a topic by its label', async () => {
    const start = new Date(at(day, '12:00')).toISOString();
    const response = await call(
      api.app,
      'POST',
      '/consultations',
      ravi.token,
      booking(start, { topic: "Women's wellness", note: undefined }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().consultation).toMatchObject({
      start: at(day, '12:00'),
      topic: 'womens_wellness',
      note: '',
    });
  });

  it('refuses a second booking of the same customer at the same time', async () => {
    const response = await call(api.app, 'POST', '/consultations', ravi.token, booking(at(day, '12:00')));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ALREADY_BOOKED');
  });

  it.each([
    ['a time in the past', () => at(nextWorkday(api.clock.now(), -3), '11:00'), 'SLOT_IN_PAST'],
    ['before opening', () => at(day, '09:30'), 'SLOT_OUTSIDE_HOURS'],
    ['off the slot grid', () => at(day, '10:10'), 'SLOT_OUTSIDE_HOURS'],
    ['beyond the horizon', () => at(nextWorkday(api.clock.now(), 20), '11:00'), 'SLOT_BEYOND_HORIZON'],
  ])('refuses %s with 400', async (_name, start, code) => {
    const response = await call(api.app, 'POST', '/consultations', meera.token, booking(start()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code, details: [{ field: 'start' }] });
  });

  it.each([
    [{ start: 'tomorrow at ten' }, 'start'],
    [{ start: '2026-11-25T10:00:00' }, 'start'],
    [{ start: 12 }, 'start'],
    [{ topic: 'astrology' }, 'topic'],
    [{ phone: '12345' }, 'phone'],
    [{ note: 'x'.repeat(1001) }, 'note'],
    [{ note: 'bad\u0000byte' }, 'note'],
  ])('refuses bad input %j with 400 naming the field', async (overrides, field) => {
    const response = await call(
      api.app,
      'POST',
      '/consultations',
      meera.token,
      booking(at(day, '15:00'), overrides),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
  });
});

describe('cancelling and moving', () => {
  it("answers 404 for another customer's consultation, and does not touch it", async () => {
    const asha = await createSignedInUser(database);
    const { consultation } = (
      await call(api.app, 'POST', '/consultations', asha.token, booking(at(day, '13:00')))
    ).json();
    for (const [url, body] of [
      [`/consultations/${consultation.id}/cancel`, undefined],
      [`/consultations/${consultation.id}/reschedule`, { start: at(day, '14:00') }],
    ] as const) {
      const response = await call(api.app, 'POST', url, ravi.token, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CONSULTATION_NOT_FOUND');
    }
    expect((await call(api.app, 'POST', '/consultations/nope/cancel', ravi.token)).statusCode).toBe(404);
    const [row] = await database.db.select().from(consultations).where(eq(consultations.id, consultation.id));
    expect(row).toMatchObject({ status: 'booked' });
  });

  it('moves a consultation: the old slot frees, the old reminder is withdrawn and a new one scheduled', async () => {
    const mover = await createSignedInUser(database);
    const { consultation } = (
      await call(api.app, 'POST', '/consultations', mover.token, booking(at(day, '14:00')))
    ).json();
    const [before] = await database.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, consultation.id));
    const response = await call(
      api.app,
      'POST',
      `/consultations/${consultation.id}/reschedule`,
      mover.token,
      {
        start: at(day, '16:00'),
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().consultation).toMatchObject({ start: at(day, '16:00'), status: 'booked' });
    const [after] = await database.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, consultation.id));
    expect(await database.db.select().from(outbox).where(eq(outbox.id, before!.reminderMailId!))).toEqual([]);
    const [reminder] = await database.db.select().from(outbox).where(eq(outbox.id, after!.reminderMailId!));
    expect(reminder!.nextAttemptAt.getTime()).toBe(new Date(at(day, '16:00')).getTime() - 24 * 3600_000);
    const slots = (await call(api.app, 'GET', `/consultations/slots?from=${day}&days=1`)).json().slots;
    const places = (time: string) =>
      slots.find((slot: { start: string }) => slot.start === at(day, time)).available;
    expect(places('14:00')).toBe(2);
    expect(places('16:00')).toBe(1);
  });

  it('cancels: the place is free again, no reminder is left, and a second cancel is 409', async () => {
    const canceller = await createSignedInUser(database);
    const { consultation } = (
      await call(api.app, 'POST', '/consultations', canceller.token, booking(at(day, '17:00')))
    ).json();
    const [row] = await database.db.select().from(consultations).where(eq(consultations.id, consultation.id));
    const response = await call(api.app, 'POST', `/consultations/${consultation.id}/cancel`, canceller.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().consultation).toMatchObject({ status: 'cancelled', canChange: false });
    expect(await database.db.select().from(outbox).where(eq(outbox.id, row!.reminderMailId!))).toEqual([]);
    const slots = (await call(api.app, 'GET', `/consultations/slots?from=${day}&days=1`)).json().slots;
    expect(slots.find((slot: { start: string }) => slot.start === at(day, '17:00')).available).toBe(2);
    const again = await call(api.app, 'POST', `/consultations/${consultation.id}/cancel`, canceller.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONSULTATION_NOT_BOOKED');
  });

  it('refuses a change less than 2 hours before the start', async () => {
    const late = await createSignedInUser(database);
    const { consultation } = (
      await call(api.app, 'POST', '/consultations', late.token, booking(at(day, '17:30')))
    ).json();
    const untilStart = new Date(consultation.start).getTime() - api.clock.now().getTime();
    api.clock.advance(untilStart - 3600_000);
    try {
      const response = await call(api.app, 'POST', `/consultations/${consultation.id}/cancel`, late.token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'TOO_LATE_TO_CHANGE' });
      const mine = (await call(api.app, 'GET', '/consultations/mine', late.token)).json().consultations;
      expect(mine.find((item: { id: string }) => item.id === consultation.id).canChange).toBe(false);
    } finally {
      api.clock.advance(-(untilStart - 3600_000));
    }
  });
});

describe('the owner', () => {
  it('is the only one who may read or change the settings and the list', async () => {
    for (const [method, url] of [
      ['GET', '/admin/consultations/settings'],
      ['PUT', '/admin/consultations/settings'],
      ['GET', '/admin/consultations'],
      ['PATCH', '/admin/consultations/x'],
    ] as const) {
      expect(
        (await call(api.app, method, url, undefined, method === 'GET' ? undefined : {})).statusCode,
      ).toBe(401);
      expect(
        (await call(api.app, method, url, meera.token, method === 'GET' ? undefined : {})).statusCode,
      ).toBe(403);
    }
  });

  it("sees the week's bookings with the customer, marks one done with private notes", async () => {
    const list = await call(api.app, 'GET', `/admin/consultations?from=${day}&to=${day}`, owner.token);
    expect(list.statusCode).toBe(200);
    const first = list.json().consultations[0];
    expect(first).toMatchObject({ customer: { email: meera.email }, adminNotes: '' });
    const patch = await call(api.app, 'PATCH', `/admin/consultations/${first.id}`, owner.token, {
      status: 'done',
      adminNotes: 'Suggested triphala',
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().consultation).toMatchObject({ status: 'done', adminNotes: 'Suggested triphala' });
    const mine = (await call(api.app, 'GET', '/consultations/mine', meera.token)).json().consultations;
    const seen = mine.find((item: { id: string }) => item.id === first.id);
    expect(seen.status).toBe('done');
    expect(JSON.stringify(mine)).not.toContain('triphala');
  });

  it.each([
    [{}, 'status'],
    [{ status: 'cancelled' }, 'status'],
    [{ adminNotes: 'x'.repeat(2001) }, 'adminNotes'],
  ])('refuses the patch %j with 400', async (body, field) => {
    const response = await call(api.app, 'PATCH', '/admin/consultations/x', owner.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
  });

  it('answers 404 for an unknown consultation and 400 for a backwards range', async () => {
    expect(
      (await call(api.app, 'PATCH', '/admin/consultations/nope', owner.token, { status: 'done' })).statusCode,
    ).toBe(404);
    const range = await call(api.app, 'GET', `/admin/consultations?from=${day}&to=2020-01-01`, owner.token);
    expect(range.statusCode).toBe(400);
  });

  it('changes the hours: a closed date and fewer places apply to the slots offered', async () => {
    const settings = (await call(api.app, 'GET', '/admin/consultations/settings', owner.token)).json()
      .settings;
    expect(settings).toMatchObject({ slotMinutes: 30, practitioners: 2, daysAhead: 14 });
    const bad = await call(api.app, 'PUT', '/admin/consultations/settings', owner.token, {
      ...settings,
      weeklyHours: settings.weeklyHours.slice(0, 6),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('weeklyHours');
    const closed = nextWorkday(api.clock.now(), 4);
    const saved = await call(api.app, 'PUT', '/admin/consultations/settings', owner.token, {
      ...settings,
      closedDates: [closed],
      slotMinutes: 60,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toMatchObject({ closedDates: [closed], slotMinutes: 60 });
    const slots = (await call(api.app, 'GET', `/consultations/slots?from=${closed}&days=1`)).json().slots;
    expect(slots).toEqual([]);
    const refused = await call(api.app, 'POST', '/consultations', ravi.token, booking(at(closed, '11:00')));
    expect(refused.json()).toMatchObject({ statusCode: 400, code: 'SLOT_CLOSED_DATE' });
    await call(api.app, 'PUT', '/admin/consultations/settings', owner.token, settings);
  });
});
