import { sellingPrice } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw.ts';
import { products } from '../../db/schema/index.ts';
import { call, product, shopper, startShop, type TestApi } from '../orders/orders.fixtures.ts';
import { sellingPriceSql } from './cart.queries.ts';

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

const add = (token: string, body: Record<string, unknown>) =>
  call(api.app, 'POST', '/cart/addToCart', token, body);

describe('signed-in only', () => {
  it.each([
    ['GET', '/cart/getUserCart'],
    ['POST', '/cart/addToCart'],
    ['DELETE', '/cart/removeItemFromCart/abc'],
    ['DELETE', '/cart/cart'],
  ] as const)('%s %s answers 401 to a visitor', async (method, url) => {
    const response = await call(
      api.app,
      method,
      url,
      undefined,
      method === 'POST' ? { productId: 'x', quantity: 1 } : undefined,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /cart/getUserCart', () => {
  it('starts empty', async () => {
    const user = await shopper(database);
    const response = await call(api.app, 'GET', '/cart/getUserCart', user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      items: [],
      itemCount: 0,
      totals: { totalPrice: 0 },
    });
  });
});

describe('POST /cart/addToCart', () => {
  it('adds with the full form, prices from the catalogue whatever the client sends, in the spec shape', async () => {
    const user = await shopper(database);
    const item = await product(database, {
      name: 'Brahmi Tablets',
      brand: 'Vedic Roots',
      pricePaise: 49900,
      discountPricePaise: 44950,
    });
    const response = await add(user.token, { productId: item.id, quantity: 2, price: 1, discountPrice: 0.5 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      productId: { _id: item.id, name: 'Brahmi Tablets', brand: 'Vedic Roots', stock: 10 },
      price: 499,
      discountPrice: 449.5,
      quantity: 2,
      lineTotal: 899,
      outOfStock: false,
      priceChanged: false,
    });
    expect(body.items[0]._id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.items[0].productId.images[0].url).toMatch(/^\/uploads\//);
    expect(body.itemCount).toBe(2);
    expect(body.totals).toMatchObject({
      originalPrice: 998,
      totalDiscountPrice: 899,
      shippingPrice: 0,
      totalPrice: 899,
    });
  });

  it('adds again to the same line (full form) and sets the quantity (short form)', async () => {
    const user = await shopper(database);
    const item = await product(database);
    await add(user.token, { productId: item.id, quantity: 1, price: 499, discountPrice: 449 });
    const added = await add(user.token, { productId: item.id, quantity: 2, price: 499, discountPrice: 449 });
    expect(added.json().items[0].quantity).toBe(3);
    const set = await add(user.token, { productId: item.id, quantity: 5 });
    expect(set.json().items).toHaveLength(1);
    expect(set.json().items[0].quantity).toBe(5);
    expect(set.json().itemCount).toBe(5);
  });

  it('removes the line when the short form sets a quantity below 1', async () => {
    const user = await shopper(database);
    const item = await product(database);
    await add(user.token, { productId: item.id, quantity: 2 });
    const response = await add(user.token, { productId: item.id, quantity: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([]);
  });

  it('refuses more than the stock, saying how many are left, and changes nothing', async () => {
    const user = await shopper(database);
    const item = await product(database, { stock: 3 });
    await add(user.token, { productId: item.id, quantity: 2, price: 1, discountPrice: 1 });
    const response = await add(user.token, { productId: item.id, quantity: 2, price: 1, discountPrice: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', message: 'Only 3 left in stock' });
    const set = await add(user.token, { productId: item.id, quantity: 4 });
    expect(set.statusCode).toBe(409);
    const cart = await call(api.app, 'GET', '/cart/getUserCart', user.token);
    expect(cart.json().items[0].quantity).toBe(2);
  });

  it('never lets parallel adds to one line pass the stock together, and answers every line in order', async () => {
    const user = await shopper(database);
    const first = await product(database, { stock: 10 });
    const item = await product(database, { stock: 5 });
    await add(user.token, { productId: first.id, quantity: 1, price: 1, discountPrice: 1 });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        add(user.token, { productId: item.id, quantity: 2, price: 1, discountPrice: 1 }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(2);
    const again = await add(user.token, { productId: first.id, quantity: 1, price: 1, discountPrice: 1 });
    expect(again.json().items.map((line: { productId: { _id: string } }) => line.productId._id)).toEqual([
      first.id,
      item.id,
    ]);
    expect(again.json().items.map((line: { quantity: number }) => line.quantity)).toEqual([2, 4]);
  });

  it('refuses a product with no stock', async () => {
    const user = await shopper(database);
    const item = await product(database, { stock: 0 });
    const response = await add(user.token, { productId: item.id, quantity: 1, price: 1, discountPrice: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: 'This product is out of stock' });
  });

  it('answers 404 for an unknown product', async () => {
    const user = await shopper(database);
    const response = await add(user.token, { productId: '0123456789abcdef01234567', quantity: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('PRODUCT_NOT_FOUND');
  });

  it('answers 404 for an archived product and writes no line', async () => {
    const user = await shopper(database);
    const item = await product(database, { stock: 5 });
    await database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, item.id));
    const response = await add(user.token, { productId: item.id, quantity: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('PRODUCT_NOT_FOUND');
    const cart = await call(api.app, 'GET', '/cart/getUserCart', user.token);
    expect(cart.json().items).toEqual([]);
  });

  it('writes a line at the same selling price as the catalogue rule, whatever the discount', async () => {
    const prices: [number, number | null][] = [
      [50000, null],
      [50000, 40000],
      [50000, 0],
      [50000, 50000],
      [50000, 60000],
      [50000, -1],
    ];
    const rows = await rowsOf<{ unitPricePaise: number }>(
      database.db,
      sql`SELECT ${sellingPriceSql} AS "unitPricePaise" FROM (VALUES ${sql.join(
        prices.map(([price, discount]) => sql`(${price}::int, ${discount}::int)`),
        sql`, `,
      )}) AS v(price_paise, discount_price_paise)`,
    );
    expect(rows.map((row) => row.unitPricePaise)).toEqual(
      prices.map(([price, discount]) => sellingPrice(price, discount)),
    );
  });

  it.each([0, -1, 1.5, '2', null])(
    'refuses quantity %j in the full form with 400 naming quantity',
    async (quantity) => {
      const user = await shopper(database);
      const item = await product(database);
      const response = await add(user.token, {
        productId: item.id,
        quantity,
        price: 499,
        discountPrice: 449,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain('quantity');
    },
  );

  it('refuses more than 99 of one product', async () => {
    const user = await shopper(database);
    const item = await product(database, { stock: 500 });
    expect((await add(user.token, { productId: item.id, quantity: 100 })).statusCode).toBe(400);
    await add(user.token, { productId: item.id, quantity: 60, price: 1 });
    const response = await add(user.token, { productId: item.id, quantity: 60, price: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'QUANTITY_TOO_LARGE' });
  });

  it('flags a line whose product sold out or changed price since it was added', async () => {
    const user = await shopper(database);
    const soldOut = await product(database, { stock: 4 });
    const repriced = await product(database, { pricePaise: 50000, discountPricePaise: 40000 });
    await add(user.token, { productId: soldOut.id, quantity: 2 });
    await add(user.token, { productId: repriced.id, quantity: 1 });
    await database.db.update(products).set({ stock: 0 }).where(eq(products.id, soldOut.id));
    await database.db.update(products).set({ discountPricePaise: 42000 }).where(eq(products.id, repriced.id));
    const items = (await call(api.app, 'GET', '/cart/getUserCart', user.token)).json().items;
    expect(
      items.find((item: { productId: { _id: string } }) => item.productId._id === soldOut.id),
    ).toMatchObject({
      outOfStock: true,
      availableStock: 0,
    });
    expect(
      items.find((item: { productId: { _id: string } }) => item.productId._id === repriced.id),
    ).toMatchObject({
      priceChanged: true,
      discountPrice: 420,
      previousDiscountPrice: 400,
    });
  });
});

describe('removing and clearing', () => {
  it('removes one line, and clears the cart', async () => {
    const user = await shopper(database);
    const first = await product(database);
    const second = await product(database);
    await add(user.token, { productId: first.id, quantity: 1 });
    await add(user.token, { productId: second.id, quantity: 1 });
    const removed = await call(api.app, 'DELETE', `/cart/removeItemFromCart/${first.id}`, user.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items.map((item: { productId: { _id: string } }) => item.productId._id)).toEqual([
      second.id,
    ]);
    const cleared = await call(api.app, 'DELETE', '/cart/cart', user.token);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().items).toEqual([]);
    expect((await call(api.app, 'GET', '/cart/getUserCart', user.token)).json().items).toEqual([]);
  });
});

describe('privacy', () => {
  it("never shows or changes another shopper's cart", async () => {
    const owner = await shopper(database);
    const other = await shopper(database);
    const item = await product(database);
    await add(owner.token, { productId: item.id, quantity: 2 });
    expect((await call(api.app, 'GET', '/cart/getUserCart', other.token)).json().items).toEqual([]);
    await call(api.app, 'DELETE', `/cart/removeItemFromCart/${item.id}`, other.token);
    await call(api.app, 'DELETE', '/cart/cart', other.token);
    expect((await call(api.app, 'GET', '/cart/getUserCart', owner.token)).json().items[0].quantity).toBe(2);
  });
});

describe('GET /auth/me', () => {
  it("counts the cart's units for the header badge", async () => {
    const user = await shopper(database);
    const first = await product(database, { stock: 10 });
    const second = await product(database, { stock: 10 });
    expect((await call(api.app, 'GET', '/auth/me', user.token)).json().cartCount).toBe(0);
    await add(user.token, { productId: first.id, quantity: 2, price: 1, discountPrice: 1 });
    await add(user.token, { productId: second.id, quantity: 1, price: 1, discountPrice: 1 });
    expect((await call(api.app, 'GET', '/auth/me', user.token)).json().cartCount).toBe(3);
  });
});
