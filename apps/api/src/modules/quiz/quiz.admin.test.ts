import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { quizSubmissions } from '../../db/schema/index.ts';
import { adminCall } from '../admin/admin.fixtures.ts';
import { admin, startShop, type TestApi } from '../orders/orders.fixtures.ts';

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
