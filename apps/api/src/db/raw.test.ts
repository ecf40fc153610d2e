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

  it.runIf(process.env.TEST_DATABASE_URL)(
    'prepares a statement once per connection, and PostgreSQL plans it once (PostgreSQL)',
    async () => {
      const runs = await database.db.transaction(async (tx) => {
        for (let n = 0; n < 8; n += 1) await rowsOf(tx, sql`SELECT ${String(n)}::text AS "rawTestMarker"`);
        return rowsOf<{ generic: number; custom: number }>(
          tx,
          sql`SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements
            WHERE name LIKE 'raw\\_%' AND statement LIKE '%AS "rawTestMarker"'`,
        );
      });
      // One prepared statement for the eight runs; after five custom plans PostgreSQL keeps a generic one.
      expect(runs).toHaveLength(1);
      expect(runs[0]!.generic + runs[0]!.custom).toBe(8);
      expect(runs[0]!.generic).toBeGreaterThan(0);
    },
  );

  it('runs a statement again after the transaction that prepared it rolled back', async () => {
    const marked = (n: number) => sql`SELECT ${n}::int AS "rolledBackMarker"`;
    await expect(
      database.db.transaction(async (tx) => {
        await rowsOf(tx, marked(1));
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    // A statement that fails inside a transaction leaves the connection's statements usable too.
    await expect(
      database.db.transaction(async (tx) => {
        await rowsOf(tx, marked(2));
        await rowsOf(tx, sql`SELECT 1 / ${0}::int AS "never"`);
      }),
    ).rejects.toThrow();
    for (const n of [3, 4]) {
      expect(await database.db.transaction((tx) => rowsOf(tx, marked(n)))).toEqual([{ rolledBackMarker: n }]);
    }
  });

  it('still answers when statements are built from changing text, and names no more than 200', async () => {
    const named = await database.db.transaction(async (tx) => {
      for (let n = 0; n < 260; n += 1) {
        const rows = await rowsOf<{ n: number }>(tx, sql.raw(`SELECT ${n} AS "n"`));
        expect(rows).toEqual([{ n }]);
      }
      return rowsOf<{ count: number }>(
        tx,
        sql`SELECT count(*)::int AS count FROM pg_prepared_statements WHERE name LIKE 'raw\\_%'`,
      );
    });
    // One connection held them all: on PostgreSQL, the texts past the 200th ran unnamed (PGlite names none).
    expect(named[0]!.count).toBeLessThanOrEqual(200);
    if (process.env.TEST_DATABASE_URL) expect(named[0]!.count).toBeGreaterThan(100);
  });
});
