import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database } from './client.ts';
import { rowsOf } from './raw.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const doubled = (n: number) => sql`SELECT ${n}::int * 2 AS "doubled"`;

describe('rowsOf', () => {
  it('answers each run of one statement with its own values', async () => {
    for (const n of [1, 2, 3, 21, 5, 8, 13]) {
      expect(await rowsOf<{ doubled: number }>(database.db, doubled(n))).toEqual([{ doubled: n * 2 }]);
    }
  });
});
