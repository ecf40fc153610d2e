import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { cartBundles, orderItems, orders, productVariants } from '../../db/schema/index.ts';
import {
  address,
  addToCart,
  admin,
  call,
  product,
  shopper,
  startShop,
  type TestApi,
} from '../orders/orders.fixtures.ts';
import { addBundleToCart, createBundle } from './bundles.fixtures.ts';

/** docs/PRODUCT.md, Bundles: a bundle paid online becomes its components' order lines, as by Cash on Delivery. */

let database: Database;
let api: TestApi;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const stockOf = async (variantId: string) =>
  (await database.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;

describe('paying for a bundle online', () => {
  it('is refused before any money moves when a variant is wanted beyond its stock, alone and in a bundle together', async () => {
    const owner = await admin(database);
    const a = await product(database, { stock: 4, pricePaise: 50000, discountPricePaise: null });
    const b = await product(database, { stock: 10, pricePaise: 30000, discountPricePaise: null });
    const bundle = await createBundle(api.app, owner.token, {
      pricePaise: 120000,
      items: [
        { variantId: a.id, quantity: 2 },
        { variantId: b.id, quantity: 1 },
      ],
    });
    const buyer = await shopper(database);
    await addBundleToCart(api.app, buyer.token, bundle.id, 1);
    await addToCart(api.app, buyer.token, a.id, 3);
    // Each line alone fits (one bundle of 2, and 3 of 4), together they want 5 of 4.
    const checkout = await call(api.app, 'POST', '/payment/checkout', buyer.token, {
      shippingAddress: address(),
    });
    expect(checkout.statusCode, checkout.body).toBe(409);
    expect(checkout.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: expect.stringMatching(/^Only 4 left in stock of /),
    });
    expect(await stockOf(a.id)).toBe(4);
  });

  it('charges the bundle price and writes one line per component whose amounts add up to it', async () => {
    const owner = await admin(database);
    const a = await product(database, {
      stock: 10,
      pricePaise: 33333,
      discountPricePaise: null,
      gstRateBp: 1200,
    });
    const b = await product(database, {
      stock: 10,
      pricePaise: 11111,
      discountPricePaise: null,
      gstRateBp: 500,
    });
    const bundle = await createBundle(api.app, owner.token, {
      pricePaise: 40001,
      items: [
        { variantId: a.id, quantity: 1 },
        { variantId: b.id, quantity: 2 },
      ],
    });
    const buyer = await shopper(database);
    await addBundleToCart(api.app, buyer.token, bundle.id, 3);
    const checkout = await call(api.app, 'POST', '/payment/checkout', buyer.token, {
      shippingAddress: address(),
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json().totals.totalDiscountPrice).toBe(1200.03);
    const paid = (
      await call(api.app, 'POST', '/payment/sandbox/pay', buyer.token, {
        razorpay_order_id: checkout.json().order.id,
        method: 'upi',
        outcome: 'success',
      })
    ).json();
    const verified = await call(api.app, 'POST', '/payment/paymentverification', buyer.token, paid);
    expect(verified.statusCode, verified.body).toBe(200);
    const orderId = verified.json().order._id;
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.itemsPaise).toBe(3 * 40001);
    const items = await database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items).toHaveLength(2);
    expect(items.every((item) => item.bundleId === bundle.id && item.bundleQuantity === 3)).toBe(true);
    expect(
      items.reduce((sum, item) => sum + item.unitPricePaise * item.quantity - item.discountPaise!, 0),
    ).toBe(3 * 40001);
    expect(await stockOf(a.id)).toBe(7);
    expect(await stockOf(b.id)).toBe(4);
    expect(await database.db.select().from(cartBundles).where(eq(cartBundles.userId, buyer.id))).toEqual([]);
  });

  it('is the shopper’s own: another shopper’s cart has none of it, and removing an unknown id changes nothing', async () => {
    const owner = await admin(database);
    const a = await product(database, { stock: 10 });
    const bundle = await createBundle(api.app, owner.token, {
      pricePaise: 100,
      items: [{ variantId: a.id, quantity: 1 }],
    });
    const first = await shopper(database);
    const second = await shopper(database);
    await addBundleToCart(api.app, first.token, bundle.id, 1);
    const theirs = await call(api.app, 'DELETE', `/cart/removeItemFromCart/${bundle.id}`, second.token);
    expect(theirs.json().items).toEqual([]);
    const mine = await call(api.app, 'GET', '/cart/getUserCart', first.token);
    expect(mine.json().items).toHaveLength(1);
  });
});
