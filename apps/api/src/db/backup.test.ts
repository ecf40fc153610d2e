import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { createUploadStore } from '../modules/media/index.ts';
import { addToCart, placeCodOrder, product, shopper, startShop } from '../modules/orders/orders.fixtures.ts';
import { BackupError, createBackup, knownMigrations, readManifest, restoreBackup } from './backup.ts';
import { type Database, openDatabase } from './client.ts';

const IMAGE = Buffer.from('RIFF....WEBPVP8 a stand-in for an uploaded image');
const IMAGE_PATH = 'products/pack-480.webp';

/**
 * What a restore must bring back: the orders with their lines, and every uploaded file, read from the
 * store the shop serves from (the uploads table on PostgreSQL, the folder on PGlite).
 */
async function snapshot(database: Database, uploadsDir: string) {
  const orders = await database.query<{ id: string; total_paise: number }>(
    'SELECT id, total_paise FROM orders ORDER BY id',
  );
  const lines = await database.query<{ count: string | number }>('SELECT count(*) AS count FROM order_items');
  const uploads = createUploadStore(database, uploadsDir);
  const image = (await uploads.get(IMAGE_PATH))?.data ?? null;
  return { orders, lines: Number(lines[0]?.count), image, uploads: await uploads.count() };
}

async function placeOrder(database: Database) {
  const api = await startShop(database);
  try {
    const buyer = await shopper(database);
    const item = await product(database, { stock: 5 });
    await addToCart(api.app, buyer.token, item.id, 2);
    return await placeCodOrder(api.app, buyer.token);
  } finally {
    await api.close();
  }
}

describe('backup and restore', () => {
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-test-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('brings back every order and uploaded image after the database and uploads are wiped', {
    timeout: 120_000,
  }, async () => {
    const uploadsDir = path.join(folder, 'data/uploads');
    const postgresUrl = process.env.TEST_DATABASE_URL;
    // PGlite restores into a data folder, so this test keeps its PGlite on disk rather than in memory.
    const dataDir = path.join(folder, 'data');
    let database = postgresUrl ? await createTestDatabase() : await openDatabase({ dataDir });
    const databaseUrl = postgresUrl
      ? (database.pool!.options as { connectionString: string }).connectionString
      : undefined;

    await createUploadStore(database, uploadsDir).put([
      { path: IMAGE_PATH, data: IMAGE, contentType: 'image/webp' },
    ]);
    const order = await placeOrder(database);
    const before = await snapshot(database, uploadsDir);
    expect(before.orders.map((row) => row.id)).toContain(order._id ?? order.id);
    expect(before.lines).toBeGreaterThan(0);
    expect(before.image).toEqual(IMAGE);

    const file = path.join(folder, 'shop.tar.gz');
    const manifest = await createBackup({ database, uploadsDir, file });
    expect(manifest).toMatchObject({ database: database.kind, uploads: 1, migrations: knownMigrations() });

    // The wipe: every table gone, every upload gone.
    await database.query('DROP SCHEMA public CASCADE');
    await database.query('CREATE SCHEMA public');
    await database.query('DROP SCHEMA drizzle CASCADE');
    await rm(uploadsDir, { recursive: true, force: true });
    if (!postgresUrl) {
      // While the shop holds the embedded database open, a restore must not touch it.
      await expect(restoreBackup({ file, dataDir, uploadsDir })).rejects.toThrow(/stop the shop first/);
      await database.close();
    }

    await restoreBackup({ file, databaseUrl, dataDir: postgresUrl ? undefined : dataDir, uploadsDir });
    if (!postgresUrl) database = await openDatabase({ dataDir });
    try {
      expect(await snapshot(database, uploadsDir)).toEqual(before);
    } finally {
      await database.close();
    }
  });

  it('refuses a file that is not one of its backups, and touches nothing', async () => {
    const uploadsDir = path.join(folder, 'refused/uploads');
    await mkdir(uploadsDir, { recursive: true });
    await writeFile(path.join(uploadsDir, 'keep.webp'), IMAGE);
    const notOurs = path.join(folder, 'holiday.tar.gz');
    await writeFile(notOurs, 'just some bytes');

    await expect(
      restoreBackup({ file: notOurs, dataDir: path.join(folder, 'refused'), uploadsDir }),
    ).rejects.toThrow(/not a backup made by this shop/);
    await expect(readManifest(path.join(folder, 'missing.tar.gz'))).rejects.toBeInstanceOf(BackupError);
    expect(await readFile(path.join(uploadsDir, 'keep.webp'))).toEqual(IMAGE);
    expect(existsSync(path.join(folder, 'refused/pglite'))).toBe(false);
  });

  it('refuses a backup from a newer schema, and one of the other database kind', async () => {
    const database = await createTestDatabase();
    const uploadsDir = path.join(folder, 'newer/uploads');
    try {
      const file = path.join(folder, 'current.tar.gz');
      await createBackup({ database, uploadsDir, file });
      // Rewrite the manifest as a future version of the shop would have written it.
      const unpacked = path.join(folder, 'unpacked');
      await mkdir(unpacked);
      const { execFileSync } = await import('node:child_process');
      execFileSync('tar', ['-xzf', file, '-C', unpacked]);
      const manifest = JSON.parse(await readFile(path.join(unpacked, 'manifest.json'), 'utf8'));
      await writeFile(
        path.join(unpacked, 'manifest.json'),
        JSON.stringify({ ...manifest, migrations: knownMigrations() + 1 }),
      );
      const newer = path.join(folder, 'newer.tar.gz');
      execFileSync('tar', ['-czf', newer, '-C', unpacked, ...readdirSync(unpacked)]);

      const target =
        database.kind === 'postgres'
          ? { databaseUrl: (database.pool!.options as { connectionString: string }).connectionString }
          : { dataDir: path.join(folder, 'newer') };
      await expect(restoreBackup({ file: newer, ...target, uploadsDir })).rejects.toThrow(
        /newer version of the shop .* Nothing was restored/,
      );
      const otherKind =
        database.kind === 'postgres'
          ? { dataDir: path.join(folder, 'newer') }
          : { databaseUrl: 'postgres://nowhere/x' };
      await expect(restoreBackup({ file, ...otherKind, uploadsDir })).rejects.toThrow(/nothing was restored/);
      expect(existsSync(uploadsDir)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
