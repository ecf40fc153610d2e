import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, contactMessages, newsletterSubscribers, quizSubmissions } from '../../db/schema/index.ts';
import { admin, startShop, type TestApi } from '../orders/orders.fixtures.ts';
import { adminCall } from './admin.fixtures.ts';

let database: Database;
let api: TestApi;
let owner: { id: string; token: string; email: string };

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database);
  owner = await admin(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const message = (subject: string, createdAt: string) => ({
  name: 'Asha Rao',
  email: 'asha@example.in',
  subject,
  message: 'When will my order ship?',
  createdAt: new Date(createdAt),
});

describe('contact messages', () => {
  it('lists messages newest first and marks one handled and back, each change in the audit log', async () => {
    await database.db
      .insert(contactMessages)
      .values([message('Older', '2026-03-01T10:00:00Z'), message('Newer', '2026-03-02T10:00:00Z')]);
    const listed = await adminCall(api.app, 'GET', '/messages', owner.token);
    expect(listed.statusCode).toBe(200);
    const { messages } = listed.json();
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual(['Newer', 'Older']);
    expect(messages[0]).toMatchObject({ handled: false, email: 'asha@example.in', phone: '' });

    const id = messages[1].id;
    const handled = await adminCall(api.app, 'PATCH', `/messages/${id}`, owner.token, { handled: true });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().message).toMatchObject({ id, handled: true, subject: 'Older' });
    const [stored] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored?.handled).toBe(true);

    const reopened = await adminCall(api.app, 'PATCH', `/messages/${id}`, owner.token, { handled: false });
    expect(reopened.json().message.handled).toBe(false);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contact_message'), eq(auditLog.entityId, id)));
    expect(audit.map((entry) => [entry.action, entry.before, entry.after, entry.actorEmail])).toEqual(
      expect.arrayContaining([
        ['message.handled', { handled: false }, { handled: true }, owner.email],
        ['message.unhandled', { handled: true }, { handled: false }, owner.email],
      ]),
    );
  });

  it('refuses a bad body with 400 and an unknown id with 404, changing nothing', async () => {
    const [row] = await database.db
      .insert(contactMessages)
      .values(message('Bad input', '2026-03-03T10:00:00Z'))
      .returning();
    const bad = await adminCall(api.app, 'PATCH', `/messages/${row!.id}`, owner.token, { handled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBeDefined();
    const empty = await adminCall(api.app, 'PATCH', `/messages/${row!.id}`, owner.token, {});
    expect(empty.statusCode).toBe(400);
    const [stored] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, row!.id));
    expect(stored?.handled).toBe(false);

    const unknown = await adminCall(api.app, 'PATCH', '/messages/no-such-message', owner.token, {
      handled: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('MESSAGE_NOT_FOUND');
  });
});

describe('quiz submissions', () => {
  it('lists submissions newest first with name, e-mail, phone, score, zone and date', async () => {
    const base = { answers: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], email: 'ravi@example.in', phone: '9876543210' };
    await database.db.insert(quizSubmissions).values([
      { ...base, name: 'First', score: 3, zone: 'red', createdAt: new Date('2026-03-01T10:00:00Z') },
      { ...base, name: 'Second', score: 9, zone: 'green', createdAt: new Date('2026-03-05T10:00:00Z') },
    ]);
    const response = await adminCall(api.app, 'GET', '/quiz-submissions', owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().submissions).toEqual([
      {
        id: expect.any(String),
        name: 'Second',
        email: 'ravi@example.in',
        phone: '9876543210',
        score: 9,
        zone: 'green',
        createdAt: '2026-03-05T10:00:00.000Z',
      },
      expect.objectContaining({ name: 'First', score: 3, zone: 'red' }),
    ]);
  });
});

describe('newsletter export', () => {
  it('exports subscribed addresses as CSV, without those who left, with formula values neutralised', async () => {
    await database.db.insert(newsletterSubscribers).values([
      { email: 'meera@example.in', token: 't1', subscribedAt: new Date('2026-02-01T08:00:00Z') },
      { email: '=HYPERLINK("http://x","a,b")', token: 't2', subscribedAt: new Date('2026-02-02T08:00:00Z') },
      {
        email: 'gone@example.in',
        token: 't3',
        subscribedAt: new Date('2026-01-01T08:00:00Z'),
        unsubscribedAt: new Date('2026-01-10T08:00:00Z'),
      },
    ]);
    const summary = await adminCall(api.app, 'GET', '/newsletter', owner.token);
    expect(summary.json()).toEqual({ subscribed: 2 });

    const csv = await adminCall(api.app, 'GET', '/newsletter/export.csv', owner.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body).toBe(
      [
        'email,subscribed_at',
        'meera@example.in,2026-02-01T08:00:00.000Z',
        `"'=HYPERLINK(""http://x"",""a,b"")",2026-02-02T08:00:00.000Z`,
        '',
      ].join('\r\n'),
    );
  });
});
