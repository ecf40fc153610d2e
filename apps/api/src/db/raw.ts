import { getTableColumns, getTableName, type SQL, sql, type Table } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * Hand-written SQL for the few hot paths where Drizzle's query building cost more CPU than the
 * statement itself (checkout and the cart: docs/PERFORMANCE.md, "Where an order's time goes").
 * Still parameterised through Drizzle's `sql` template, on the same connection or transaction.
 *
 * The rows come back as the driver reads them: name every column with an `AS "camelCase"` alias, and
 * return no timestamps (Drizzle tells both drivers to leave those as text for its own mapping).
 */
export async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

interface InsertHead {
  /** The statement up to its JSON parameter. */
  head: SQL;
  /** [schema key, column name] of each column written. */
  columns: [string, string][];
}
const insertHeads = new WeakMap<Table, Map<string, InsertHead>>();

/** The statement's text for one table and one set of keys, built once. */
function insertHead(table: Table, keys: string[]): InsertHead {
  let heads = insertHeads.get(table);
  if (!heads) {
    heads = new Map();
    insertHeads.set(table, heads);
  }
  const signature = keys.join(',');
  let found = heads.get(signature);
  if (!found) {
    const byKey = getTableColumns(table) as Record<string, { name: string } | undefined>;
    const columns = keys.map((key): [string, string] => {
      const column = byKey[key];
      if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
      return [key, column.name];
    });
    const list = columns.map(([, name]) => `"${name}"`).join(', ');
    const name = `"${getTableName(table)}"`;
    found = {
      head: sql.raw(
        `INSERT INTO ${name} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${name}, `,
      ),
      columns,
    };
    heads.set(signature, found);
  }
  return found;
}

/**
 * A value that only the statement itself will know (the invoice number its counter CTE takes): the rows
 * carry `token` wherever it goes, and the statement puts `value` there. `token` must be letters and
 * digits, unguessable, so that it is never part of anyone's text and passes through JSON unchanged.
 */
export interface LateValue {
  token: string;
  value: SQL;
}

/**
 * `INSERT INTO t (columns) SELECT columns FROM json_populate_recordset(NULL::t, $1)`: whole rows, keyed
 * as in the schema (camelCase), sent as one JSON parameter. Columns the rows leave out get their
 * defaults; the column names come from the schema, so the SQL cannot drift from it. With `late`, its
 * token is replaced in the JSON's text before the rows are read.
 */
export function insertRows<T extends Table>(
  table: T,
  rows: Partial<T['$inferInsert']>[],
  late?: LateValue,
): SQL {
  const { head, columns } = insertHead(table, Object.keys(rows[0] ?? {}));
  const json = JSON.stringify(
    rows.map((row) => {
      const byColumn: Record<string, unknown> = {};
      for (const [key, name] of columns) byColumn[name] = (row as Record<string, unknown>)[key];
      return byColumn;
    }),
  );
  if (!late) return sql`${head}${json}::json)`;
  return sql`${head}replace(${json}, ${late.token}, ${late.value})::json)`;
}
