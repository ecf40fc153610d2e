import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { literal, withPreparedStatements } from './pglite-statements.ts';
import { MAX_PREPARED_STATEMENTS } from './prepared-statements.ts';

/** Values that have broken hand-made quoting elsewhere: quotes, backslashes, escapes, dollar quotes, unicode. */
const awkward = [
  "it's",
  "''",
  '\\',
  "\\'",
  "'); DROP TABLE notes; --",
  "E'\\x41'",
  '$$ x $$',
  'line\nbreak\ttab',
  'ಆಯುರ್ವೇದ तुलसी 🌿',
  '',
  ' ',
];

/** PostgreSQL's error under Drizzle's wrapper. */
const causeOf = (failure: { cause?: unknown }) =>
  (failure.cause ?? failure) as { code?: string; query?: string; params?: unknown[]; message?: string };

describe('PGlite statements prepared once', () => {
  let pglite: PGlite;
  let statements: ReturnType<typeof withPreparedStatements>;
  let db: ReturnType<typeof drizzle>;
  const prepared = async () =>
    Number(
      (await pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0]!.n,
    );

  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec(`CREATE TABLE notes (
      id serial PRIMARY KEY, body text NOT NULL UNIQUE, tags text[], meta jsonb, ok boolean,
      paise bigint, at timestamptz NOT NULL DEFAULT now(), raw bytea)`);
    statements = withPreparedStatements(pglite);
    db = drizzle({ client: statements.client });
  });
  afterAll(() => pglite.close());

  it('stores and reads back every awkward text exactly, through a statement prepared once', async () => {
    const before = await prepared();
    for (const body of awkward) {
      await db.execute(sql`INSERT INTO notes (body) VALUES (${body})`);
    }
    const rows = (await db.execute(sql`SELECT body FROM notes ORDER BY id`)).rows.map((row) => row.body);
    expect(rows).toEqual(awkward);
    // One INSERT and one SELECT, whatever the values.
    expect((await prepared()) - before).toBe(2);
    expect((await pglite.query('SELECT 1 FROM notes')).rows).toHaveLength(awkward.length);
  });

  it('passes arrays, JSON, booleans, big numbers, bytes and NULL as PGlite itself would', async () => {
    const meta = { quote: "it's", slash: '\\', nested: { list: [1, 'two', null] } };
    const tags = ['a,b', 'c"d', "e'f", 'g\\h', 'NULL'];
    const raw = new Uint8Array([0, 39, 92, 255]);
    await db.execute(
      sql`INSERT INTO notes (body, tags, meta, ok, paise, raw) VALUES (${'typed'}, ${sql.param(tags)}, ${meta}, ${false}, ${'9007199254740993'}, ${raw})`,
    );
    await db.execute(
      sql`INSERT INTO notes (body, tags, meta, ok) VALUES (${'nulls'}, ${null}, ${null}, ${null})`,
    );
    const prepared = (
      await db.execute(sql`SELECT tags, meta, ok, paise::text, raw FROM notes WHERE body = ${'typed'}`)
    ).rows[0];
    const plain = (
      await pglite.query("SELECT tags, meta, ok, paise::text, raw FROM notes WHERE body = 'typed'")
    ).rows[0];
    expect(prepared).toEqual(plain);
    expect(prepared).toMatchObject({ tags, meta, ok: false, paise: '9007199254740993', raw });
    expect((await db.execute(sql`SELECT tags, meta, ok FROM notes WHERE body = ${'nulls'}`)).rows[0]).toEqual(
      {
        tags: null,
        meta: null,
        ok: null,
      },
    );
  });

  it('leaves timestamps as text for Drizzle, and as Date for raw queries, as before', async () => {
    const [row] = (await db.execute(sql`SELECT at FROM notes WHERE body = ${'typed'}`)).rows;
    expect(typeof row!.at).toBe('string');
    const raw = await statements.query<{ at: unknown }>("SELECT at FROM notes WHERE body = 'typed'");
    expect(raw.rows[0]!.at).toBeInstanceOf(Date);
  });

  it('reports the count of rows an UPDATE or DELETE touched', async () => {
    const updated = await db.execute(sql`UPDATE notes SET ok = true WHERE body IN (${"it's"}, ${'\\'})`);
    expect(updated.affectedRows).toBe(2);
  });

  it('throws PostgreSQL’s error with the statement’s own text and values, and changes nothing', async () => {
    const count = async () => (await db.execute(sql`SELECT count(*)::int AS n FROM notes`)).rows[0]!.n;
    const before = await count();
    const failure = await db
      .execute(sql`INSERT INTO notes (body) VALUES (${"it's"})`)
      .catch((error) => error);
    expect(causeOf(failure)).toMatchObject({
      code: '23505',
      query: 'INSERT INTO notes (body) VALUES ($1)',
      params: ["it's"],
    });
    expect(await count()).toBe(before);
  });

  it('reads as before an error met while preparing (an unknown column), and prepares nothing for it', async () => {
    const before = await prepared();
    const failure = await db
      .execute(sql`SELECT nope FROM notes WHERE body = ${"it's"}`)
      .catch((error) => error);
    expect(causeOf(failure)).toMatchObject({
      code: '42703',
      query: 'SELECT nope FROM notes WHERE body = $1',
      params: ["it's"],
    });
    expect(await prepared()).toBe(before);
  });

  it('shares the statements another wrapper of the same client prepared', async () => {
    const other = drizzle({ client: withPreparedStatements(pglite).client });
    const before = await prepared();
    // The first wrapper prepared this text in the first test; the second finds it there and uses it.
    await other.execute(sql`INSERT INTO notes (body) VALUES (${'from a second wrapper'})`);
    const bodies = (await other.execute(sql`SELECT body FROM notes ORDER BY id`)).rows.map((row) => row.body);
    expect(bodies.at(-1)).toBe('from a second wrapper');
    expect(await prepared()).toBe(before);
  });

  it('runs statements inside transactions, and keeps them prepared after a rollback', async () => {
    const text = 'a note written in a transaction that is rolled back';
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO notes (body, ok) VALUES (${text}, ${true})`);
        expect(
          (await tx.execute(sql`SELECT ok FROM notes WHERE body = ${text} AND ok = ${true}`)).rows,
        ).toHaveLength(1);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(
      (await db.execute(sql`SELECT ok FROM notes WHERE body = ${text} AND ok = ${true}`)).rows,
    ).toHaveLength(0);
    // The statement prepared inside the rolled-back transaction is still there and still works.
    await db.execute(sql`INSERT INTO notes (body, ok) VALUES (${text}, ${true})`);
    expect(
      (await db.execute(sql`SELECT ok FROM notes WHERE body = ${text} AND ok = ${true}`)).rows,
    ).toHaveLength(1);
  });

  it('does not wait on a preparation another caller started inside a transaction (no deadlock)', async () => {
    const body = 'raced';
    // A transaction and many callers outside it all send the same new statement at once.
    const inTransaction = db.transaction(async (tx) => {
      await tx.execute(sql`SELECT count(*) FROM notes WHERE body = ${body} AND id > ${0}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return tx.execute(sql`SELECT count(*) FROM notes WHERE body = ${body} AND id > ${0}`);
    });
    const outside = Array.from({ length: 20 }, () =>
      db.execute(sql`SELECT count(*) FROM notes WHERE body = ${body} AND id > ${0}`),
    );
    const answers = await Promise.all([inTransaction, ...outside]);
    expect(answers.map((answer) => Number(answer.rows[0]!.count))).toEqual(Array(21).fill(0));
  });

  it('leaves statements other than plain DML, and values with a NUL, to PGlite unchanged', async () => {
    const before = await prepared();
    await db.execute(sql`CREATE TEMP TABLE scratch (n int)`);
    await db.execute(sql`SET LOCAL statement_timeout = 1000`);
    expect(await prepared()).toBe(before);
    const failure = await db.execute(sql`SELECT ${'a\0b'}::text AS t`).catch((error) => error);
    expect(String(causeOf(failure).message)).toMatch(/invalid byte sequence|0x00/);
  });

  it(`stops preparing past ${MAX_PREPARED_STATEMENTS} texts and still answers`, async () => {
    const start = await prepared();
    for (let i = start; i < MAX_PREPARED_STATEMENTS + 5; i++) {
      const answer = await db.execute(sql.raw(`SELECT ${i} AS n`));
      expect(answer.rows[0]).toEqual({ n: i });
    }
    expect(statements.preparedCount()).toBe(MAX_PREPARED_STATEMENTS);
    expect(await prepared()).toBe(MAX_PREPARED_STATEMENTS);
  });
});

describe('literal', () => {
  it('doubles every backslash and quote inside an escape string', () => {
    expect(literal("a'b\\c")).toBe("E'a''b\\\\c'");
    expect(literal('')).toBe("E''");
  });
});
