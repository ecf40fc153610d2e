import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { adminCall, newProduct, uploadImage } from '../admin/admin.fixtures.ts';
import { admin, startShop, type TestApi } from '../orders/orders.fixtures.ts';
import { createUploadStore } from './uploads.ts';

/** Uploads and image removals are admin changes: each leaves an audit row like every other one. */
let database: Database;
let api: TestApi;
let owner: Awaited<ReturnType<typeof admin>>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database);
  owner = await admin(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const auditOf = async (query: string) =>
  (await adminCall(api.app, 'GET', `/audit-log?${query}`, owner.token)).json().entries as {
    action: string;
    entityId: string;
    actorEmail: string;
    before: unknown;
    after: unknown;
  }[];

const storedFiles = () => createUploadStore(database, api.config.uploadsDir).count();

describe('an image upload', () => {
  it('is in the audit log: who uploaded which files, from what', async () => {
    const key = await uploadImage(api.app, owner.token);
    const entries = await auditOf(`entity=upload&entityId=${encodeURIComponent(key)}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'upload.create',
      entityId: key,
      actorEmail: owner.email,
      before: null,
      after: { storageKey: key, widths: [240, 480], width: 480, height: 480, fileName: 'jar.png' },
    });
    expect((entries[0]!.after as { bytes: number }).bytes).toBeGreaterThan(0);
  });

  it('leaves no files behind when its audit row cannot be written', async () => {
    await uploadImage(api.app, owner.token);
    const before = await storedFiles();
    expect(before).toBeGreaterThan(0);
    await database.query(
      "ALTER TABLE audit_log ADD CONSTRAINT test_no_upload_rows CHECK (entity <> 'upload') NOT VALID",
    );
    try {
      await expect(uploadImage(api.app, owner.token, '#123456')).rejects.toThrow(/upload failed/);
      expect(await storedFiles()).toBe(before);
    } finally {
      await database.query('ALTER TABLE audit_log DROP CONSTRAINT test_no_upload_rows');
    }
  });
});

describe("removing a product's image", () => {
  it('is in the audit log with the images before and after', async () => {
    const [front, back] = [await uploadImage(api.app, owner.token), await uploadImage(api.app, owner.token)];
    const created = await adminCall(api.app, 'POST', '/products', owner.token, {
      ...newProduct({ name: 'Ashwagandha Root Powder' }),
      images: [
        { key: front, alt: 'Front' },
        { key: back, alt: 'Back' },
      ],
    });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json().product;
    const removed = await adminCall(api.app, 'PATCH', `/products/${id}`, owner.token, {
      version,
      images: [{ key: front, alt: 'Front' }],
    });
    expect(removed.statusCode).toBe(200);

    const [change] = await auditOf(`entity=product&entityId=${id}`);
    const keys = (side: unknown) => (side as { images: { key: string }[] }).images.map((image) => image.key);
    expect(change).toMatchObject({ action: 'product.update', actorEmail: owner.email });
    expect(keys(change!.before)).toEqual([front, back]);
    expect(keys(change!.after)).toEqual([front]);
  });
});
