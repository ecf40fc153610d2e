import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { createUploadStore } from '../modules/media/index.ts';
import { type Database, migrationsFolder, openDatabase, pgliteExtensions } from './client.ts';

/**
 * One backup file holds everything a shop needs to come back: the database (a PGlite data-directory dump,
 * or a `pg_dump` custom-format archive) and the uploaded images, with a manifest that says what it is.
 * On PostgreSQL the images are rows of the uploads table, so the dump holds them and the archive's
 * uploads folder stays empty; on PGlite they are the files of DATA_DIR/uploads (ADR 0019).
 * It is a gzipped tar, written and read with the system's `tar` (as `pg_dump` is the system's).
 * Restore checks the file completely before it touches anything, so a refused file overwrites nothing.
 */

const run = promisify(execFile);
const FORMAT = 'ayur-shop-backup';
const FORMAT_VERSION = 1;
const MANIFEST = 'manifest.json';
const PGLITE_DUMP = 'database.pglite.tar.gz';
const POSTGRES_DUMP = 'database.pgdump';
const UPLOADS = 'uploads';

export interface BackupManifest {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** How many schema migrations the database had: a newer backup than the code is refused. */
  migrations: number;
  /** How many uploaded files the backup holds (in the uploads folder, or in the dump's uploads table). */
  uploads: number;
}

export class BackupError extends Error {}

/**
 * PGlite is a one-process database: a second process opening its folder while the shop runs would
 * corrupt it. Its `postmaster.pid` exists exactly while some process has the folder open.
 */
export function assertPgliteClosed(dataDir: string): void {
  if (existsSync(path.join(dataDir, 'pglite', 'postmaster.pid')))
    throw new BackupError(
      `The embedded database in ${dataDir} is open: stop the shop first (if nothing is running, the last run crashed; start and stop the shop once).`,
    );
}

/** The number of migrations this version of the shop knows. */
export function knownMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function appliedMigrations(database: Database): Promise<number> {
  const rows = await database.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM drizzle.__drizzle_migrations',
  );
  return Number(rows[0]?.count ?? 0);
}

function connectionString(database: Database): string {
  const url = (database.pool?.options as { connectionString?: string } | undefined)?.connectionString;
  if (!url) throw new BackupError('The PostgreSQL connection has no URL to hand to pg_dump.');
  return url;
}

/**
 * `pg_dump` of the shop's database; answers how many uploads the dump holds. The count and the dump
 * read one exported snapshot, so an image stored meanwhile is in both or in neither.
 */
