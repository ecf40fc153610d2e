import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Order, toPaise } from '@shop/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { type Database, migrationsFolder } from '../../db/client.ts';
import {
  auditLog,
  bundles,
  cartBundles,
  orderItems,
  orders,
  outbox,
  productVariants,
  promoCodes,
} from '../../db/schema/index.ts';
import { buildInvoice } from '../invoices/invoice.data.ts';
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
} from '../orders/orders.fixtures.ts';
import { loadOrderRecord } from '../orders/orders.repo.ts';
import { addBundleToCart, createBundle } from './bundles.fixtures.ts';

/** docs/PRODUCT.md, Bundles: variants sold together at one price as one cart line. */

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

/** Two products (₹449 and ₹249 selling, 12 % and 5 % GST) and a bundle of 2 + 1 for ₹999. */
async function pair(stocks: [number, number] = [10, 10], pricePaise = 99900) {
  const a = await product(database, {
    name: 'Ashwagandha',
    stock: stocks[0],
    gstRateBp: 1200,
    hsnCode: '30049011',
  });
  const b = await product(database, {
    name: 'Tulsi Tea',
    stock: stocks[1],
    pricePaise: 24900,
    discountPricePaise: null,
    gstRateBp: 500,
    hsnCode: '09021090',
  });
  const bundle = await createBundle(api.app, owner.token, {
    name: `Calm Kit ${a.id.slice(-6)}`,
    pricePaise,
    items: [
      { variantId: a.id, quantity: 2 },
      { variantId: b.id, quantity: 1 },
    ],
  });
  return { a, b, bundle };
}

describe('the owner’s bundles', () => {
  it('creates, reads, changes (versioned) and archives a bundle, each audited', async () => {
    const { a, b, bundle } = await pair();
    const read = await call(api.app, 'GET', `/admin/bundles/${bundle.id}`, owner.token);
    expect(read.statusCode).toBe(200);
    expect(read.json().bundle).toMatchObject({
      pricePaise: 99900,
      listPricePaise: 2 * 44900 + 24900,
      active: true,
      stock: 5,
      version: 1,
      items: [
        { variantId: a.id, quantity: 2, unitPricePaise: 44900 },
        { variantId: b.id, quantity: 1, unitPricePaise: 24900 },
      ],
    });
    const changed = await call(api.app, 'PATCH', `/admin/bundles/${bundle.id}`, owner.token, {
      version: 1,
      pricePaise: 95000,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().bundle).toMatchObject({ pricePaise: 95000, version: 2 });
    const stale = await call(api.app, 'PATCH', `/admin/bundles/${bundle.id}`, owner.token, {
      version: 1,
      pricePaise: 90000,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', current: { pricePaise: 95000 } });
    const archived = await call(api.app, 'DELETE', `/admin/bundles/${bundle.id}`, owner.token);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().bundle.archivedAt).not.toBeNull();
    const listed = await call(api.app, 'GET', '/admin/bundles?archived=true', owner.token);
    expect(listed.json().bundles.map((row: { id: string }) => row.id)).toContain(bundle.id);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, bundle.id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'bundle.archive',
      'bundle.create',
      'bundle.update',
    ]);
  });

  it('is for admins only: 401 for a visitor, 403 for a customer', async () => {
    const customer = await shopper(database);
    expect((await call(api.app, 'GET', '/admin/bundles')).statusCode).toBe(401);
    expect((await call(api.app, 'GET', '/admin/bundles', customer.token)).statusCode).toBe(403);
    const item = await product(database);
    const body = { name: 'X', pricePaise: 100, items: [{ variantId: item.id, quantity: 1 }] };
    expect((await call(api.app, 'POST', '/admin/bundles', customer.token, body)).statusCode).toBe(403);
  });

  it('refuses bad input with 400 naming the field, and saves nothing', async () => {
    const item = await product(database, { stock: 5 });
    const other = await product(database, { stock: 5 });
    const archivedItem = await product(database);
    await database.db
      .update(productVariants)
      .set({ archivedAt: new Date() })
      .where(eq(productVariants.id, archivedItem.id));
    const taken = await createBundle(api.app, owner.token, {
      name: 'Taken slug',
      pricePaise: 100,
      items: [{ variantId: item.id, quantity: 1 }],
    });
    const before = (await database.db.select().from(bundles)).length;
    const valid = { name: 'Bad', pricePaise: 1000, items: [{ variantId: item.id, quantity: 1 }] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, items: [] }, 'items'],
      [{ ...valid, items: [{ variantId: item.id, quantity: 0 }] }, 'items.0.quantity'],
      [{ ...valid, items: [{ variantId: 'nope-nope', quantity: 1 }] }, 'items.0.variantId'],
      [
        {
          ...valid,
          items: [
            { variantId: other.id, quantity: 1 },
            { variantId: archivedItem.id, quantity: 1 },
          ],
        },
        'items.1.variantId',
      ],
      [
        {
          ...valid,
          items: [
            { variantId: item.id, quantity: 1 },
            { variantId: item.id, quantity: 2 },
          ],
        },
        'items.1.variantId',
      ],
      [{ ...valid, pricePaise: 0 }, 'pricePaise'],
      [{ ...valid, pricePaise: 44901 }, 'pricePaise'],
      [{ ...valid, slug: taken.slug }, 'slug'],
    ];
    for (const [body, field] of cases) {
      const response = await call(api.app, 'POST', '/admin/bundles', owner.token, body);
      expect(response.statusCode, field).toBe(400);
      expect(
        response.json().details.map((detail: { field: string }) => detail.field),
        field,
      ).toContain(field);
    }
    expect(await database.db.select().from(bundles)).toHaveLength(before);
    // A change that would pass the list price is refused and leaves the bundle as it was.
    const refused = await call(api.app, 'PATCH', `/admin/bundles/${taken.id}`, owner.token, {
      version: 1,
      items: [{ variantId: item.id, quantity: 1 }],
      pricePaise: 50000,
    });
    expect(refused.statusCode).toBe(400);
    const [row] = await database.db.select().from(bundles).where(eq(bundles.id, taken.id));
    expect(row).toMatchObject({ pricePaise: 100, version: 1 });
  });
});

