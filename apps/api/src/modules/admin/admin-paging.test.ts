import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { contactMessages, newsletterSubscribers, quizSubmissions } from '../../db/schema/index.ts';
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