async function dumpPostgres(database: Database, file: string): Promise<number> {
  const client = await database.pool!.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id;
    const counted = await client.query<{ n: string }>('SELECT count(*) AS n FROM uploads');
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${snapshot}`,
      `--file=${file}`,
      connectionString(database),
    ]);
    await client.query('COMMIT');
    return Number(counted.rows[0]!.n);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export interface BackupOptions {
  database: Database;
  uploadsDir: string;
  /** The file to write; its folder must exist. */
  file: string;
}

/** Writes a backup of the open database and the uploaded files; the shop may keep running meanwhile. */
export async function createBackup({ database, uploadsDir, file }: BackupOptions): Promise<BackupManifest> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
  try {
    let uploadCount: number;
    if (database.kind === 'pglite') {
      const dump = await database.pglite!.dumpDataDir('gzip');
      await writeFile(path.join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      // PGlite keeps uploads as files (ADR 0019): the copy is what the backup holds, so count the copy.
      if (existsSync(uploadsDir)) await cp(uploadsDir, path.join(staging, UPLOADS), { recursive: true });
      else await mkdir(path.join(staging, UPLOADS));
      uploadCount = await createUploadStore(database, path.join(staging, UPLOADS)).count();
    } else {
      uploadCount = await dumpPostgres(database, path.join(staging, POSTGRES_DUMP));
      await mkdir(path.join(staging, UPLOADS));
    }
    const manifest: BackupManifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: database.kind,
      migrations: await appliedMigrations(database),
      uploads: uploadCount,
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // Written beside the target first, so a failed run never leaves half a backup under the real name.
    const partial = `${file}.partial`;
    await run('tar', [
      '-czf',
      partial,
      '-C',
      staging,
      MANIFEST,
      UPLOADS,
      manifest.database === 'pglite' ? PGLITE_DUMP : POSTGRES_DUMP,
    ]);
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Reads and checks a backup's manifest without unpacking the rest. */
export async function readManifest(file: string): Promise<BackupManifest> {
  if (!existsSync(file) || !(await stat(file)).isFile()) throw new BackupError(`No backup file at ${file}.`);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shop-manifest-'));
  try {
    try {
      await run('tar', ['-xzf', file, '-C', folder, MANIFEST]);
    } catch {
      throw new BackupError(`${file} is not a backup made by this shop (no manifest inside).`);
    }
    let manifest: Partial<BackupManifest>;
    try {
      manifest = JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8'));
    } catch {
      throw new BackupError(`${file} is not a backup made by this shop (unreadable manifest).`);
    }
    if (manifest.format !== FORMAT || manifest.formatVersion !== FORMAT_VERSION)
      throw new BackupError(`${file} is not a backup made by this shop (format ${String(manifest.format)}).`);
    if (manifest.database !== 'pglite' && manifest.database !== 'postgres')
      throw new BackupError(`${file} names an unknown database kind.`);
    if (typeof manifest.migrations !== 'number')
      throw new BackupError(`${file} does not say which schema it holds.`);
    return manifest as BackupManifest;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export interface RestoreOptions {
  file: string;
  /** Restore into this PostgreSQL database… */
  databaseUrl?: string;
  /** …or into PGlite under this data folder (the shop must be stopped: PGlite keeps its files open). */
  dataDir?: string;
  uploadsDir: string;
}

/**
 * Puts a backup back. Everything is checked and unpacked first; only then is the database replaced
 * (PGlite: the old data folder is kept beside it as `pglite.before-restore-<time>`) and the uploads
 * folder swapped (the old one kept as `uploads.before-restore-<time>`).
 */
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const manifest = await readManifest(options.file);
  const target = options.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== target)
    throw new BackupError(
      `This backup holds a ${manifest.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} database, and this shop uses ${target === 'pglite' ? 'PGlite' : 'PostgreSQL'}; nothing was restored.`,
    );
  const known = knownMigrations();
  if (manifest.migrations > known)
    throw new BackupError(
      `This backup comes from a newer version of the shop (schema ${manifest.migrations}, this one knows ${known}); update the shop first. Nothing was restored.`,
    );

  const unpacked = await mkdtemp(path.join(os.tmpdir(), 'shop-restore-'));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  try {
    await run('tar', ['-xzf', options.file, '-C', unpacked]);
    if (target === 'pglite') {
      if (!options.dataDir) throw new BackupError('A PGlite restore needs the data folder (DATA_DIR).');
      assertPgliteClosed(options.dataDir);
      const live = path.join(options.dataDir, 'pglite');
      const incoming = path.join(options.dataDir, `pglite.restoring-${stamp}`);
      const dump = new Blob([await readFile(path.join(unpacked, PGLITE_DUMP))]);
      const client = await PGlite.create({
        dataDir: incoming,
        extensions: pgliteExtensions,
        loadDataDir: dump,
      });
      await client.close();
      if (existsSync(live)) await rename(live, path.join(options.dataDir, `pglite.before-restore-${stamp}`));
      await rename(incoming, live);
    } else {
      await run('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        `--dbname=${options.databaseUrl}`,
        path.join(unpacked, POSTGRES_DUMP),
      ]);
    }
    if (existsSync(options.uploadsDir))
      await rename(options.uploadsDir, `${options.uploadsDir}.before-restore-${stamp}`);
    await mkdir(path.dirname(options.uploadsDir), { recursive: true });
    await cp(path.join(unpacked, UPLOADS), options.uploadsDir, { recursive: true });
    return manifest;
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

/** Opens the restored database once so that a backup from an older schema is migrated forward. */
export async function migrateRestored(
  options: Pick<RestoreOptions, 'databaseUrl' | 'dataDir'>,
): Promise<void> {
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  await database.close();
}
