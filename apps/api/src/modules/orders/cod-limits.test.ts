import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { testConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { cartItems, orders, products, promoCodes } from '../../db/schema/index.ts';
import {
  address,
  addToCart,
  admin,
  call,
  placeCodOrder,
  product,
  shopper,
  startShop,
  type TestApi,
} from './orders.fixtures.ts';

let database: Database;
let api: TestApi;
let boss: Awaited<ReturnType<typeof admin>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(promoCodes).values({ code: 'CODFREE100', percent: 100 });
  // The defaults: 3 orders, ₹10,000.
  api = await startShop(database);
  boss = await admin(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

type Buyer = Awaited<ReturnType<typeof shopper>>;

const createOrder = (buyer: Buyer, body: Record<string, unknown> = {}, app = api.app) =>
  call(app, 'POST', '/order/createOrder', buyer.token, { shippingAddress: address(), ...body });

/** Puts one of a fresh product (₹499 unless `pricePaise` says) in the cart and orders it by COD. */
async function codOrder(buyer: Buyer, pricePaise = 49_900, app = api.app) {
  const item = await product(database, { pricePaise, discountPricePaise: null });
  await addToCart(app, buyer.token, item.id, 1);
  return placeCodOrder(app, buyer.token);
}

const openOrders = (userId: string) =>
  database.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ['pending', 'processing', 'shipped'])));

const threeOnTheWay =
  'You have 3 Cash on Delivery orders on the way. Pay online, or wait until one is delivered.';

