import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { CatalogService } from '../catalog/index.ts';
import { admin, call, startShop, type TestApi } from '../orders/orders.fixtures.ts';
import { buyer } from './reviews.fixtures.ts';
import { reviewWriteAccountLimit } from './reviews.routes.ts';

let database: Database;
let api: TestApi;
let owner: Awaited<ReturnType<typeof admin>>;
/** Every NOTIFY the shop's catalogue cache hears, with its payload. */
const heard = vi.spyOn(CatalogService.prototype, 'heard');

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database);
  owner = await admin(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
  heard.mockRestore();
});

const review = (overrides: Record<string, unknown> = {}) => ({
  rating: 4,
  title: 'Calms the stomach',
  text: 'Took it for a month.',
  images: [],
  ...overrides,
});
/**
 * On PostgreSQL, resolves once this node's catalogue cache has heard every NOTIFY sent before the call:
 * PostgreSQL delivers notifications in commit order, so when a marker sent now is heard, so is every
 * earlier one (the same way catalog.test.ts waits for a burst). PGlite has no other node and no echo.
 */
async function heardEveryNotifySentSoFar() {
  if (database.kind !== 'postgres') return;
  const marker = `test-marker:${randomUUID()}`;
  await database.query('SELECT pg_notify($1, $2)', ['catalog_changed', marker]);
  await vi.waitFor(() => expect(heard).toHaveBeenCalledWith(marker));
}

const list = async (id: string) => (await call(api.app, 'GET', `/product/${id}/reviews`)).json();
const productEtag = async (id: string) =>
  (await call(api.app, 'GET', `/product/getProductById/${id}`)).headers.etag;

describe('the reviews list from the catalogue’s cache', () => {
  it('is read once and forgotten by the writes that show in it, without clearing the catalogue', async () => {
    const a = await buyer(api, database, owner.token, 'Neem Capsules');
    const voter = await buyer(api, database, owner.token, 'Tulsi Drops');
    const created = (
      await call(api.app, 'POST', `/product/${a.product.id}/reviews`, a.customer.token, review())
    ).json().review;
    await call(api.app, 'PATCH', `/admin/reviews/${created.id}`, owner.token, { status: 'published' });
    // On PostgreSQL the publish's cache clear also comes back to this node by NOTIFY, a moment later;
    // wait until it has been heard, or it would forget the list cached below.
    await heardEveryNotifySentSoFar();
    const first = await list(a.product.id);
    expect(first).toMatchObject({
      total: 1,
      summary: { count: 1 },
      reviews: [{ title: 'Calms the stomach' }],
    });

    // Changed behind the shop's back: the cached answer is what comes back, so the database was not read.
    await database.db.update(reviews).set({ title: 'Behind the cache' }).where(eq(reviews.id, created.id));
    expect((await list(a.product.id)).reviews[0].title).toBe('Calms the stomach');

    // A helpful vote forgets this product's list only: the product's own cached answer stays.
    const etag = await productEtag(a.product.id);
    await call(api.app, 'POST', `/reviews/${created.id}/helpful`, voter.customer.token);
    expect((await list(a.product.id)).reviews[0]).toMatchObject({
      title: 'Behind the cache',
      helpfulCount: 1,
    });
    expect(await productEtag(a.product.id)).toBe(etag);

    // The owner's reply, and the customer's edit (same rating, published at once), show at once.
    await call(api.app, 'PATCH', `/admin/reviews/${created.id}`, owner.token, {
      status: 'published',
      reply: 'Thank you!',
    });
    expect((await list(a.product.id)).reviews[0].reply.text).toBe('Thank you!');
    await call(api.app, 'PUT', '/admin/reviews/settings', owner.token, { autoPublish: true });
    try {
      const edited = await call(
        api.app,
        'PUT',
        `/product/${a.product.id}/reviews/mine`,
        a.customer.token,
        review({ text: 'Better after two months.' }),
      );
      expect(edited.statusCode).toBe(200);
      expect((await list(a.product.id)).reviews[0].text).toBe('Better after two months.');
    } finally {
      await call(api.app, 'PUT', '/admin/reviews/settings', owner.token, { autoPublish: false });
    }
  });

  it(`answers 429 after ${reviewWriteAccountLimit.max} review writes from one account`, async () => {
    const { customer, product } = await buyer(api, database, owner.token, 'Amla Juice');
    const edit = () => call(api.app, 'PUT', `/product/${product.id}/reviews/mine`, customer.token, review());
    expect(
      (await call(api.app, 'POST', `/product/${product.id}/reviews`, customer.token, review())).statusCode,
    ).toBe(201);
    for (let i = 1; i < reviewWriteAccountLimit.max; i += 1) expect((await edit()).statusCode).toBe(200);
    const limited = await edit();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
