import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { type Database, migrationsFolder, migrationsUpToDate, openDatabase } from './client.ts';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { when: number }[];
};

// A start skips Drizzle's migrator when every migration is applied (db/client.ts); it must then be
// exactly when the migrator would apply nothing.
describe('whether the migrations are up to date', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
  const open: Database[] = [];
  afterAll(async () => {
    for (const database of open) await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is so for a migrated database, whose every migration has its row', async () => {
    const database = await createTestDatabase();
    open.push(database);
    expect(await migrationsUpToDate(database)).toBe(true);
    const [row] = await database.query<{ count: string | number }>(
      'SELECT count(*) AS count FROM drizzle.__drizzle_migrations',
    );
    expect(Number(row?.count)).toBe(journal.entries.length);
  });

  it('is not for a database missing its newest migration, which the migrator would apply', async () => {
    const database = await createTestDatabase();
    open.push(database);
    const newest = Math.max(...journal.entries.map((entry) => entry.when));
    await database.query('DELETE FROM drizzle.__drizzle_migrations WHERE created_at = $1', [newest]);
    expect(await migrationsUpToDate(database)).toBe(false);
  });

  it('is not for an empty database, which a start then migrates; the next start applies nothing', async () => {
    const empty = await openDatabase({ dataDir, migrate: false });
    expect(await migrationsUpToDate(empty)).toBe(false);
    await empty.close();

    const first = await openDatabase({ dataDir });
    expect(await migrationsUpToDate(first)).toBe(true);
    await first.close();
    const again = await openDatabase({ dataDir });
    open.push(again);
    const [row] = await again.query<{ count: string | number }>(
      'SELECT count(*) AS count FROM drizzle.__drizzle_migrations',
    );
    expect(Number(row?.count)).toBe(journal.entries.length);
  });
});
