import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, productRatings, reviews } from '../../db/schema/index.ts';
import {
  addToCart,
  admin,
  call,
  customerWithOrder,
  placeCodOrder,
  shopper,
  startShop,
  type TestApi,
} from '../orders/orders.fixtures.ts';
import { buyer, moveTo, photoPng, uploadPhoto } from './reviews.fixtures.ts';

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

const review = (overrides: Record<string, unknown> = {}) => ({
  rating: 4,
  title: 'Calms the stomach',
  text: 'Took it for a month.\nMild taste, works well.',
  images: [],
  ...overrides,
});
const post = (productId: string, token: string | undefined, body: unknown) =>
  call(api.app, 'POST', `/product/${productId}/reviews`, token, body);
const moderate = (id: string, body: unknown, token = owner.token) =>
  call(api.app, 'PATCH', `/admin/reviews/${id}`, token, body);
const product = async (id: string) =>
  (await call(api.app, 'GET', `/product/getProductById/${id}`)).json().product;
const list = async (id: string, query = '') =>
  (await call(api.app, 'GET', `/product/${id}/reviews${query}`)).json();
const reviewCount = async (productId: string) =>
  (await database.db.select().from(reviews).where(eq(reviews.productId, productId))).length;

describe('writing a review', () => {
  it('lets a customer whose order was delivered review the product once; it waits for moderation', async () => {
    const { customer, product: item } = await buyer(api, database, owner.token);
    const mine = await call(api.app, 'GET', `/product/${item.id}/reviews/mine`, customer.token);
    expect(mine.json()).toEqual({ canReview: true, review: null });

    const created = await post(item.id, customer.token, review());
    expect(created.statusCode).toBe(201);
    expect(created.json().review).toMatchObject({ rating: 4, status: 'pending', verifiedBuyer: true });
    // Nothing is published unmoderated: the product page still shows none.
    expect((await list(item.id)).reviews).toEqual([]);
    expect((await product(item.id)).rating).toEqual({ average: 0, count: 0 });

    const second = await post(item.id, customer.token, review({ rating: 5 }));
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ code: 'ALREADY_REVIEWED', details: [{ field: 'id' }] });
    expect(await reviewCount(item.id)).toBe(1);
  });

  it('refuses a customer whose order was not delivered, a visitor, and an unknown product', async () => {
    const { customer, products } = await customerWithOrder(api.app, database);
    const refused = await post(products[0]!.id, customer.token, review());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'NOT_A_BUYER' });
    expect(refused.json().message).toMatch(/received this product/);
    const stranger = await shopper(database);
    expect((await post(products[0]!.id, stranger.token, review())).statusCode).toBe(403);
    expect((await post(products[0]!.id, undefined, review())).statusCode).toBe(401);
    expect((await post('nope', customer.token, review())).statusCode).toBe(404);
    expect(await reviewCount(products[0]!.id)).toBe(0);
    const mine = await call(api.app, 'GET', `/product/${products[0]!.id}/reviews/mine`, customer.token);
    expect(mine.json().canReview).toBe(false);
  });

  it.each([
    [{ rating: 0 }, 'rating'],
    [{ rating: 6 }, 'rating'],
    [{ rating: 4.5 }, 'rating'],
    [{ title: '' }, 'title'],
    [{ title: '<b>Great</b>' }, 'title'],
    [{ text: 'Lovely <script>alert(1)</script>' }, 'text'],
    [{ images: ['media/abc'] }, 'images.0'],
    [{ images: Array.from({ length: 4 }, (_, i) => `reviews/${String(i).repeat(24)}`) }, 'images'],
  ])('refuses %o with a 400 naming %s, saving nothing', async (bad, field) => {
    const { customer, product: item } = await buyer(api, database, owner.token);
    const refused = await post(item.id, customer.token, review(bad));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
    expect(await reviewCount(item.id)).toBe(0);
  });

  it('takes up to 3 real photos and refuses a file that is not an image or a key never uploaded', async () => {
    const { customer, product: item } = await buyer(api, database, owner.token);
    const notImage = await uploadPhoto(
      api.app,
      customer.token,
      Buffer.from('%PDF-1.4 not a picture'),
      'image/png',
    );
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ code: 'UNSUPPORTED_IMAGE', details: [{ field: 'file' }] });
    expect((await uploadPhoto(api.app, undefined, await photoPng())).statusCode).toBe(401);

    const unknown = await post(item.id, customer.token, review({ images: [`reviews/${'a'.repeat(24)}`] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ field: 'images.0', message: 'Not an uploaded review photo' }]);
    expect(await reviewCount(item.id)).toBe(0);

    const uploaded = await uploadPhoto(api.app, customer.token, await photoPng());
    expect(uploaded.statusCode).toBe(201);
    const photo = uploaded.json().image;
    expect(photo._id).toMatch(/^reviews\//);
    const created = await post(item.id, customer.token, review({ images: [photo._id] }));
    expect(created.statusCode).toBe(201);
    expect(created.json().review.images).toEqual([photo]);
    expect((await api.app.inject({ method: 'GET', url: photo.url })).statusCode).not.toBe(500);
  });
});

