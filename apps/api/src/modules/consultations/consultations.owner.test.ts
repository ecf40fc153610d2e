import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
let owner: SignedInUser;
let day: string;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database);
  owner = await createSignedInUser(database, { role: 'admin' });
  day = nextWorkday(api.clock.now(), 3);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

async function booked(time: string, when = day) {
  const customer = await createSignedInUser(database, { firstName: 'Meera' });
  const response = await call(api.app, 'POST', '/consultations', customer.token, booking(at(when, time)));
  expect(response.statusCode).toBe(201);
  return { customer, consultation: response.json().consultation as { id: string; start: string } };
}

const cancel = (id: string, token = owner.token, body?: unknown) =>
  call(api.app, 'POST', `/admin/consultations/${id}/cancel`, token, body);

const places = async (when: string, time: string) => {
  const slots = (await call(api.app, 'GET', `/consultations/slots?from=${when}&days=1`)).json().slots;
  return slots.find((slot: { start: string }) => slot.start === at(when, time)).available as number;
};

const auditOf = async (id: string) =>
  (await call(api.app, 'GET', `/admin/audit-log?entity=consultation&entityId=${id}`, owner.token)).json()
    .entries as { action: string; actorEmail: string; before: unknown; after: unknown }[];

const emlTo = (email: string) => {
  const folder = path.join(api.dataDir, 'outbox');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(path.join(folder, name), 'utf8'))
    .filter((eml) => eml.includes(`To: ${email}`));
};

describe('the owner cancels a booking', () => {
  it('frees the place for another customer, e-mails the customer, writes the audit row', async () => {
    const first = await booked('10:00');
    await booked('10:00');
    const third = await createSignedInUser(database);
    const full = await call(api.app, 'POST', '/consultations', third.token, booking(at(day, '10:00')));
    expect(full.json().code).toBe('SLOT_FULL');

    const response = await cancel(first.consultation.id, owner.token, {
      reason: 'Our practitioner is unwell that day',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().consultation).toMatchObject({
      id: first.consultation.id,
      status: 'cancelled',
      canChange: false,
      customer: { email: first.customer.email },
    });
    expect(await places(day, '10:00')).toBe(1);
    const retry = await call(api.app, 'POST', '/consultations', third.token, booking(at(day, '10:00')));
    expect(retry.statusCode).toBe(201);

    const mails = await database.db.select().from(outbox).where(eq(outbox.to, first.customer.email));
    const notice = mails.find((mail) => mail.subject.endsWith('is cancelled'))!;
    expect(notice.subject).toMatch(/^Your consultation on .+ IST is cancelled$/);
    expect(notice.text).toContain('we have had to cancel your consultation');
    expect(notice.text).toContain('Our note: Our practitioner is unwell that day');
    expect(notice.attachments![0]).toMatchObject({ filename: 'consultation.ics' });
    const mine = (await call(api.app, 'GET', '/consultations/mine', first.customer.token)).json();
    expect(mine.consultations[0]).toMatchObject({ status: 'cancelled' });

    expect(await auditOf(first.consultation.id)).toMatchObject([
      {
        action: 'consultation.cancel',
        actorEmail: owner.email,
        before: { status: 'booked', start: new Date(first.consultation.start).toISOString() },
        after: { status: 'cancelled', reason: 'Our practitioner is unwell that day' },
      },
    ]);
  });

  it('withdraws the reminder: none goes out the day before, only the cancellation', async () => {
    const { customer, consultation } = await booked('11:00');
    const [row] = await database.db.select().from(consultations).where(eq(consultations.id, consultation.id));
    expect(row!.reminderMailId).not.toBeNull();
    expect((await cancel(consultation.id)).statusCode).toBe(200);
    expect(await database.db.select().from(outbox).where(eq(outbox.id, row!.reminderMailId!))).toEqual([]);

    const untilReminder = new Date(consultation.start).getTime() - 24 * 3600_000 - api.clock.now().getTime();
    api.clock.advance(untilReminder + 60_000);
    try {
      await api.mail.flush();
      const sent = emlTo(customer.email);
      expect(sent.filter((eml) => /Subject: Reminder/.test(eml))).toEqual([]);
      expect(sent.filter((eml) => /Subject: Your consultation on .* is cancelled/.test(eml))).toHaveLength(1);
    } finally {
      api.clock.advance(-(untilReminder + 60_000));
    }
  });

  it('cannot cancel twice: the second is 409 saying it is already cancelled, and nothing more is sent', async () => {
    const { customer, consultation } = await booked('12:00');
    expect((await cancel(consultation.id)).statusCode).toBe(200);
    const again = await cancel(consultation.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'CONSULTATION_NOT_BOOKED',
      message: 'This consultation is already cancelled.',
    });
    const mails = await database.db.select().from(outbox).where(eq(outbox.to, customer.email));
    expect(mails.filter((mail) => mail.subject.endsWith('is cancelled'))).toHaveLength(1);
    expect((await auditOf(consultation.id)).map((entry) => entry.action)).toEqual(['consultation.cancel']);
  });

  it('refuses one marked done, and one that has started, with 409 and what to do instead', async () => {
    const done = await booked('12:30');
    await call(api.app, 'PATCH', `/admin/consultations/${done.consultation.id}`, owner.token, {
      status: 'done',
    });
    const refused = await cancel(done.consultation.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONSULTATION_NOT_BOOKED' });

    const started = await booked('13:00');
    const untilStart = new Date(started.consultation.start).getTime() - api.clock.now().getTime();
    api.clock.advance(untilStart + 60_000);
    try {
      const late = await cancel(started.consultation.id);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'CONSULTATION_STARTED',
        message: 'This consultation has already started. Mark it done or no-show instead.',
      });
    } finally {
      api.clock.advance(-(untilStart + 60_000));
    }
  });

  it('lets the owner cancel within the customer’s 2-hour cut-off', async () => {
    const { consultation } = await booked('13:30');
    const untilStart = new Date(consultation.start).getTime() - api.clock.now().getTime();
    api.clock.advance(untilStart - 30 * 60_000);
    try {
      expect((await cancel(consultation.id)).statusCode).toBe(200);
    } finally {
      api.clock.advance(-(untilStart - 30 * 60_000));
    }
  });

  it('answers 404 for an unknown consultation, 400 for a reason too long, 401/403 to others', async () => {
    const unknown = await cancel('a1b2c3d4e5f6a1b2c3d4e5f6');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CONSULTATION_NOT_FOUND');
    const { customer, consultation } = await booked('14:00');
    const long = await cancel(consultation.id, owner.token, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0].field).toBe('reason');
    const asCustomer = await cancel(consultation.id, customer.token);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toMatchObject({ code: 'FORBIDDEN' });
    const visitor = await call(api.app, 'POST', `/admin/consultations/${consultation.id}/cancel`);
    expect(visitor.statusCode).toBe(401);
    const [row] = await database.db.select().from(consultations).where(eq(consultations.id, consultation.id));
    expect(row!.status).toBe('booked');
  });
});

