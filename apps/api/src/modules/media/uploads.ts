import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/media.ts';

/**
 * Where uploaded files live (docs/decisions/0019-where-uploads-live.md): in the `uploads` table when the
 * shop runs on PostgreSQL, so every node serves what any node stored; in DATA_DIR/uploads on PGlite,
 * which is one process on one machine anyway. Both answer the same questions, so the media pipeline,
 * the /uploads route and backups do not care which one they have.
 */
export interface UploadStore {
  readonly kind: 'disk' | 'database';
  /** Stores every file or none. A path that already exists keeps its bytes (paths are never reused). */
  put(files: UploadFile[]): Promise<void>;
  get(filePath: string): Promise<StoredUpload | undefined>;
  /** The paths that start with `prefix` (a folder and a file-name start, e.g. `media/ab12-`). */
  list(prefix: string): Promise<string[]>;
  remove(paths: string[]): Promise<void>;
  /** How many files are stored (the backup manifest reports it). */
  count(): Promise<number>;
}

export interface UploadFile {
  path: string;
  data: Buffer;
  contentType: string;
}

export interface StoredUpload {
  data: Buffer;
  contentType: string;
  /** A strong ETag, quoted, the same on every node. */
  etag: string;
  modifiedAt: Date;
}

/**
 * A path below /uploads/: folders and a file name of letters, digits, `_` and `-`, one extension.
 * Anything else (`..`, `%2e`, backslashes, NUL, a leading slash) is not an upload, so it is never looked up.
 */
const UPLOAD_PATH = /^(?:[A-Za-z0-9][A-Za-z0-9_-]*\/)*[A-Za-z0-9][A-Za-z0-9_-]*\.(?:webp|jpg)$/;
const PREFIX = /^(?:[A-Za-z0-9][A-Za-z0-9_-]*\/)*[A-Za-z0-9_-]*$/;

function isUploadPath(filePath: string): boolean {
  return filePath.length <= 200 && UPLOAD_PATH.test(filePath);
}

function assertUploadPath(filePath: string): void {
  if (!isUploadPath(filePath)) throw new Error(`Not an upload path: ${JSON.stringify(filePath)}`);
}

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg' };

function contentTypeOf(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath)] ?? 'application/octet-stream';
}

function etagOf(data: Buffer): string {
  return `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Files under one folder (DATA_DIR/uploads), written beside their target and renamed into place. */
export class DiskUploads implements UploadStore {
  readonly kind = 'disk';
  constructor(readonly folder: string) {}

  async put(files: UploadFile[]): Promise<void> {
    for (const file of files) assertUploadPath(file.path);
    // A reader never sees half a file; if any write fails, every file this call wrote is removed.
    const written: string[] = [];
    const results = await Promise.allSettled(
      files.map(async (file) => {
        const target = path.join(this.folder, file.path);
        if (await exists(target)) return;
        const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
        await mkdir(path.dirname(target), { recursive: true });
        try {
          await writeFile(temporary, file.data);
          await rename(temporary, target);
          written.push(file.path);
        } catch (error) {
          await rm(temporary, { force: true });
          throw error;
        }
      }),
    );
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) {
      await this.remove(written);
      throw failure.reason;
    }
  }

  async get(filePath: string): Promise<StoredUpload | undefined> {
    if (!isUploadPath(filePath)) return undefined;
    const file = path.join(this.folder, filePath);
    try {
      const [data, info] = await Promise.all([readFile(file), stat(file)]);
      return { data, contentType: contentTypeOf(filePath), etag: etagOf(data), modifiedAt: info.mtime };
    } catch {
      return undefined;
    }
  }

  async list(prefix: string): Promise<string[]> {
    if (!PREFIX.test(prefix)) return [];
    const folder = path.posix.dirname(prefix);
    const start = path.posix.basename(prefix);
    const names = await readdir(path.join(this.folder, folder)).catch(() => [] as string[]);
    return names
      .filter((name) => name.startsWith(start) && isUploadPath(name))
      .map((name) => (folder === '.' ? name : `${folder}/${name}`))
      .sort();
  }

  async remove(paths: string[]): Promise<void> {
    await Promise.all(
      paths.filter(isUploadPath).map((filePath) => rm(path.join(this.folder, filePath), { force: true })),
    );
  }

  async count(): Promise<number> {
    const entries = await readdir(this.folder, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).length;
  }
}

/** Rows of the `uploads` table: one database, so every node sees every file at once. */
export class DatabaseUploads implements UploadStore {
  readonly kind = 'database';
  constructor(private readonly db: Db) {}

  async put(files: UploadFile[]): Promise<void> {
    for (const file of files) assertUploadPath(file.path);
    if (files.length === 0) return;
    // One statement: all rows or none.
    await this.db
      .insert(uploads)
      .values(
        files.map((file) => ({
          path: file.path,
          contentType: file.contentType,
          etag: etagOf(file.data),
          size: file.data.length,
          data: file.data,
        })),
      )
      .onConflictDoNothing({ target: uploads.path });
  }

  async get(filePath: string): Promise<StoredUpload | undefined> {
    if (!isUploadPath(filePath)) return undefined;
    const [row] = await this.db
      .select({
        data: uploads.data,
        contentType: uploads.contentType,
        etag: uploads.etag,
        modifiedAt: uploads.createdAt,
      })
      .from(uploads)
      .where(eq(uploads.path, filePath));
    return row;
  }

  async list(prefix: string): Promise<string[]> {
    if (!PREFIX.test(prefix)) return [];
    const rows = await this.db
      .select({ path: uploads.path })
      .from(uploads)
      .where(sql`starts_with(${uploads.path}, ${prefix})`)
      .orderBy(uploads.path);
    // Only files in the prefix's own folder, as on disk.
    const depth = prefix.split('/').length;
    return rows.map((row) => row.path).filter((filePath) => filePath.split('/').length === depth);
  }

  async remove(paths: string[]): Promise<void> {
    if (paths.length === 0) return;
    await this.db.delete(uploads).where(inArray(uploads.path, paths));
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(uploads);
    return row?.n ?? 0;
  }

  /**
   * Copies files a node still has in its uploads folder (a shop that ran on one machine before) into
   * the table, keeping rows that exist. Safe to run on every node at every start.
   */
  async importFolder(folder: string): Promise<number> {
    const disk = new DiskUploads(folder);
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    if (entries.length === 0) return 0;
    // Only the paths the table lacks are read from disk, so a start after the first copies nothing.
    const known = new Set(
      (await this.db.select({ path: uploads.path }).from(uploads)).map((row) => row.path),
    );
    let imported = 0;
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const relative = path
        .relative(folder, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join('/');
      if (!isUploadPath(relative) || known.has(relative)) continue;
      const file = await disk.get(relative);
      if (!file) continue;
      const inserted = await this.db
        .insert(uploads)
        .values({
          path: relative,
          contentType: file.contentType,
          etag: file.etag,
          size: file.data.length,
          data: file.data,
        })
        .onConflictDoNothing({ target: uploads.path })
        .returning({ path: uploads.path });
      imported += inserted.length;
    }
    return imported;
  }
}

/** The store for this database: the table on PostgreSQL, the folder on PGlite (ADR 0019). */
export function createUploadStore(database: Database, uploadsDir: string): UploadStore {
  return database.kind === 'postgres' ? new DatabaseUploads(database.db) : new DiskUploads(uploadsDir);
}
