import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { withPreparedStatements } from './pglite-statements.ts';
import { nameStatements, pgStatementNames } from './prepared-statements.ts';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
/** Either driver: both speak PostgreSQL, so services never care which one they got. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (health checks, LISTEN/NOTIFY set-up, tests). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
}

// Found through the package, not this file's place, so the compiled server (one bundled file under
// apps/web/build/runtime) reads the same folder as the TypeScript sources do.
export const migrationsFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@shop/api/package.json')),
  'drizzle',
);
export const pgliteExtensions = { pg_trgm };
// PGlite keeps PostgreSQL's 128 MB of shared buffers inside its WebAssembly memory, all of it resident.
// Its files sit in the operating system's page cache anyway, so 16 MB costs no measurable speed and
// saves about 130 MB of the process (docs/PERFORMANCE.md, Memory).
const pgliteSettings = ['shared_buffers=16MB'];

export interface OpenOptions {
  /** A PostgreSQL URL; without one the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite's files; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data dump to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob | File;
  migrate?: boolean;
}

// Each driver, and Drizzle's part for it, is imported only by the kind of database in use: a shop on
// PGlite never loads pg, one on PostgreSQL never loads PGlite (docs/PERFORMANCE.md, Memory and start).
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options);
  if (options.migrate !== false && !(await migrationsUpToDate(database))) {
    if (database.kind === 'pglite') {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(database.db as never, { migrationsFolder });
    } else {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(database.db as never, { migrationsFolder });
    }
  }
  return database;
}

/**
 * Whether every migration this version knows is applied. Drizzle's migrator applies those newer than the
 * newest row of drizzle.__drizzle_migrations, and even with none to apply it creates its schema and
 * table again and opens a transaction; on PGlite that took a restart 0.1 to 0.4 s. Two reads decide it.
 */
export async function migrationsUpToDate(database: Database): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const [table] = await database.query<{ present: boolean }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present",
  );
  if (!table?.present) return false;
  const [applied] = await database.query<{ newest: string | number | null }>(
    'SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations',
  );
  return applied?.newest != null && Number(applied.newest) >= newest;
}

async function openPglite(options: OpenOptions): Promise<Database> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create({
    dataDir,
    extensions: pgliteExtensions,
    loadDataDir: options.loadDataDir,
    postgresqlconf: pgliteSettings,
  });
  const statements = withPreparedStatements(client);
  const db = drizzlePglite({ client: statements.client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async query(text, params) {
      const result = await statements.query(text, params as unknown[]);
      return result.rows as never[];
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  // A database that is down or restarting must fail a request within seconds, not hold it for ever.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3_000 });
  // A dropped idle connection must not take the process down; the pool reconnects on next use.
  pool.on('error', () => {});
  const nameOf = pgStatementNames();
  // Nor may one dropped while a request holds it between two statements of a transaction: the pool
  // listens only to idle connections. The statement in flight fails (answered 503), the transaction is
  // lost whole, and the pool discards the broken connection when it comes back.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    nameStatements(client, nameOf);
    giveBackOnFailedBegin(client);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    async query(text, params) {
      const result = await pool.query(text, params as unknown[]);
      return result.rows as never[];
    },
    close: () => pool.end(),
  };
}

/**
 * drizzle-orm 0.45's transaction() sends BEGIN before its try/finally, so when the connection drops at
 * that moment it never gives the client back: the pool stays one connection short for good, and closing
 * the shop waits for ever. A leased client whose BEGIN fails is given back here, with the error so the
 * pool discards it; a release by its holder afterwards does nothing.
 */
function giveBackOnFailedBegin(client: pg.PoolClient): void {
  const query = client.query;
  client.query = function (this: pg.PoolClient, ...args: unknown[]) {
    const result = (query as (...rest: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise && isBegin(args[0])) {
      result.catch((error: Error) => {
        const release = client.release;
        client.release = () => {};
        release(error);
      });
    }
    return result;
  } as typeof client.query;
}

function isBegin(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
}
