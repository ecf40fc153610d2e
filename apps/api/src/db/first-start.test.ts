import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { testConfig } from '../config.ts';
import type { Database } from './client.ts';
import { needsFirstStart } from './first-start.ts';
import { categories } from './schema/index.ts';

describe('a first start, told apart from a restart (the first runs in a child process)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-first-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('on PGlite: only while the database folder does not exist yet', async () => {
    const config = testConfig({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    expect(await needsFirstStart(config)).toBe(true);
    // Migrations alone are a first start's work too, demo data or not.
    expect(await needsFirstStart(testConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }))).toBe(true);
    mkdirSync(path.join(dataDir, 'pglite'));
    expect(await needsFirstStart(config)).toBe(false);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('a first start on PostgreSQL', () => {
  let database: Database;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    url = (database.pool!.options as { connectionString: string }).connectionString;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('is one while the catalogue is empty and demo data is wanted, and not after', async () => {
    expect(await needsFirstStart(testConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }))).toBe(true);
    // Without demo data the serving process migrates by itself: PostgreSQL's memory is not its own.
    expect(await needsFirstStart(testConfig({ DATABASE_URL: url, SEED_DEMO: 'false' }))).toBe(false);
    await database.db.insert(categories).values({ slug: 'tonics', name: 'Tonics' });
    expect(await needsFirstStart(testConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }))).toBe(false);
  });

  it('is one on a database with no tables at all', async () => {
    await database.query('DROP TABLE product_categories, categories CASCADE');
    expect(await needsFirstStart(testConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }))).toBe(true);
  });
});