describe('the shop’s bundles', () => {
  it('lists active bundles with stock = the fewest whole bundles the components allow; hides inactive and archived', async () => {
    const { a, bundle } = await pair([7, 10]);
    const hidden = await createBundle(api.app, owner.token, {
      pricePaise: 100,
      active: false,
      items: [{ variantId: a.id, quantity: 1 }],
    });
    const list = await call(api.app, 'GET', '/bundles');
    expect(list.statusCode).toBe(200);
    const ids = list.json().bundles.map((row: { _id: string }) => row._id);
    expect(ids).toContain(bundle.id);
    expect(ids).not.toContain(hidden.id);
    const one = await call(api.app, 'GET', `/bundles/${bundle.slug}`);
    expect(one.json()).toMatchObject({
      success: true,
      bundle: {
        _id: bundle.id,
        price: 999,
        listPrice: 1147,
        percentOff: 13,
        stock: 3,
        inStock: true,
        ageRestricted: false,
      },
    });
    expect(one.json().bundle.items).toHaveLength(2);
    const missing = await call(api.app, 'GET', `/bundles/${hidden.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, message: 'Bundle not found' });
    await call(api.app, 'DELETE', `/admin/bundles/${bundle.id}`, owner.token);
    expect((await call(api.app, 'GET', `/bundles/${bundle.id}`)).statusCode).toBe(404);
  });
});

describe('a bundle whose components got cheaper', () => {
  it('shows the price the cart charges: its components’ total once that is below the bundle’s price', async () => {
    const { a, bundle } = await pair();
    const current = (await call(api.app, 'GET', `/admin/products/${a.id}`, owner.token)).json().product;
    const cheaper = await call(api.app, 'PATCH', `/admin/products/${a.id}`, owner.token, {
      version: current.version,
      pricePaise: 20000,
      discountPricePaise: null,
    });
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    const shown = (await call(api.app, 'GET', `/bundles/${bundle.id}`)).json().bundle;
    // 2 × ₹200 + ₹249 = ₹649, below the bundle's ₹999.
    expect(shown).toMatchObject({ price: 649, listPrice: 649, percentOff: 0 });
    const user = await shopper(database);
    const cart = await addBundleToCart(api.app, user.token, bundle.id, 1);
    expect(cart.totals.totalDiscountPrice).toBe(649);
  });
});

describe('a bundle in the cart', () => {
  it('is one line; its quantity can be set and it can be removed by its id', async () => {
    const { bundle } = await pair();
    const user = await shopper(database);
    const cart = await addBundleToCart(api.app, user.token, bundle.id, 2);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      variantId: bundle.id,
      quantity: 2,
      discountPrice: 999,
      lineTotal: 1998,
      bundle: { _id: bundle.id, price: 999, listPrice: 1147 },
    });
    expect(cart.totals.totalDiscountPrice).toBe(1998);
    const set = await call(api.app, 'POST', '/cart/addToCart', user.token, {
      bundleId: bundle.id,
      quantity: 1,
    });
    expect(set.json().items[0].quantity).toBe(1);
    const tooMany = await call(api.app, 'POST', '/cart/addToCart', user.token, {
      bundleId: bundle.id,
      quantity: 6,
    });
    expect(tooMany.statusCode).toBe(409);
    const both = await call(api.app, 'POST', '/cart/addToCart', user.token, {
      bundleId: bundle.id,
      productId: bundle.id,
      quantity: 1,
    });
    expect(both.statusCode).toBe(400);
    const removed = await call(api.app, 'DELETE', `/cart/removeItemFromCart/${bundle.id}`, user.token);
    expect(removed.json().items).toEqual([]);
  });

  it('asks for the age confirmation when a component is age-restricted', async () => {
    const adult = await product(database, { ageRestricted: true });
    const bundle = await createBundle(api.app, owner.token, {
      pricePaise: 100,
      items: [{ variantId: adult.id, quantity: 1 }],
    });
    const user = await shopper(database);
    const refused = await call(api.app, 'POST', '/cart/addToCart', user.token, {
      bundleId: bundle.id,
      quantity: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('AGE_NOT_CONFIRMED');
    await call(api.app, 'POST', '/cart/ageConfirmation', user.token);
    expect(
      (await call(api.app, 'POST', '/cart/addToCart', user.token, { bundleId: bundle.id, quantity: 1 }))
        .statusCode,
    ).toBe(200);
  });
});

describe('ordering a bundle (Cash on Delivery)', () => {
  it('writes one order line per component, discounts adding to the bundle price exactly, stock taken per variant', async () => {
    const { a, b, bundle } = await pair([10, 10], 99901);
    const user = await shopper(database);
    await addBundleToCart(api.app, user.token, bundle.id, 2);
    await addToCart(api.app, user.token, a.id, 1);
    const order = await placeCodOrder(api.app, user.token);
    const items = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    const parts = items.filter((item) => item.bundleId === bundle.id);
    expect(parts.map((item) => [item.variantId, item.quantity, item.bundleQuantity]).sort()).toEqual(
      [
        [a.id, 4, 2],
        [b.id, 2, 2],
      ].sort(),
    );
    const paid = parts.reduce(
      (sum, item) => sum + item.unitPricePaise * item.quantity - item.discountPaise!,
      0,
    );
    expect(paid).toBe(2 * 99901);
    const alone = items.find((item) => item.bundleId === null)!;
    expect(alone).toMatchObject({ variantId: a.id, quantity: 1, discountPaise: 0 });
    expect(await stockOf(a.id)).toBe(5);
    expect(await stockOf(b.id)).toBe(8);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.itemsPaise).toBe(2 * 99901 + 44900);
    expect(row!.promoDiscountPaise).toBe(0);
    // The cart is empty after.
    expect(await database.db.select().from(cartBundles).where(eq(cartBundles.userId, user.id))).toEqual([]);
    // The invoice's lines stay per HSN and rate and add up to the order's total.
    const record = await loadOrderRecord(database.db, order._id);
    const invoice = buildInvoice(record!, {
      name: 'Seller',
      address: 'Bengaluru',
      gstin: '29ABCDE1234F1Z5',
      state: 'Karnataka',
    });
    expect(invoice.totals.totalPaise).toBe(row!.totalPaise);
    expect(invoice.lines.filter((line) => line.description.includes(`Calm Kit`))).toHaveLength(2);
    const pdf = await call(api.app, 'GET', `/order/invoice/${order._id}`, user.token);
    expect(pdf.statusCode).toBe(200);
  });

  it('answers each line with its bundle and discount, and the confirmation e-mail lists the bundle as one line', async () => {
    const { a, b, bundle } = await pair([10, 10], 99901);
    const name = `Calm Kit ${a.id.slice(-6)}`;
    const user = await shopper(database);
    await addBundleToCart(api.app, user.token, bundle.id, 2);
    await addToCart(api.app, user.token, b.id, 1);
    const placed: Order = await placeCodOrder(api.app, user.token);
    const response = await call(api.app, 'GET', `/order/getOrder/${placed._id}`, user.token);
    expect(response.statusCode, response.body).toBe(200);
    const order: Order = response.json().order;
    const parts = order.items.filter((item) => item.bundle !== null);
    expect(parts.map((item) => [item.variantId, item.quantity]).sort()).toEqual(
      [
        [a.id, 4],
        [b.id, 2],
      ].sort(),
    );
    for (const item of parts)
      expect(item.bundle).toEqual({ _id: bundle.id, name, quantity: 2, price: 999.01 });
    // The components' totals less their discounts are what the bundles cost.
    expect(parts.reduce((sum, item) => sum + toPaise(item.lineTotal) - item.discountPaise, 0)).toBe(
      2 * 99901,
    );
    expect(parts.every((item) => item.discountPaise > 0)).toBe(true);
    const alone = order.items.filter((item) => item.bundle === null);
    expect(alone).toEqual([expect.objectContaining({ variantId: b.id, quantity: 1, discountPaise: 0 })]);
    expect(toPaise(order.subtotalPrice)).toBe(2 * 99901 + 24900);

    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Order ${order.shortId} confirmed – Ayurveda Wellness Store`));
    expect(mail!.text).toContain(`${name} × 2: ₹1,998.02`);
    expect(mail!.text).toContain('Each holds: 2 × Ashwagandha, 1 × Tulsi Tea.');
    expect(mail!.text).toContain('1 × Tulsi Tea (');
    // Not the components at their full price.
    expect(mail!.text).not.toContain('4 × Ashwagandha');
  });

  it('keeps the bundle’s price on its lines when a promo code also takes a share of them', async () => {
    const { a, bundle } = await pair([10, 10], 99900);
    const code = `KIT10${a.id.slice(-6)}`.toUpperCase();
    await database.db.insert(promoCodes).values({ code, percent: 10 });
    const user = await shopper(database);
    await addBundleToCart(api.app, user.token, bundle.id, 1);
    const placed: Order = await placeCodOrder(api.app, user.token, { couponCode: code });
    const order: Order = (await call(api.app, 'GET', `/order/getOrder/${placed._id}`, user.token)).json()
      .order;
    // The subtotal is after the code's 10 % (as for any order).
    expect(toPaise(order.totals.promoDiscount)).toBe(9990);
    expect(toPaise(order.subtotalPrice)).toBe(99900 - 9990);
    // The lines carry the bundle's saving and the code's 10 %; the bundle's own price stays ₹999.
    expect(order.items.reduce((sum, item) => sum + item.discountPaise, 0)).toBe(
      2 * 44900 + 24900 - 99900 + 9990,
    );
    for (const item of order.items)
      expect(item.bundle).toMatchObject({ _id: bundle.id, quantity: 1, price: 999 });

    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Order ${order.shortId} confirmed – Ayurveda Wellness Store`));
    expect(mail!.text).toContain(`Calm Kit ${a.id.slice(-6)} × 1: ₹999.00`);
    expect(mail!.text).toContain(`${code} saved you ₹99.90`);
  });

  it('migration 0031 gives lines ordered before it their bundle’s price', async () => {
    const { bundle } = await pair([10, 10], 99901);
    const user = await shopper(database);
    await addBundleToCart(api.app, user.token, bundle.id, 2);
    const placed: Order = await placeCodOrder(api.app, user.token);
    // The lines as they were before 0031: no price of their own (the check comes back with the migration).
    await database.query('ALTER TABLE order_items DROP CONSTRAINT order_items_bundle_price_valid');
    await database.db
      .update(orderItems)
      .set({ bundleUnitPaise: null })
      .where(eq(orderItems.orderId, placed._id));
    const sqlText = await readFile(path.join(migrationsFolder, '0031_order_item_bundle_price.sql'), 'utf8');
    const [, ...backFill] = sqlText.split('--> statement-breakpoint');
    for (const statement of backFill) await database.query(statement);
    const lines = await database.db.select().from(orderItems).where(eq(orderItems.orderId, placed._id));
    expect(lines.map((line) => line.bundleUnitPaise)).toEqual([99901, 99901]);
  });

  it('refuses when a component ran out, taking nothing', async () => {
    const { a, b, bundle } = await pair([2, 10]);
    const user = await shopper(database);
    await addBundleToCart(api.app, user.token, bundle.id, 1);
    await database.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, a.id));
    const response = await call(api.app, 'POST', '/order/createOrder', user.token, {
      shippingAddress: address(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('OUT_OF_STOCK');
    expect(await stockOf(b.id)).toBe(10);
  });

  it('two shoppers buying the last units of a component through bundles at once: one order, stock never negative', async () => {
    const { a, b, bundle } = await pair([2, 10]);
    const buyers = await Promise.all([shopper(database), shopper(database)]);
    for (const buyer of buyers) await addBundleToCart(api.app, buyer.token, bundle.id, 1);
    const responses = await Promise.all(
      buyers.map((buyer) =>
        call(api.app, 'POST', '/order/createOrder', buyer.token, { shippingAddress: address() }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(a.id)).toBe(0);
    expect(await stockOf(b.id)).toBe(9);
    const lines = await database.db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.variantId, [a.id, b.id]));
    expect(lines).toHaveLength(2);
  });

  it('a cancelled order puts every component’s stock back', async () => {
    const { a, b, bundle } = await pair([10, 10]);
    const user = await shopper(database);
    await addBundleToCart(api.app, user.token, bundle.id, 1);
    const order = await placeCodOrder(api.app, user.token);
    expect(await stockOf(a.id)).toBe(8);
    const cancelled = await call(api.app, 'POST', `/order/cancel/${order._id}`, user.token, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(a.id)).toBe(10);
    expect(await stockOf(b.id)).toBe(10);
  });
});