describe('moderation and the stored rating', () => {
  it('publishes, hides with a reason and replies; the product’s average and count follow exactly', async () => {
    const first = await buyer(api, database, owner.token, 'Neem Soap');
    const productId = first.product.id;
    const a = (await post(productId, first.customer.token, review({ rating: 5 }))).json().review;
    const b = await secondBuyerReview(productId, 4);

    expect((await moderate(a.id, { status: 'published' })).statusCode).toBe(200);
    expect((await product(productId)).rating).toEqual({ average: 5, count: 1 });
    const published = await moderate(b.id, { status: 'published', reply: 'Thank you, Asha!' });
    expect(published.json().review).toMatchObject({
      status: 'published',
      reply: { text: 'Thank you, Asha!' },
    });
    expect((await product(productId)).rating).toEqual({ average: 4.5, count: 2 });
    const page = await list(productId);
    expect(page.summary.distribution).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
    expect(page.reviews.map((r: { id: string }) => r.id)).toEqual([b.id, a.id]);
    // Products in lists carry the same stored figures (cards show them).
    const all = (await call(api.app, 'GET', '/product/getAllProducts?limit=100')).json().products;
    expect(all.find((p: { _id: string }) => p._id === productId).rating).toEqual({ average: 4.5, count: 2 });

    const noReason = await moderate(a.id, { status: 'hidden' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details).toEqual([
      { field: 'reason', message: 'reason is required to hide a review' },
    ]);
    const hidden = await moderate(a.id, { status: 'hidden', reason: 'Mentions a medical claim' });
    expect(hidden.json().review).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Mentions a medical claim',
    });
    expect((await product(productId)).rating).toEqual({ average: 4, count: 1 });
    // Publishing twice counts once.
    await moderate(b.id, { status: 'published' });
    const [stored] = await database.db
      .select()
      .from(productRatings)
      .where(eq(productRatings.productId, productId));
    expect(stored).toMatchObject({ ratingCount: 1, ratingSum: 4, stars4: 1, stars5: 0 });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, a.id));
    expect(audit.map((row) => row.action)).toEqual(['review.moderate', 'review.moderate']);
  });

  it('counts a review once when two moderators publish it at the same moment, and two reviews twice', async () => {
    const first = await buyer(api, database, owner.token);
    const productId = first.product.id;
    const a = (await post(productId, first.customer.token, review({ rating: 5 }))).json().review;
    const b = await secondBuyerReview(productId, 2);
    const answers = await Promise.all([
      moderate(a.id, { status: 'published' }),
      moderate(a.id, { status: 'published' }),
      moderate(b.id, { status: 'published' }),
      moderate(b.id, { status: 'published' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await product(productId)).rating).toEqual({ average: 3.5, count: 2 });
    await Promise.all([
      moderate(a.id, { status: 'hidden', reason: 'Spam' }),
      moderate(a.id, { status: 'hidden', reason: 'Spam' }),
    ]);
    expect((await product(productId)).rating).toEqual({ average: 2, count: 1 });
  });

  it('keeps moderation to the owner', async () => {
    const { customer, product: item } = await buyer(api, database, owner.token);
    const mine = (await post(item.id, customer.token, review())).json().review;
    expect((await moderate(mine.id, { status: 'published' }, customer.token)).statusCode).toBe(403);
    expect(
      (await call(api.app, 'PATCH', `/admin/reviews/${mine.id}`, undefined, { status: 'published' }))
        .statusCode,
    ).toBe(401);
    expect((await call(api.app, 'GET', '/admin/reviews', customer.token)).statusCode).toBe(403);
    const queue = (await call(api.app, 'GET', '/admin/reviews?status=pending&limit=100', owner.token)).json();
    expect(queue.reviews.map((r: { id: string }) => r.id)).toContain(mine.id);
    expect(queue.pending).toBeGreaterThanOrEqual(1);
    expect((await call(api.app, 'GET', '/admin/reviews?status=nope', owner.token)).statusCode).toBe(400);
    expect((await moderate('unknown', { status: 'published' })).statusCode).toBe(404);
  });

  it('an edit goes back to moderation and leaves the average; with the owner’s switch on it publishes at once', async () => {
    const { customer, product: item } = await buyer(api, database, owner.token);
    const created = (await post(item.id, customer.token, review({ rating: 2 }))).json().review;
    await moderate(created.id, { status: 'published' });
    expect((await product(item.id)).rating).toEqual({ average: 2, count: 1 });

    const edited = await call(
      api.app,
      'PUT',
      `/product/${item.id}/reviews/mine`,
      customer.token,
      review({ rating: 5 }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().review).toMatchObject({ rating: 5, status: 'pending' });
    expect((await product(item.id)).rating).toEqual({ average: 0, count: 0 });

    const visitorEdit = await call(api.app, 'PUT', `/product/${item.id}/reviews/mine`, undefined, review());
    expect(visitorEdit.statusCode).toBe(401);
    const stranger = await shopper(database);
    const noReview = await call(api.app, 'PUT', `/product/${item.id}/reviews/mine`, stranger.token, review());
    expect(noReview.statusCode).toBe(404);

    const on = await call(api.app, 'PUT', '/admin/reviews/settings', owner.token, { autoPublish: true });
    expect(on.json()).toEqual({ settings: { autoPublish: true } });
    try {
      const again = await call(
        api.app,
        'PUT',
        `/product/${item.id}/reviews/mine`,
        customer.token,
        review({ rating: 3 }),
      );
      expect(again.json().review.status).toBe('published');
      expect((await product(item.id)).rating).toEqual({ average: 3, count: 1 });
      const fresh = await buyer(api, database, owner.token);
      const auto = await post(fresh.product.id, fresh.customer.token, review({ rating: 5 }));
      expect(auto.json().review.status).toBe('published');
      expect((await product(fresh.product.id)).rating).toEqual({ average: 5, count: 1 });
    } finally {
      await call(api.app, 'PUT', '/admin/reviews/settings', owner.token, { autoPublish: false });
    }
  });
});

describe('helpful votes and sorting', () => {
  it('counts one vote per signed-in user and sorts most helpful first', async () => {
    const first = await buyer(api, database, owner.token);
    const productId = first.product.id;
    const older = (await post(productId, first.customer.token, review({ title: 'Older' }))).json().review;
    const newer = await secondBuyerReview(productId, 3, 'Newer');
    await moderate(older.id, { status: 'published' });
    await moderate(newer.id, { status: 'published' });

    const voter = await shopper(database);
    const vote = () => call(api.app, 'POST', `/reviews/${older.id}/helpful`, voter.token);
    const votes = await Promise.all([vote(), vote(), vote()]);
    expect(votes.map((v) => v.statusCode)).toEqual([200, 200, 200]);
    expect((await vote()).json()).toEqual({ helpfulCount: 1, voted: true });
    expect((await call(api.app, 'POST', `/reviews/${older.id}/helpful`)).statusCode).toBe(401);
    expect(
      (await call(api.app, 'POST', `/reviews/${older.id}/helpful`, first.customer.token)).statusCode,
    ).toBe(403);

    expect((await list(productId)).reviews.map((r: { title: string }) => r.title)).toEqual([
      'Newer',
      'Older',
    ]);
    const helpful = await list(productId, '?sort=helpful');
    expect(helpful.reviews.map((r: { title: string }) => r.title)).toEqual(['Older', 'Newer']);
    expect(helpful.reviews[0].helpfulCount).toBe(1);
    expect((await call(api.app, 'GET', `/product/${productId}/reviews?sort=best`)).statusCode).toBe(400);
  });

  it('does not take votes on a review that is not published', async () => {
    const { customer, product: item } = await buyer(api, database, owner.token);
    const pending = (await post(item.id, customer.token, review())).json().review;
    const voter = await shopper(database);
    expect((await call(api.app, 'POST', `/reviews/${pending.id}/helpful`, voter.token)).statusCode).toBe(404);
  });
});

/** A second customer who bought `productId`, got it, and reviewed it. */
async function secondBuyerReview(productId: string, rating: number, title = 'Good') {
  const customer = await shopper(database);
  await addToCart(api.app, customer.token, productId);
  const order = await placeCodOrder(api.app, customer.token);
  await moveTo(api.app, owner.token, order._id, 'processing', 'shipped', 'delivered');
  const created = await post(productId, customer.token, review({ rating, title }));
  if (created.statusCode !== 201) throw new Error(created.body);
  return created.json().review as { id: string };
}
