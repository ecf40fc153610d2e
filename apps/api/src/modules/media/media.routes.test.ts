import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { productImages, products } from '../../db/schema/index.ts';
import { createCustomer, login, startApi, type TestApi } from '../accounts/accounts.fixtures.ts';
import { createUploadStore } from './uploads.ts';

let database: Database;
let api: TestApi;
let adminToken: string;
let customerToken: string;

/** The store the shop serves /uploads from (the uploads table on PostgreSQL, the folder on PGlite). */
const uploads = () => createUploadStore(database, api.config.uploadsDir);

/** A multipart/form-data body with one file part, as a browser would send it. */
function multipart(filename: string, content: Buffer, field = 'file', type = 'image/png') {
  const boundary = `----shop${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(token: string | undefined, body: ReturnType<typeof multipart>) {
  return api.app.inject({
    method: 'POST',
    url: '/api/product/upload-image',
    headers: {
      'content-type': body.contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body.payload,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApi(database, { UPLOAD_MAX_BYTES: String(200 * 1024) });
  const admin = await login(api.app, api.config.ADMIN_EMAIL, 'admin-password-1');
  adminToken = admin.json().token;
  customerToken = (await createCustomer(api.app, database)).token;
});

afterAll(async () => {
  await api.close();
  await database.close();
});

describe('POST /api/product/upload-image', () => {
  const png = () =>
    sharp({ create: { width: 1200, height: 800, channels: 3, background: '#458c3c' } })
      .png()
      .toBuffer();

  it('refuses a visitor with 401 and a customer with 403', async () => {
    const body = multipart('bottle.png', await png());
    expect((await upload(undefined, body)).statusCode).toBe(401);
    const refused = await upload(customerToken, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('stores an admin upload as WebP in several widths and answers its cover URL', async () => {
    const response = await upload(adminToken, multipart('bottle.png', await png()));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.coverImage).toMatch(/^\/uploads\/media\/[0-9a-f]{24}-960\.webp$/);
    expect(body.image.srcset).toContain('480w');
    const file = await uploads().get(body.coverImage.replace('/uploads/', ''));
    expect(file?.contentType).toBe('image/webp');
    expect((await sharp(file!.data).metadata()).format).toBe('webp');
  });

  it('judges by content: a text file named .png gets 400 and nothing is stored', async () => {
    const before = await uploads().count();
    const response = await upload(
      adminToken,
      multipart('notes.png', Buffer.from('just some text, not a picture')),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_IMAGE' });
    expect(await uploads().count()).toBe(before);
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = await sharp({
      create: {
        width: 1400,
        height: 1400,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(200 * 1024);
    const response = await upload(adminToken, multipart('huge.png', big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it.each([
    ['multipart/form-data', 'a=1&b=2'],
    ['multipart/form-data; boundary=x', 'no parts at all'],
    ['application/x-www-form-urlencoded', 'a=1&b=2'],
    ['text/plain', 'just text'],
  ])('answers a body that is no file upload (%s) with a 4xx in the error shape', async (type, payload) => {
    const response = await upload(adminToken, { contentType: type, payload: Buffer.from(payload) });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ statusCode: response.statusCode, code: expect.any(String) });
  });

  it('asks for the file field by name', async () => {
    const response = await upload(adminToken, multipart('bottle.png', await png(), 'picture'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FILE_MISSING', details: [{ field: 'file' }] });
  });
});

describe('GET /api/product/share-image/:id', () => {
  it("answers a 1200×630 JPEG of the product's main picture, for link previews", async () => {
    const uploaded = (
      await upload(
        adminToken,
        multipart(
          'jar.png',
          await sharp({ create: { width: 900, height: 600, channels: 3, background: '#e58a00' } })
            .png()
            .toBuffer(),
        ),
      )
    ).json();
    const [product] = await database.db
      .insert(products)
      .values({
        name: 'Share Test Jar',
        slug: 'share-test-jar',
        brand: 'B',
        pricePaise: 10000,
        hsnCode: '21069099',
        gstRateBp: 1800,
      })
      .returning();
    const storageKey = uploaded.image._id as string;
    await database.db.insert(productImages).values({
      productId: product!.id,
      storageKey,
      widths: [uploaded.image.width],
      width: uploaded.image.width,
      height: uploaded.image.height,
      alt: 'jar',
    });
    // Nothing in this file read the catalogue before, so its snapshot is built now and holds the product.
    const response = await api.app.inject(`/api/product/share-image/${product!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('answers 404 for an unknown product', async () => {
    const response = await api.app.inject('/api/product/share-image/000000000000000000000000');
    expect(response.statusCode).toBe(404);
  });
});
