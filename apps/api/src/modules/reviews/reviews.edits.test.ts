import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { admin, call, startShop, type TestApi } from '../orders/orders.fixtures.ts';
import { buyer } from './reviews.fixtures.ts';

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
  text: 'Took it for a month.',
  images: [],
  ...overrides,
});
const moderate = (id: string, body: unknown) =>
  call(api.app, 'PATCH', `/admin/reviews/${id}`, owner.token, body);
const settings = (autoPublish: boolean) =>
  call(api.app, 'PUT', '/admin/reviews/settings', owner.token, { autoPublish });

describe('editing a hidden review', () => {
  it('goes back to the queue with the owner’s reason, even with auto-publish on, and stays out of the list', async () => {
    const { customer, product } = await buyer(api, database, owner.token);
    const created = (
      await call(api.app, 'POST', `/product/${product.id}/reviews`, customer.token, review())
    ).json().review;
    await moderate(created.id, { status: 'hidden', reason: 'Mentions a medical claim' });
    await settings(true);
    try {
      const edited = await call(
        api.app,
        'PUT',
        `/product/${product.id}/reviews/mine`,
        customer.token,
        review({ text: 'Cures everything!' }),
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json().review).toMatchObject({
        status: 'pending',
        hiddenReason: 'Mentions a medical claim',
      });
      const listed = (await call(api.app, 'GET', `/product/${product.id}/reviews`)).json();
      expect(listed.reviews).toEqual([]);
      expect(listed.summary.count).toBe(0);
      const queue = (
        await call(api.app, 'GET', '/admin/reviews?status=pending&limit=100', owner.token)
      ).json().reviews;
      expect(queue.find((r: { id: string }) => r.id === created.id)).toMatchObject({
        hiddenReason: 'Mentions a medical claim',
      });
    } finally {
      await settings(false);
    }
  });
});

describe('the owner’s lists', () => {
  it('list published reviews by when the owner published them, and sign a deleted account’s as a former customer', async () => {
    const first = await buyer(api, database, owner.token, 'Neem Capsules');
    const second = await buyer(api, database, owner.token, 'Tulsi Drops');
    const write = async (who: typeof first) =>
      (await call(api.app, 'POST', `/product/${who.product.id}/reviews`, who.customer.token, review())).json()
        .review.id as string;
    const written = await write(first);
    api.clock.advance(60_000);
    const later = await write(second);
    api.clock.advance(60_000);
    await moderate(later, { status: 'published' });
    api.clock.advance(60_000);
    await moderate(written, { status: 'published' });
    const published = (await call(api.app, 'GET', '/admin/reviews?status=published&limit=100', owner.token))
      .json()
      .reviews.map((r: { id: string }) => r.id);
    expect(published.indexOf(later)).toBeLessThan(published.indexOf(written));

    // The account is deleted as the account page does it: its names are wiped.
    await database.db
      .update(users)
      .set({ firstName: '', lastName: '', deletedAt: api.clock.now() })
      .where(eq(users.id, first.customer.id));
    const queue = (
      await call(api.app, 'GET', '/admin/reviews?status=published&limit=100', owner.token)
    ).json().reviews;
    expect(queue.find((r: { id: string }) => r.id === written).customer.name).toBe('Former customer');
    await moderate(written, { status: 'published', reply: 'Thank you' });
    const listed = (await call(api.app, 'GET', `/product/${first.product.id}/reviews`)).json();
    expect(listed.reviews[0].author).toBe('Former customer');
  });
});
