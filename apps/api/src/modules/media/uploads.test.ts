import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { login, startApi } from '../accounts/accounts.fixtures.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import { DatabaseUploads, DiskUploads, type UploadStore } from './uploads.ts';

let database: Database;
let folder: string;

beforeAll(async () => {
  database = await createTestDatabase();
  folder = await mkdtemp(path.join(os.tmpdir(), 'shop-uploads-'));
});

afterAll(async () => {
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

/** The /uploads route over a store, as the web server mounts it. */
async function serve(uploads: UploadStore): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(uploadsRoutes, { uploads, prefix: '/uploads' });
  await app.ready();
  return app;
}

const webp = (width: number) =>
  sharp({ create: { width, height: width, channels: 3, background: '#458c3c' } })
    .webp()
    .toBuffer();

// The same contract for both stores: the pipeline, the route and backups rely on nothing else.
describe.each([
  ['disk', () => new DiskUploads(path.join(folder, 'disk'))],
  ['database', () => new DatabaseUploads(database.db)],
] as const)('the %s upload store', (_kind, makeStore) => {
  let uploads: UploadStore;
  let app: FastifyInstance;
  let image: Buffer;

  beforeAll(async () => {
    uploads = makeStore();
    app = await serve(uploads);
    image = await webp(64);
    await uploads.put([
      { path: 'media/abc123-240.webp', data: image, contentType: 'image/webp' },
      { path: 'media/abc123-480.webp', data: await webp(96), contentType: 'image/webp' },
      { path: 'media/other-240.webp', data: image, contentType: 'image/webp' },
    ]);
  });
  afterAll(() => app.close());

  it('serves a stored file with a strong ETag, a year of immutable caching, and HEAD', async () => {
    const response = await app.inject({ url: '/uploads/media/abc123-240.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(response.rawPayload.equals(image)).toBe(true);

    const head = await app.inject({ method: 'HEAD', url: '/uploads/media/abc123-240.webp' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(response.headers.etag);
    expect(head.body).toBe('');

    const again = await app.inject({
      url: '/uploads/media/abc123-240.webp',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for unknown files and never looks outside the uploads', async () => {
    for (const url of [
      '/uploads/media/missing-240.webp',
      '/uploads/../package.json',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/media/..%2fabc123-240.webp',
      '/uploads/media/abc123-240.webp%00.txt',
      '/uploads/',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('lists the widths of one image, keeps what exists, removes, and counts', async () => {
    expect(await uploads.list('media/abc123-')).toEqual(['media/abc123-240.webp', 'media/abc123-480.webp']);
    expect(await uploads.list('../media/abc123-')).toEqual([]);
    // A path is written once: storing it again keeps the first bytes (two nodes making one share picture).
    await uploads.put([
      { path: 'media/other-240.webp', data: Buffer.from('later'), contentType: 'image/webp' },
    ]);
    expect((await uploads.get('media/other-240.webp'))?.data.equals(image)).toBe(true);
    expect(await uploads.count()).toBe(3);
    await uploads.remove(['media/other-240.webp']);
    expect(await uploads.get('media/other-240.webp')).toBeUndefined();
    expect(await uploads.count()).toBe(2);
  });

  it('refuses to store under a path that is not an upload path', async () => {
    await expect(
      uploads.put([{ path: '../escape.webp', data: image, contentType: 'image/webp' }]),
    ).rejects.toThrow(/Not an upload path/);
  });
});

describe('moving a one-machine shop onto the database store', () => {
  it('copies the files left in the uploads folder into the table once, keeping rows that exist', async () => {
    const legacy = new DiskUploads(path.join(folder, 'legacy'));
    const image = await webp(32);
    await legacy.put([
      { path: 'products/old1-240.webp', data: image, contentType: 'image/webp' },
      { path: 'share/products_old1.jpg', data: Buffer.from('jpeg bytes'), contentType: 'image/jpeg' },
    ]);
    const table = new DatabaseUploads(database.db);
    expect(await table.importFolder(legacy.folder)).toBe(2);
    expect((await table.get('products/old1-240.webp'))?.data.equals(image)).toBe(true);
    expect((await table.get('share/products_old1.jpg'))?.contentType).toBe('image/jpeg');
    expect(await table.importFolder(legacy.folder)).toBe(0);
    expect(await table.importFolder(path.join(folder, 'no-such-folder'))).toBe(0);
  });
});

describe('two nodes on one PostgreSQL database', () => {
  const url = () => (database.pool?.options as { connectionString?: string } | undefined)?.connectionString;

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'an image uploaded through one node is served by the other, with no shared disk',
    { timeout: 60_000 },
    async () => {
      // Node A: the whole API with its own DATA_DIR; node B: its own connection pool and DATA_DIR.
      const nodeA = await startApi(database);
      const databaseB = await openDatabase({ databaseUrl: url(), migrate: false });
      const nodeB = await serve(new DatabaseUploads(databaseB.db));
      try {
        const admin = (await login(nodeA.app, nodeA.config.ADMIN_EMAIL, 'admin-password-1')).json();
        const boundary = 'shop-two-nodes';
        const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c9a227' } })
          .png()
          .toBuffer();
        const payload = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="jar.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const uploaded = await nodeA.app.inject({
          method: 'POST',
          url: '/api/product/upload-image',
          headers: {
            authorization: `Bearer ${admin.token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          payload,
        });
        expect(uploaded.statusCode).toBe(201);
        const { coverImage, image } = uploaded.json();

        const served = await nodeB.inject({ url: coverImage });
        expect(served.statusCode).toBe(200);
        expect(served.headers['cache-control']).toContain('immutable');
        expect((await sharp(served.rawPayload).metadata()).width).toBe(image.width);
        // Every width of the srcset, and the same ETag whichever node answers.
        for (const entry of String(image.srcset).split(', ')) {
          const [src] = entry.split(' ');
          expect((await nodeB.inject({ method: 'HEAD', url: src })).statusCode).toBe(200);
        }
        const fromA = await serve(new DatabaseUploads(database.db));
        expect((await fromA.inject({ url: coverImage })).headers.etag).toBe(served.headers.etag);
        await fromA.close();
      } finally {
        await nodeB.close();
        await databaseB.close();
        await nodeA.close();
      }
    },
  );
});
