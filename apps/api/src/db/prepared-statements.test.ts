import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database } from './client.ts';
import { MAX_PREPARED_STATEMENTS, statementName } from './prepared-statements.ts';
import { rowsOf } from './raw.ts';

// On PGlite, or on PostgreSQL when TEST_DATABASE_URL is set: the same statements are prepared once on both.
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** This connection's prepared statement for `text`, with its plan counts (PostgreSQL counts both kinds). */
const planOf = (
  executor: Database['db'] | Parameters<Parameters<Database['db']['transaction']>[0]>[0],
  text: string,
) =>
  rowsOf<{ generic: number; custom: number }>(
    executor,
    sql`SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements
      WHERE name = ${statementName(text)}`,
  );

describe(`statements prepared once (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('prepares a Drizzle statement once, answers each run with its own values, and plans it once', async () => {
    const text = 'SELECT $1::int * 2 AS "preparedMarker"';
    const plans = await database.db.transaction(async (tx) => {
      for (const n of [1, 2, 3, 21, 5, 8, 13, 34]) {
        const answer = (await tx.execute(sql`SELECT ${n}::int * 2 AS "preparedMarker"`)) as {
          rows: unknown[];
        };
        expect(answer.rows).toEqual([{ preparedMarker: n * 2 }]);
      }
      return planOf(tx, text);
    });
    // One prepared statement for the eight runs; after five custom plans PostgreSQL keeps a generic one.
    expect(plans).toHaveLength(1);
    expect(plans[0]!.generic + plans[0]!.custom).toBe(8);
    expect(plans[0]!.generic).toBeGreaterThan(0);
  });

  it('runs a statement again after the transaction that prepared it rolled back, or failed', async () => {
    const marked = (n: number) => sql`SELECT ${n}::int AS "rolledBackMarker"`;
    await expect(
      database.db.transaction(async (tx) => {
        await rowsOf(tx, marked(1));
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
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

  it(`still answers when statements are built from changing text, and prepares no more than ${MAX_PREPARED_STATEMENTS}`, async () => {
    const count = await database.db.transaction(async (tx) => {
      for (let n = 0; n < MAX_PREPARED_STATEMENTS + 20; n += 1) {
        expect(await rowsOf<{ n: number }>(tx, sql.raw(`SELECT ${n} AS "n"`))).toEqual([{ n }]);
      }
      return rowsOf<{ count: number }>(
        tx,
        sql`SELECT count(*)::int AS count FROM pg_prepared_statements WHERE name LIKE 's\\_%'`,
      );
    });
    // One connection (the transaction's) ran them all: the texts past the limit ran unprepared.
    expect(count[0]!.count).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS);
    expect(count[0]!.count).toBeGreaterThan(MAX_PREPARED_STATEMENTS / 2);
  });
});
