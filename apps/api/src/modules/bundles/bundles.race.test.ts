import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { bundleItems, orderItems, productVariants } from '../../db/schema/index.ts';
import {
  admin,
  placeCodOrder,
  product,
  shopper,
  startShop,
  type TestApi,
} from '../orders/orders.fixtures.ts';
import { addBundleToCart, createBundle } from './bundles.fixtures.ts';

/**
 * docs/PRODUCT.md, Bundles: a Cash on Delivery checkout reads the cart's bundles once, locked, so the
 * stock it takes and the order lines it writes name the same components while the owner edits them.
 * Two connections are needed, so PostgreSQL only.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a bundle edited during a checkout (PostgreSQL)', () => {
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

  const stockOf = async (variantId: string) =>
    (await database.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;

  it('the checkout waits for the edit and takes the stock its order lines say', async () => {
    const a = await product(database, { name: 'Ashwagandha', stock: 10 });
    const b = await product(database, {
      name: 'Tulsi Tea',
      stock: 10,
      pricePaise: 24900,
      discountPricePaise: null,
    });
    const bundle = await createBundle(api.app, owner.token, {
      name: `Calm Kit ${a.id.slice(-6)}`,
      pricePaise: 99900,
      items: [
        { variantId: a.id, quantity: 2 },
        { variantId: b.id, quantity: 1 },
      ],
    });
    const buyer = await shopper(database);
    await addBundleToCart(api.app, buyer.token, bundle.id, 1);
    let checkout: Promise<{ _id: string }> | undefined;
    // The owner's edit, as PATCH /admin/bundles/:id writes it (the bundle locked, its components
    // rewritten from 2 + 1 to 3 + 1), is held open while the shopper checks out, then committed.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM bundles WHERE id = ${bundle.id} FOR UPDATE`);
      await tx.delete(bundleItems).where(eq(bundleItems.bundleId, bundle.id));
      await tx.insert(bundleItems).values([
        { bundleId: bundle.id, variantId: a.id, quantity: 3, position: 0 },
        { bundleId: bundle.id, variantId: b.id, quantity: 1, position: 1 },
      ]);
      checkout = placeCodOrder(api.app, buyer.token);
      checkout.catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const order = await checkout!;
    const lines = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(Object.fromEntries(lines.map((line) => [line.variantId, line.quantity]))).toEqual({
      [a.id]: 3,
      [b.id]: 1,
    });
    expect(await stockOf(a.id)).toBe(7);
    expect(await stockOf(b.id)).toBe(9);
  });
});
