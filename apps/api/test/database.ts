import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Database, openDatabase } from '../src/db/client.ts';
import { adminQuery, withDatabase } from './global-setup.ts';

/** A fresh, migrated, empty database for one test file: cloned from the run's template. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env.TEST_PG_TEMPLATE;
  if (url && template) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), migrate: false });
    return {
      ...database,
      async close() {
        await database.close();
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dumpFile = process.env.TEST_PGLITE_DUMP;
  if (!dumpFile) return openDatabase({});
  const dump = new Blob([await readFile(dumpFile)]);
  return openDatabase({ loadDataDir: dump, migrate: false });
}
