import { type CartResponse, repriceCart } from '@shop/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createCategory } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { addBundleToCart, createBundle } from '../bundles/bundles.fixtures.ts';
import {
  addToCart,
  admin,
  call,
  product,
  shopper,
  startShop,
  type TestApi,
} from '../orders/orders.fixtures.ts';

/**
 * The same engine prices the cart on the server and in the browser (docs/decisions/0034-promotion-engine.md):
 * `repriceCart` run on the cart's answer gives the answer's own figures, and run with a line's new quantity
 * it gives what the server answers once that change is made. Promotions of every kind here, including one
 * limited to a category, a first-order one and a bundle; the shop's ₹49 shipping and ₹25 Cash on Delivery fee.
 */

let database: Database;
let api: TestApi;
let owner: { id: string; token: string };
let items: { id: string }[];
let bundleId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database);
  owner = await admin(database);
  const current = (await call(api.app, 'GET', '/admin/shipping/settings', owner.token)).json().settings;
  const saved = await call(api.app, 'PUT', '/admin/shipping/settings', owner.token, {
    flatPaise: 4900,
    freeAbovePaise: 150000,
    codFeePaise: 2500,
    codMaxPaise: null,
    cutoffHour: current.cutoffHour,
    holidays: current.holidays,
    version: current.version,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const herbs = await createCategory(database, 'Browser engine herbs');
  items = [
    await product(database, { pricePaise: 30000, discountPricePaise: null, stock: 500 }),
    await product(database, {
      pricePaise: 45000,
      discountPricePaise: 39900,
      stock: 500,
      categoryIds: [herbs.id],
    }),
    await product(database, {
      pricePaise: 12900,
      discountPricePaise: null,
      stock: 500,
      categoryIds: [herbs.id],
    }),
  ];
  const [jar, , tea] = items as [{ id: string }, { id: string }, { id: string }];
  bundleId = (
    await createBundle(api.app, owner.token, {
      pricePaise: 49900,
      items: [
        { variantId: jar.id, quantity: 1 },
        { variantId: tea.id, quantity: 2 },
      ],
    })
  ).id;
  const promotions = [
    {
      name: '₹100 off above ₹999',
      kind: 'amount',
      amountPaise: 10000,
      minOrderPaise: 99900,
      combinable: true,
    },
    { name: 'Free shipping above ₹499', kind: 'free_shipping', minOrderPaise: 49900, combinable: true },
    {
      name: '15% off herbs, at most ₹120',
      kind: 'percent',
      percent: 15,
      maxDiscountPaise: 12000,
      combinable: true,
      scope: { categoryIds: [herbs.id] },
    },
    {
      name: 'Buy 2 jars get 1',
      kind: 'buy_x_get_y',
      buyQuantity: 2,
      getQuantity: 1,
      scope: { productIds: [jar.id] },
    },
    { name: '5% off a first order', kind: 'percent', percent: 5, firstOrderOnly: true, combinable: true },
    {
      name: '₹50 off the bundle',
      kind: 'amount',
      amountPaise: 5000,
      minOrderPaise: 49900,
      scope: { bundleIds: [bundleId] },
    },
  ];
  for (const promotion of promotions) {
    const response = await call(api.app, 'POST', '/admin/promotions', owner.token, promotion);
    expect(response.statusCode, response.body).toBe(201);
  }
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const cartOf = async (token: string): Promise<CartResponse> =>
  (await call(api.app, 'GET', '/cart/getUserCart', token)).json();

/** What the answer says of its price: the figures `repriceCart` works out again. */
const figures = (cart: CartResponse) => ({
  totals: cart.totals,
  itemCount: cart.itemCount,
  shippingPaise: cart.shippingPaise,
  codFeePaise: cart.codFeePaise,
  promotions: cart.promotions,
  next: cart.next,
});

describe('the browser’s engine', () => {
  it('works out each cart answer’s own figures, and a quantity change’s before the server answers it', async () => {
    // Lines: 0–2 the products, 3 the bundle; a step sets one line's quantity (0: removes it).
    const step = fc.record({
      line: fc.integer({ min: 0, max: 3 }),
      quantity: fc.integer({ min: 0, max: 6 }),
    });
    const walks = fc.sample(fc.array(step, { minLength: 6, maxLength: 10 }), { numRuns: 6, seed: 2711 });
    let compared = 0;
    for (const walk of walks) {
      const buyer = await shopper(database);
      let cart = await cartOf(buyer.token);
      expect(cart.pricing).toBeDefined();
      for (const { line, quantity } of walk) {
        const id = line === 3 ? bundleId : items[line]!.id;
        const existing = cart.items.find((item) => item.productId._id === id);
        const predicted = existing ? repriceCart(cart, new Map([[existing._id, quantity]])) : null;
        if (quantity === 0) {
          if (!existing) continue;
          const field = line === 3 ? 'bundleId' : 'productId';
          await call(api.app, 'DELETE', `/cart/removeItemFromCart/${id}`, buyer.token, { [field]: id });
        } else if (line === 3) {
          await call(api.app, 'POST', '/cart/addToCart', buyer.token, {
            bundleId: id,
            quantity,
            mode: 'set',
          });
        } else {
          await call(api.app, 'POST', '/cart/addToCart', buyer.token, {
            productId: id,
            quantity,
            mode: 'set',
          });
        }
        cart = await cartOf(buyer.token);
        expect(repriceCart(cart), JSON.stringify(walk)).toEqual(figures(cart));
        if (predicted) {
          expect(predicted, JSON.stringify({ walk, line, quantity })).toEqual(figures(cart));
          compared += 1;
        }
      }
    }
    // The walks changed lines already in the cart often enough to compare predictions.
    expect(compared).toBeGreaterThan(10);
  });

  it('prices a cart with every kind applied the same way', async () => {
    const buyer = await shopper(database);
    const [jar, oil, tea] = items as [{ id: string }, { id: string }, { id: string }];
    await addToCart(api.app, buyer.token, jar.id, 3);
    await addToCart(api.app, buyer.token, oil.id, 2);
    await addToCart(api.app, buyer.token, tea.id, 1);
    await addBundleToCart(api.app, buyer.token, bundleId, 1);
    const cart = await cartOf(buyer.token);
    // More than one promotion applies, so the comparison covers how they combine and spread.
    expect(cart.promotions!.length).toBeGreaterThan(1);
    expect(repriceCart(cart)).toEqual(figures(cart));
    // The answer names only what this shopper could use: no code of the shop's is in it.
    expect(cart.pricing!.promotions.every((promotion) => promotion.code === null)).toBe(true);
  });
});
