import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { MAX_PREPARED_STATEMENTS, PREPARABLE, statementName } from './prepared-statements.ts';

/**
 * PGlite's part of preparing statements once (prepared-statements.ts). Its `query()` knows only the
 * unnamed statement, so it planned every statement again on each call. This wraps the client Drizzle is
 * given: each distinct DML text is prepared once (`PREPARE`) and then run as `EXECUTE name(values)`
 * through the simple protocol, one call into PGlite instead of five. `EXECUTE` cannot take bound
 * parameters, so the values are written as escaped literals (`literal`), each first turned into text by
 * PGlite's own serializer for the type PostgreSQL inferred: PostgreSQL reads exactly the text a bound
 * parameter would have carried (docs/decisions/0038-statements-prepared-once.md).
 *
 * Anything else, and any call with options other than Drizzle's, goes to PGlite unchanged.
 */

/** The types Drizzle asks PGlite to leave as text on every query (drizzle-orm/pglite/session.js). */
const LEFT_AS_TEXT = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

interface Prepared {
  name: string;
  /** The type PostgreSQL inferred for each parameter. */
  types: number[];
}

type Run = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<unknown>>;
type Exec = (text: string, options?: QueryOptions) => Promise<Results<unknown>[]>;

/** A client for Drizzle with statements prepared once, and PGlite's own parsing for everyone else. */
export interface PreparedPglite {
  /** What Drizzle is given in place of the PGlite instance. */
  client: PGlite;
  /** PGlite's usual answer (timestamps as Date), for raw queries outside Drizzle. */
  query<T>(text: string, params?: unknown[]): Promise<Results<T>>;
  /** How many statements are prepared now. */
  preparedCount(): number;
}

export function withPreparedStatements(pglite: PGlite): PreparedPglite {
  // The per-query parsers Drizzle passes made PGlite copy its whole parser table on every answer; set on
  // the instance once, the answers are the same and the copy is gone. Raw queries get PGlite's default back.
  const standardParsers = Object.fromEntries(
    LEFT_AS_TEXT.filter((oid) => pglite.parsers[oid]).map((oid) => [oid, pglite.parsers[oid]!]),
  );
  for (const oid of LEFT_AS_TEXT) pglite.parsers[oid] = (value: string) => value;

  const prepared = new Map<string, Prepared>();
  /** Texts being prepared now; a call meeting one runs unprepared rather than wait (it may hold the transaction the preparation needs). */
  const preparing = new Set<string>();

  async function preparedFor(text: string, run: Run, exec: Exec): Promise<Prepared | undefined> {
    const known = prepared.get(text);
    if (known || preparing.has(text) || prepared.size >= MAX_PREPARED_STATEMENTS) return known;
    preparing.add(text);
    try {
      const name = statementName(text);
      // Already there (42P05) means another wrapper of this same client prepared it: the text is the same.
      await exec(`PREPARE ${name} AS ${text}`).catch((error: { code?: string }) => {
        if (error?.code !== '42P05') throw error;
      });
      const described = await run(
        "SELECT array_to_string(parameter_types::oid[], ',') AS types FROM pg_prepared_statements WHERE name = $1",
        [name],
      );
      const types = (described.rows[0] as { types: string | null } | undefined)?.types;
      // A prepared statement outlives the transaction it was made in, even one rolled back.
      const entry = { name, types: types ? types.split(',').map(Number) : [] };
      prepared.set(text, entry);
      return entry;
    } finally {
      preparing.delete(text);
    }
  }

  async function query(run: Run, exec: Exec, text: string, params: unknown[] = [], options?: QueryOptions) {
    const rowMode = drizzleRowMode(options);
    if (rowMode === false || !PREPARABLE.test(text)) return run(text, params, options);
    try {
      const statement = await preparedFor(text, run, exec);
      const values = statement && literals(pglite, statement.types, params);
      if (!statement || !values) return await run(text, params, options);
      const call = `EXECUTE ${statement.name}${values.length > 0 ? `(${values.join(', ')})` : ''}`;
      const results = await exec(call, rowMode ? { rowMode } : undefined);
      return results[results.length - 1]!;
    } catch (error) {
      // Errors read as before, whether PREPARE or EXECUTE met them: the statement's own text, its values apart.
      if (error && typeof error === 'object' && 'query' in error)
        Object.assign(error, { query: text, params });
      throw error;
    }
  }

  /** `query` through prepared statements, on the client or on an open transaction. */
  const preparedQuery =
    (target: Pick<Transaction, 'query' | 'exec'>) =>
    (text: string, params?: unknown[], options?: QueryOptions) =>
      query(
        (t, p, o) => target.query(t, p as never[], o),
        (t, o) => target.exec(t, o),
        text,
        params,
        options,
      );

  const client = {
    query: preparedQuery(pglite),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      pglite.transaction((tx) =>
        callback({
          query: preparedQuery(tx),
          sql: tx.sql,
          exec: tx.exec,
          rollback: tx.rollback,
          listen: tx.listen,
          get closed() {
            return tx.closed;
          },
        } as Transaction),
      ),
  };

  return {
    client: client as unknown as PGlite,
    query: (text, params) => pglite.query(text, params as never[], { parsers: standardParsers }),
    preparedCount: () => prepared.size,
  };
}

/**
 * The row mode of a call whose options are Drizzle's (a row mode, and parsers that leave only
 * `LEFT_AS_TEXT` as text); false for any other options, which go to PGlite unchanged.
 */
function drizzleRowMode(options: QueryOptions | undefined): QueryOptions['rowMode'] | undefined | false {
  if (!options) return undefined;
  for (const key of Object.keys(options)) {
    if (key === 'rowMode') continue;
    if (
      key === 'parsers' &&
      Object.keys(options.parsers ?? {}).every((oid) => LEFT_AS_TEXT.includes(Number(oid)))
    )
      continue;
    return false;
  }
  return options.rowMode;
}

/**
 * Each value as the literal PostgreSQL reads as that parameter: PGlite's serializer for the inferred type
 * (as its `query()` does), then an escape-string literal in which every backslash and quote is doubled,
 * so no value can end the literal. Undefined when a value holds a NUL character, which no literal can
 * carry: that call runs unprepared and PostgreSQL refuses it as it always did.
 */
function literals(pglite: PGlite, types: number[], params: unknown[]): string[] | undefined {
  const out: string[] = [];
  for (const [i, param] of params.entries()) {
    if (param === null || param === undefined) {
      out.push('NULL');
      continue;
    }
    const serialize = pglite.serializers[types[i] ?? 0];
    const text = serialize ? serialize(param) : String(param);
    if (text.includes('\0')) return undefined;
    out.push(literal(text));
  }
  return out;
}

export function literal(text: string): string {
  return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}
