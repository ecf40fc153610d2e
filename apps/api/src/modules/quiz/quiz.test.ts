import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { quizSubmissions } from '../../db/schema/index.ts';
import { createCustomer, startApi, type TestApi } from '../accounts/accounts.fixtures.ts';
import { quizAccountLimit, quizRateLimit } from './index.ts';

let database: Database;
let api: TestApi;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApi(database, { RATE_LIMIT_MAX: '1000000' });
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  answers: [4, 4, 4, 4, 4, 4, 4, 4, 0, 0],
  name: 'Ravi Kumar',
  email: 'Ravi@Example.in',
  phone: ' 9876543210 ',
  ...overrides,
});

let ip = 0;
function submit(payload: unknown, remoteAddress = `10.1.0.${++ip}`, token?: string) {
  return api.app.inject({
    method: 'POST',
    url: '/api/quiz/submit',
    payload: payload as never,
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('POST /quiz/submit', () => {
  it.each([
    [[4, 4, 4, 4, 4, 4, 4, 4, 0, 0], 8, 'Optimal Zone'],
    [[2, 2, 2, 2, 2, 2, 2, 2, 2, 2], 5, 'Gamma Zone'],
    [[1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 3, 'Beta Zone'],
  ])('scores %j as %i in the %s and stores it', async (answers, score, zone) => {
    const response = await submit(body({ answers, email: `zone${score}@example.in` }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ score, zone });
    const [row] = await database.db
      .select()
      .from(quizSubmissions)
      .where(eq(quizSubmissions.email, `zone${score}@example.in`));
    expect(row).toMatchObject({ answers, score, zone, name: 'Ravi Kumar', phone: '9876543210' });
  });

  it('ignores a score the client sends', async () => {
    const response = await submit(body({ answers: Array(10).fill(0), score: 10, zone: 'Optimal Zone' }));
    expect(response.json()).toEqual({ score: 0, zone: 'Beta Zone' });
  });

  it.each([
    ['an answer above 4', { answers: [5, 0, 0, 0, 0, 0, 0, 0, 0, 0] }, 'answers.0'],
    ['a negative answer', { answers: [0, 0, 0, -1, 0, 0, 0, 0, 0, 0] }, 'answers.3'],
    ['a fraction', { answers: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1.5] }, 'answers.9'],
    ['nine answers', { answers: [0, 0, 0, 0, 0, 0, 0, 0, 0] }, 'answers'],
    ['eleven answers', { answers: Array(11).fill(0) }, 'answers'],
    ['no e-mail', { email: undefined }, 'email'],
    ['a bad e-mail', { email: 'ravi@' }, 'email'],
    ['a short phone', { phone: '  98765  ' }, 'phone'],
    ['no name', { name: '  ' }, 'name'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_label, overrides, field) => {
    const before = (await database.db.select().from(quizSubmissions)).length;
    const response = await submit(body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
    expect((await database.db.select().from(quizSubmissions)).length).toBe(before);
  });

  it(`answers 429 after ${quizRateLimit.max} submissions from one address`, async () => {
    for (let i = 0; i < quizRateLimit.max; i += 1) {
      expect((await submit(body(), '10.2.2.2')).statusCode).toBe(200);
    }
    expect((await submit(body(), '10.2.2.2')).statusCode).toBe(429);
  });

  it(`answers 429 after ${quizAccountLimit.max} submissions from one signed-in account, whatever the address`, async () => {
    const customer = await createCustomer(api.app, database);
    for (let i = 0; i < quizAccountLimit.max; i += 1) {
      expect((await submit(body(), `10.5.0.${i}`, customer.token)).statusCode).toBe(200);
    }
    const refused = await submit(body(), '10.5.1.1', customer.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/^Too many quiz submissions from your account\. Please wait/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account, and a visitor, from the same new address are not held back.
    const other = await createCustomer(api.app, database);
    expect((await submit(body(), '10.5.1.1', other.token)).statusCode).toBe(200);
    expect((await submit(body(), '10.5.1.1')).statusCode).toBe(200);
  });
});
