import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Every DML statement the shop sends is prepared once and planned once, on either driver: planning took
 * longer than running for most of checkout's statements (docs/PERFORMANCE.md, "Statements prepared
 * once"; ADR 0038). The texts are fixed (values travel apart from them), so there are a few hundred at
 * most. Each driver's part: `nameStatements` here for `pg`, `withPreparedStatements` for PGlite.
 */

/** Statements worth preparing: plain DML. DDL, `SET`, savepoints and the like run as they are. */
export const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** More distinct texts than this means statements built from changing text (a bug): the rest run unprepared. */
export const MAX_PREPARED_STATEMENTS = 500;

/** The name of a statement text, the same in every process and on every connection. */
export function statementName(text: string): string {
  return `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
}

/**
 * Names of the texts this process prepares on `pg`: a name makes `pg` parse the text once per
 * connection and send only its values afterwards, and PostgreSQL keep a generic plan after five runs.
 */
export function pgStatementNames(): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (!name && names.size < MAX_PREPARED_STATEMENTS && PREPARABLE.test(text)) {
      name = statementName(text);
      names.set(text, name);
    }
    return name;
  };
}

/** Gives each DML statement a pooled connection sends without a name its text's name. */
export function nameStatements(client: pg.PoolClient, nameOf: (text: string) => string | undefined): void {
  const query = client.query;
  client.query = function (this: pg.PoolClient, ...args: unknown[]) {
    const [config] = args;
    // Config objects only (Drizzle's): a text with values, or a Submittable such as a cursor, stays as it is.
    if (config && typeof config === 'object' && !('submit' in config) && !(config as pg.QueryConfig).name) {
      const name = nameOf((config as pg.QueryConfig).text);
      if (name) args[0] = { ...config, name };
    }
    return (query as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof client.query;
}