describe('done and no-show', () => {
  it('free the place of a slot not yet over; back to booked is refused once someone took it', async () => {
    const when = nextWorkday(api.clock.now(), 5);
    const noShow = await booked('15:00', when);
    await booked('15:00', when);
    expect(await places(when, '15:00')).toBe(0);
    const marked = await call(
      api.app,
      'PATCH',
      `/admin/consultations/${noShow.consultation.id}`,
      owner.token,
      {
        status: 'no_show',
      },
    );
    expect(marked.statusCode).toBe(200);
    expect(await places(when, '15:00')).toBe(1);
    const next = await createSignedInUser(database);
    expect(
      (await call(api.app, 'POST', '/consultations', next.token, booking(at(when, '15:00')))).statusCode,
    ).toBe(201);

    const back = await call(api.app, 'PATCH', `/admin/consultations/${noShow.consultation.id}`, owner.token, {
      status: 'booked',
    });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ code: 'SLOT_FULL' });
    const [row] = await database.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, noShow.consultation.id));
    expect(row!.status).toBe('no_show');
  });

  it('go back to booked while a place is left', async () => {
    const when = nextWorkday(api.clock.now(), 5);
    const { consultation } = await booked('16:00', when);
    for (const status of ['done', 'booked'] as const) {
      const response = await call(api.app, 'PATCH', `/admin/consultations/${consultation.id}`, owner.token, {
        status,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().consultation.status).toBe(status);
    }
    expect(await places(when, '16:00')).toBe(1);
  });
});

describe('the audit log', () => {
  it('keeps every change of the owner: status, private notes and the settings', async () => {
    const { consultation } = await booked('16:30');
    const url = `/admin/consultations/${consultation.id}`;
    await call(api.app, 'PATCH', url, owner.token, { adminNotes: 'Call after 4' });
    await call(api.app, 'PATCH', url, owner.token, { status: 'done', adminNotes: 'Suggested triphala' });
    const entries = await auditOf(consultation.id);
    expect(entries).toMatchObject([
      {
        action: 'consultation.status',
        actorEmail: owner.email,
        before: { status: 'booked', adminNotes: 'Call after 4' },
        after: { status: 'done', adminNotes: 'Suggested triphala' },
      },
      {
        action: 'consultation.notes',
        before: { status: 'booked', adminNotes: '' },
        after: { status: 'booked', adminNotes: 'Call after 4' },
      },
    ]);

    const settings = (await call(api.app, 'GET', '/admin/consultations/settings', owner.token)).json()
      .settings;
    const saved = await call(api.app, 'PUT', '/admin/consultations/settings', owner.token, {
      ...settings,
      practitioners: 3,
    });
    expect(saved.statusCode).toBe(200);
    const log = (
      await call(
        api.app,
        'GET',
        '/admin/audit-log?entity=consultation_settings&entityId=default',
        owner.token,
      )
    ).json().entries;
    expect(log).toMatchObject([
      {
        action: 'consultation.settings',
        actorEmail: owner.email,
        before: { practitioners: 2, maxUpcomingPerCustomer: 2 },
        after: { practitioners: 3, maxUpcomingPerCustomer: 2 },
      },
    ]);
    await call(api.app, 'PUT', '/admin/consultations/settings', owner.token, settings);
  });
});
