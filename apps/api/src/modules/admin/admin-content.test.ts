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
  it('exports confirmed addresses as CSV, without those who left or never confirmed, with formula values neutralised', async () => {
    const confirmed = (at: string) => ({ subscribedAt: new Date(at), confirmedAt: new Date(at) });
    await database.db.insert(newsletterSubscribers).values([
      { email: 'meera@example.in', token: 't1', ...confirmed('2026-02-01T08:00:00Z') },
      { email: '=HYPERLINK("http://x","a,b")', token: 't2', ...confirmed('2026-02-02T08:00:00Z') },
      {
        email: 'gone@example.in',
        token: 't3',
        ...confirmed('2026-01-01T08:00:00Z'),
        unsubscribedAt: new Date('2026-01-10T08:00:00Z'),
      },
      // Typed in by someone, never confirmed by the mailbox's owner.
      { email: 'stranger@example.in', token: 't4', subscribedAt: new Date(), confirmSentAt: new Date() },
    ]);
    const summary = await adminCall(api.app, 'GET', '/newsletter', owner.token);
    expect(summary.json()).toEqual({
      subscribed: 2,
      pending: 1,
      subscribers: [
        { email: '=HYPERLINK("http://x","a,b")', subscribedAt: '2026-02-02T08:00:00.000Z' },
        { email: 'meera@example.in', subscribedAt: '2026-02-01T08:00:00.000Z' },
      ],
      total: 2,
      page: 1,
      limit: 20,
    });

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

describe('paging the lists', () => {
  const at = (i: number) => new Date(Date.UTC(2025, 0, 1, 0, i));
  const lists = [
    {
      url: '/messages',
      key: 'messages',
      id: (row: { id: string }) => row.id,
      insert: (n: number) =>
        database.db.insert(contactMessages).values(
          Array.from({ length: n }, (_, i) => ({
            ...message(`Paged ${i}`, '2025-01-01'),
            createdAt: at(i),
          })),
        ),
    },
    {
      url: '/quiz-submissions',
      key: 'submissions',
      id: (row: { id: string }) => row.id,
      insert: (n: number) =>
        database.db.insert(quizSubmissions).values(
          Array.from({ length: n }, (_, i) => ({
            answers: Array(10).fill(2),
            score: 5,
            zone: 'Gamma Zone',
            name: `Paged ${i}`,
            email: 'paged@example.in',
            phone: '9876543210',
            createdAt: at(i),
          })),
        ),
    },
    {
      url: '/newsletter',
      key: 'subscribers',
      id: (row: { email: string }) => row.email,
      insert: (n: number) =>
        database.db.insert(newsletterSubscribers).values(
          Array.from({ length: n }, (_, i) => ({
            email: `paged${i}@example.in`,
            token: `paged-${i}`,
            subscribedAt: at(i),
            confirmedAt: at(i),
          })),
        ),
    },
  ] as const;

  it.each(lists)('$url: 20 a page by default, page 2 has the rest, any limit up to 100', async (list) => {
    await list.insert(25);
    const get = async (query: string) => {
      const response = await adminCall(api.app, 'GET', `${list.url}${query}`, owner.token);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const everything = await get('?limit=100');
    const ids: string[] = everything[list.key].map(list.id);
    expect(everything.total).toBe(ids.length);
    expect(everything.total).toBeGreaterThanOrEqual(25);
    expect(everything.total).toBeLessThanOrEqual(100);

    const first = await get('');
    expect(first).toMatchObject({ total: everything.total, page: 1, limit: 20 });
    expect(first[list.key].map(list.id)).toEqual(ids.slice(0, 20));
    const second = await get('?page=2');
    expect(second).toMatchObject({ total: everything.total, page: 2, limit: 20 });
    expect(second[list.key].map(list.id)).toEqual(ids.slice(20, 40));
    const small = await get('?page=3&limit=7');
    expect(small[list.key].map(list.id)).toEqual(ids.slice(14, 21));
    const beyond = await get('?page=99');
    expect(beyond[list.key]).toEqual([]);
    expect(beyond.total).toBe(everything.total);
  });

  it.each(lists)('$url: refuses a bad page or limit with 400 naming it', async (list) => {
    for (const [query, field] of [
      ['?limit=101', 'limit'],
      ['?limit=0', 'limit'],
      ['?limit=ten', 'limit'],
      ['?page=0', 'page'],
      ['?page=-1', 'page'],
      ['?page=1.5', 'page'],
      ['?page=abc', 'page'],
    ]) {
      const response = await adminCall(api.app, 'GET', `${list.url}${query}`, owner.token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });

  it('counts the messages not handled over every page', async () => {
    const [all, page] = await Promise.all([
      adminCall(api.app, 'GET', '/messages?limit=100', owner.token),
      adminCall(api.app, 'GET', '/messages?page=2&limit=5', owner.token),
    ]);
    const open = all.json().messages.filter((m: { handled: boolean }) => !m.handled).length;
    expect(all.json().unhandled).toBe(open);
    expect(page.json().unhandled).toBe(open);
  });
});
