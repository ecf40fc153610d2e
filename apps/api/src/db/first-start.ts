import { fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

/**
 * A first start migrates the database and seeds the demo catalogue in a short-lived child process.
 * Rendering the demo packshots (sharp and libvips) and PGlite's growth during migrations and inserts
 * leave memory behind that a process never gives back: run in the serving process, a first start
 * kept 150 MB (PostgreSQL) to 300 MB (PGlite) more than a restart on the same data for as long as it
 * ran (docs/PERFORMANCE.md, Memory and start).
 */
const CHILD_FLAG = 'SHOP_FIRST_START_CHILD';

/** Whether this process is the child a first start runs in. */
export function isFirstStartChild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[CHILD_FLAG] === '1';
}

/**
 * Whether the database is still to be made: PGlite's folder does not exist yet, or PostgreSQL has no
 * catalogue while the demo data is wanted. A restart on existing data answers no at the cost of one
 * directory look-up or one short query.
 */
export async function needsFirstStart(config: Config): Promise<boolean> {
  if (!config.DATABASE_URL) return !existsSync(path.join(config.dataDir, 'pglite'));
  if (!config.SEED_DEMO) return false;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: config.DATABASE_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    const table = await client.query<{ name: string | null }>("SELECT to_regclass('categories') AS name");
    if (!table.rows[0]?.name) return true;
    const any = await client.query('SELECT 1 FROM categories LIMIT 1');
    return any.rowCount === 0;
  } finally {
    await client.end();
  }
}

/**
 * Runs this same entry point again as a child with the flag set; the entry point then prepares the
 * database and exits (see apps/web/server/serve.ts). Rejects when the child fails.
 */
export async function runFirstStartInChild(): Promise<void> {
  const entry = process.argv[1];
  if (!entry) throw new Error('The first start cannot find its own entry point to run again.');
  const child = fork(entry, process.argv.slice(2), {
    env: { ...process.env, [CHILD_FLAG]: '1' },
    stdio: 'inherit',
  });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) {
    throw new Error(`The first start's migration and seeding stopped (exit code ${code}, signal ${signal}).`);
  }
}

/** In the child: stop when the parent goes away, so a shop stopped during its first start leaves nothing running. */
export function stopWithParent(): void {
  process.once('disconnect', () => process.exit(1));
}
