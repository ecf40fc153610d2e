import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { admin, call, shopper, startShop, type TestApi } from '../orders/orders.fixtures.ts';
import { buyer, photoPng, uploadPhoto } from './reviews.fixtures.ts';
import { reviewPhotoAccountLimit } from './reviews.routes.ts';

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

const review = (images: string[]) => ({ rating: 5, title: 'Good', text: 'Works well.', images });
const post = (productId: string, token: string, body: unknown) =>
  call(api.app, 'POST', `/product/${productId}/reviews`, token, body);

describe('review photos', () => {
  it('are uploaded only by a customer who received an order', async () => {
    const stranger = await shopper(database);
    const refused = await uploadPhoto(api.app, stranger.token, await photoPng());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_A_BUYER');
  });

  it('go only into their uploader’s review: another customer’s key, even a published one, is refused', async () => {
    const a = await buyer(api, database, owner.token, 'Neem Capsules');
    const b = await buyer(api, database, owner.token, 'Tulsi Drops');
    const photo = (await uploadPhoto(api.app, a.customer.token, await photoPng())).json().image;
    const created = await post(a.product.id, a.customer.token, review([photo._id]));
    expect(created.statusCode).toBe(201);
    await call(api.app, 'PATCH', `/admin/reviews/${created.json().review.id}`, owner.token, {
      status: 'published',
    });

    const stolen = await post(b.product.id, b.customer.token, review([photo._id]));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().details).toEqual([{ field: 'images.0', message: 'Not an uploaded review photo' }]);
    const bReview = await post(b.product.id, b.customer.token, review([]));
    expect(bReview.statusCode).toBe(201);
    const stolenEdit = await call(
      api.app,
      'PUT',
      `/product/${b.product.id}/reviews/mine`,
      b.customer.token,
      review([photo._id]),
    );
    expect(stolenEdit.statusCode).toBe(400);

    // The uploader keeps it when editing.
    const kept = await call(
      api.app,
      'PUT',
      `/product/${a.product.id}/reviews/mine`,
      a.customer.token,
      review([photo._id]),
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json().review.images).toEqual([photo]);
  });

  it(`answers 429 after ${reviewPhotoAccountLimit.max} uploads from one account`, async () => {
    const { customer } = await buyer(api, database, owner.token, 'Amla Juice');
    // Refused files count too (the limit comes before the file is read).
    const notImage = Buffer.from('%PDF-1.4 not a picture');
    for (let i = 0; i < reviewPhotoAccountLimit.max; i += 1) {
      expect((await uploadPhoto(api.app, customer.token, notImage)).statusCode).toBe(400);
    }
    const limited = await uploadPhoto(api.app, customer.token, await photoPng());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