describe('Cash on Delivery orders on the way, per account', () => {
  it('refuses the fourth with 409 COD_LIMIT_REACHED, takes nothing, and leaves other accounts alone', async () => {
    const buyer = await shopper(database);
    for (let n = 0; n < 3; n++) await codOrder(buyer);
    const item = await product(database, { stock: 5 });
    await addToCart(api.app, buyer.token, item.id, 2);

    const refused = await createOrder(buyer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'COD_LIMIT_REACHED',
      message: threeOnTheWay,
    });
    const [row] = await database.db.select().from(products).where(eq(products.id, item.id));
    expect(row!.stock).toBe(5);
    expect(await database.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id))).toHaveLength(1);
    expect(await openOrders(buyer.id)).toHaveLength(3);

    // Paying online is still open to them, and another account orders as before.
    const online = await call(api.app, 'POST', '/payment/checkout', buyer.token, {
      shippingAddress: address(),
    });
    expect(online.statusCode).toBe(200);
    const other = await shopper(database);
    await codOrder(other);
    expect(await openOrders(other.id)).toHaveLength(1);
  });

  it('lets one more through once an order is cancelled, and again once one is delivered', async () => {
    const buyer = await shopper(database);
    const placed = [];
    for (let n = 0; n < 3; n++) placed.push(await codOrder(buyer));
    const item = await product(database);
    await addToCart(api.app, buyer.token, item.id, 1);
    expect((await createOrder(buyer)).json().code).toBe('COD_LIMIT_REACHED');

    const cancelled = await call(api.app, 'POST', `/order/cancel/${placed[0]._id}`, buyer.token, {});
    expect(cancelled.statusCode).toBe(200);
    expect((await createOrder(buyer)).statusCode).toBe(200);
    expect((await codOrder(buyer).catch((error: Error) => error.message)) as string).toContain(
      'COD_LIMIT_REACHED',
    );

    for (const status of ['processing', 'shipped']) {
      const moved = await call(api.app, 'POST', '/order/updateOrderStatus', boss.token, {
        id: placed[1]._id,
        status,
      });
      expect(moved.statusCode).toBe(200);
      // Processing and shipped are still on the way.
      expect((await createOrder(buyer)).json().code).toBe('COD_LIMIT_REACHED');
    }
    await call(api.app, 'POST', '/order/updateOrderStatus', boss.token, {
      id: placed[1]._id,
      status: 'delivered',
    });
    expect((await createOrder(buyer)).statusCode).toBe(200);
    expect(await openOrders(buyer.id)).toHaveLength(3);
  });

  it('refuses an order that would take the value on the way past ₹10,000, naming the amounts', async () => {
    const buyer = await shopper(database);
    await codOrder(buyer, 600_000);
    const item = await product(database, { pricePaise: 450_050, discountPricePaise: null });
    await addToCart(api.app, buyer.token, item.id, 1);
    const refused = await createOrder(buyer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'COD_LIMIT_REACHED',
      message:
        'With your 1 Cash on Delivery order on the way, this order would bring Cash on Delivery to ' +
        '₹10,500.50, over the ₹10,000 limit. Pay online, or wait until it is delivered.',
    });
    // Exactly at the limit is allowed.
    await database.db.update(products).set({ pricePaise: 400_000 }).where(eq(products.id, item.id));
    expect((await createOrder(buyer)).statusCode).toBe(200);

    const big = await shopper(database);
    const costly = await product(database, { pricePaise: 1_000_100, discountPricePaise: null });
    await addToCart(api.app, big.token, costly.id, 1);
    expect((await createOrder(big)).json()).toMatchObject({
      code: 'COD_LIMIT_REACHED',
      message: 'Cash on Delivery is available for orders up to ₹10,000. Please pay online for this order.',
    });
    expect(await openOrders(big.id)).toEqual([]);
  });

  it('still places a free order (a 100 % code) at the limit: nothing is collected at the door', async () => {
    const buyer = await shopper(database);
    for (let n = 0; n < 3; n++) await codOrder(buyer);
    const item = await product(database);
    await addToCart(api.app, buyer.token, item.id, 1);
    const free = await createOrder(buyer, { couponCode: 'CODFREE100' });
    expect(free.statusCode).toBe(200);
    expect(free.json().order).toMatchObject({ totalPrice: 0 });
  });

  it('lets at most one of several orders sent at once through at the edge', async () => {
    const buyer = await shopper(database);
    for (let n = 0; n < 2; n++) await codOrder(buyer);
    const item = await product(database, { stock: 20 });
    await addToCart(api.app, buyer.token, item.id, 2);
    const responses = await Promise.all(Array.from({ length: 4 }, () => createOrder(buyer)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await openOrders(buyer.id)).toHaveLength(3);
    await addToCart(api.app, buyer.token, item.id, 1);
    expect((await createOrder(buyer)).json().code).toBe('COD_LIMIT_REACHED');
    expect(await openOrders(buyer.id)).toHaveLength(3);
  });

  it('follows COD_MAX_OPEN_ORDERS and COD_MAX_OPEN_VALUE, and refuses settings below 1', async () => {
    const strict = await startShop(database, { COD_MAX_OPEN_ORDERS: '1', COD_MAX_OPEN_VALUE: '600' });
    try {
      const buyer = await shopper(database);
      await codOrder(buyer, 49_900, strict.app);
      const item = await product(database);
      await addToCart(strict.app, buyer.token, item.id, 1);
      expect((await createOrder(buyer, {}, strict.app)).json()).toMatchObject({
        code: 'COD_LIMIT_REACHED',
        message: 'You have 1 Cash on Delivery order on the way. Pay online, or wait until it is delivered.',
      });
      const other = await shopper(database);
      const costly = await product(database, { pricePaise: 60_100, discountPricePaise: null });
      await addToCart(strict.app, other.token, costly.id, 1);
      expect((await createOrder(other, {}, strict.app)).json().message).toBe(
        'Cash on Delivery is available for orders up to ₹600. Please pay online for this order.',
      );
    } finally {
      await strict.close();
    }
    expect(() => testConfig({ COD_MAX_OPEN_ORDERS: '0' })).toThrow(/COD_MAX_OPEN_ORDERS/);
    expect(() => testConfig({ COD_MAX_OPEN_VALUE: '99.5' })).toThrow(/COD_MAX_OPEN_VALUE/);
  });
});
