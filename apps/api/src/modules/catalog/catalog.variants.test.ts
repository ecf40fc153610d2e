import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, products, productVariants } from '../../db/schema/index.ts';
import { adminCall, newProduct, uploadImage } from '../admin/admin.fixtures.ts';
import {
  address,
  admin,
  call,
  pdfText,
  placeCodOrder,
  product,
  shopper,
  startShop,
  type TestApi,
} from '../orders/orders.fixtures.ts';

let database: Database;
let api: TestApi;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database);
  token = (await admin(database)).token;
});

afterAll(async () => {
  await api.close();
  await database.close();
});

let skuCounter = 0;
const sku = (prefix: string) => `${prefix}-${++skuCounter}`;

/** A product with 60 and 120 capsule variants, made through the admin console's API. */
async function capsules(stock = { small: 10, large: 5 }) {
  const small = sku('OMG-60');
  const large = sku('OMG-120');
  const response = await adminCall(api.app, 'POST', '/products', token, {
    ...newProduct({ name: `Omega 3 ${skuCounter}` }),
    variants: [
      {
        sku: small,
        options: { Size: '60 capsules' },
        pricePaise: 49900,
        discountPricePaise: 44900,
        stock: stock.small,
        weightGrams: 120,
      },
      {
        sku: large,
        options: { Size: '120 capsules' },
        pricePaise: 89900,
        discountPricePaise: null,
        stock: stock.large,
        weightGrams: 220,
      },
    ],
  });
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json().product;
  return { product: created, small: created.variants[0], large: created.variants[1] };
}

const addVariant = (userToken: string, body: Record<string, unknown>) =>
  call(api.app, 'POST', '/cart/addToCart', userToken, { quantity: 1, price: 1, discountPrice: 1, ...body });

describe('the variants model', () => {
  it('gives every product a default variant whose id is the product’s, with its price and stock', async () => {
    const item = await product(database, { pricePaise: 30000, discountPricePaise: null, stock: 7 });
    const [variant] = await database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, item.id));
    expect(variant).toMatchObject({ id: item.id, isDefault: true, pricePaise: 30000, stock: 7, options: {} });
    expect(variant!.sku).toBe(`SKU-${item.id.toUpperCase()}`);
  });

  it('answers getProductById and getAllProducts with the old fields (the default’s) plus variants', async () => {
    const { product: created, small, large } = await capsules();
    expect(created).toMatchObject({ pricePaise: 49900, discountPricePaise: 44900, stock: 10 });
    const response = await call(api.app, 'GET', `/product/getProductById/${created.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const shown = body.product ?? body;
    expect(shown).toMatchObject({ price: 499, discountPrice: 449, stock: 10, inStock: true });
    expect(shown.variants).toEqual([
      expect.objectContaining({
        _id: small.id,
        sku: small.sku,
        options: { Size: '60 capsules' },
        label: '60 capsules',
        price: 499,
        discountPrice: 449,
        stock: 10,
        isDefault: true,
      }),
      expect.objectContaining({
        _id: large.id,
        sku: large.sku,
        label: '120 capsules',
        price: 899,
        discountPrice: 899,
        stock: 5,
        isDefault: false,
      }),
    ]);
    const list = (await call(api.app, 'GET', '/product/getAllProducts?limit=100')).json();
    const listed = (list.products ?? list).find((candidate: { _id: string }) => candidate._id === created.id);
    expect(listed.variants).toHaveLength(2);
  });

  it('writes the audit log and keeps the product’s stock equal to its default variant’s', async () => {
    const { product: created, small, large } = await capsules();
    const response = await adminCall(api.app, 'PATCH', `/products/${created.id}`, token, {
      version: created.version,
      variants: [
        { id: small.id, sku: small.sku, options: small.options, pricePaise: 50900, stock: 3 },
        { id: large.id, sku: large.sku, options: large.options, pricePaise: 89900, stock: 6 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await database.db.select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({ pricePaise: 50900, discountPricePaise: null, stock: 3 });
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audits.map((audit) => audit.action)).toContain('product.update');
  });

  it('removes a variant left out of the list: it leaves the shop and every cart; the default cannot go', async () => {
    const { product: created, small, large } = await capsules();
    const buyer = await shopper(database);
    expect((await addVariant(buyer.token, { productId: created.id, variantId: large.id })).statusCode).toBe(
      200,
    );
    const response = await adminCall(api.app, 'PATCH', `/products/${created.id}`, token, {
      version: created.version,
      variants: [{ id: small.id, sku: small.sku, options: small.options, pricePaise: 49900, stock: 10 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().product.variants).toHaveLength(1);
    const cart = (await call(api.app, 'GET', '/cart/getUserCart', buyer.token)).json();
    expect(cart.items).toHaveLength(0);
    const again = await addVariant(buyer.token, { productId: created.id, variantId: large.id });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VARIANT_UNAVAILABLE', details: [{ field: 'variantId' }] });
    const replaceDefault = await adminCall(api.app, 'PATCH', `/products/${created.id}`, token, {
      version: response.json().product.version,
      variants: [{ id: large.id, sku: large.sku, pricePaise: 100, stock: 1 }],
    });
    expect(replaceDefault.statusCode).toBe(400);
    expect(replaceDefault.json().details[0].field).toBe('variants.0.id');
  });
});

describe('a variant’s own pictures', () => {
  it('shows the pictures chosen for a variant, all of them for one without, and refuses another product’s', async () => {
    const front = await uploadImage(api.app, token, '#aa0000');
    const back = await uploadImage(api.app, token, '#0000aa');
    const response = await adminCall(api.app, 'POST', '/products', token, {
      ...newProduct({ name: 'Whey Protein' }),
      images: [{ key: front }, { key: back }],
      variants: [
        { sku: sku('WHEY-CHOC'), options: { Flavour: 'Chocolate' }, pricePaise: 199900, stock: 3 },
        {
          sku: sku('WHEY-MANGO'),
          options: { Flavour: 'Mango' },
          pricePaise: 199900,
          stock: 3,
          imageKeys: [back],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().product;
    expect(created.variants.map((variant: { imageKeys: string[] }) => variant.imageKeys)).toEqual([
      [],
      [back],
    ]);
    const shown = (await call(api.app, 'GET', `/product/getProductById/${created.id}`)).json();
    const variants = (shown.product ?? shown).variants as { images: { url: string }[] }[];
    expect(variants[0]!.images).toHaveLength(2);
    expect(variants[1]!.images).toHaveLength(1);
    const { product: other } = await capsules();
    const refused = await adminCall(api.app, 'PATCH', `/products/${other.id}`, token, {
      version: other.version,
      variants: [{ id: other.id, sku: other.variants[0].sku, pricePaise: 100, stock: 1, imageKeys: [back] }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].field).toBe('variants.0.imageKeys');
  });
});

describe('refusing bad variants, saving nothing', () => {
  const variant = (overrides: Record<string, unknown> = {}) => ({
    sku: sku('BAD'),
    options: { Size: '60 capsules' },
    pricePaise: 1000,
    stock: 1,
    ...overrides,
  });

  it.each([
    [
      'a variant without a price',
      'variants.1.pricePaise',
      [variant(), variant({ options: { Size: '90' }, pricePaise: undefined })],
    ],
    ['a discount above the price', 'variants.0.discountPricePaise', [variant({ discountPricePaise: 2000 })]],
    ['negative stock', 'variants.0.stock', [variant({ stock: -1 })]],
    [
      'the same SKU twice in the list',
      'variants.1.sku',
      [variant({ sku: 'TWICE-1' }), variant({ sku: 'twice-1', options: { Size: '90' } })],
    ],
    ['the same options twice', 'variants.1.options', [variant(), variant()]],
  ])('refuses %s with 400 naming %s', async (_name, field, variants) => {
    const before = await database.db.select().from(products);
    const response = await adminCall(api.app, 'POST', '/products', token, {
      ...newProduct({ name: `Refused ${field}` }),
      variants,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
    expect(await database.db.select().from(products)).toHaveLength(before.length);
  });

  it('refuses a SKU another product uses (any case) and leaves the product as it was', async () => {
    const { small } = await capsules();
    const { product: other } = await capsules();
    const response = await adminCall(api.app, 'PATCH', `/products/${other.id}`, token, {
      version: other.version,
      name: 'Renamed while refused',
      variants: [{ sku: small.sku.toLowerCase(), options: {}, pricePaise: 100, stock: 1 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field: 'variants.0.sku' })]);
    const [row] = await database.db.select().from(products).where(eq(products.id, other.id));
    expect(row!.name).toBe(other.name);
    expect(row!.version).toBe(other.version);
  });

  it('refuses a variant of another product in the list, and visitors and shoppers cannot write', async () => {
    const { large } = await capsules();
    const { product: other, small } = await capsules();
    const response = await adminCall(api.app, 'PATCH', `/products/${other.id}`, token, {
      version: other.version,
      variants: [
        { id: small.id, sku: small.sku, pricePaise: 100, stock: 1 },
        { id: large.id, sku: sku('X'), options: { Size: 'x' }, pricePaise: 100, stock: 1 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('variants.1.id');
    const buyer = await shopper(database);
    const body = { version: other.version, variants: [{ sku: sku('Y'), pricePaise: 1, stock: 1 }] };
    expect((await adminCall(api.app, 'PATCH', `/products/${other.id}`, buyer.token, body)).statusCode).toBe(
      403,
    );
    expect((await adminCall(api.app, 'PATCH', `/products/${other.id}`, undefined, body)).statusCode).toBe(
      401,
    );
  });
});

describe('cart, order and invoice per variant', () => {
  it('adds the default variant without variantId and the chosen one with it, each its own line and price', async () => {
    const { product: created, small, large } = await capsules();
    const buyer = await shopper(database);
    await addVariant(buyer.token, { productId: created.id });
    const response = await addVariant(buyer.token, {
      productId: created.id,
      variantId: large.id,
      quantity: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().items;
    expect(items).toEqual([
      expect.objectContaining({
        variantId: small.id,
        variantLabel: '60 capsules',
        sku: small.sku,
        discountPrice: 449,
        quantity: 1,
      }),
      expect.objectContaining({
        variantId: large.id,
        variantLabel: '120 capsules',
        sku: large.sku,
        price: 899,
        discountPrice: 899,
        quantity: 2,
        lineTotal: 1798,
      }),
    ]);
  });

  it('refuses a variantId that is not the product’s with 400 naming variantId, and more than its stock with 409', async () => {
    const { product: created, large } = await capsules({ small: 10, large: 1 });
    const { product: other } = await capsules();
    const buyer = await shopper(database);
    const wrong = await addVariant(buyer.token, { productId: other.id, variantId: large.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VARIANT_UNAVAILABLE', details: [{ field: 'variantId' }] });
    const tooMany = await addVariant(buyer.token, {
      productId: created.id,
      variantId: large.id,
      quantity: 2,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().code).toBe('INSUFFICIENT_STOCK');
    const cart = (await call(api.app, 'GET', '/cart/getUserCart', buyer.token)).json();
    expect(cart.items).toHaveLength(0);
  });

  it('orders per variant: takes the variant’s stock, the order line and invoice show its label and SKU', async () => {
    const { product: created, small, large } = await capsules({ small: 10, large: 5 });
    const buyer = await shopper(database);
    await addVariant(buyer.token, { productId: created.id, variantId: large.id, quantity: 2 });
    const order = await placeCodOrder(api.app, buyer.token);
    expect(order.items).toEqual([
      expect.objectContaining({
        variantId: large.id,
        variantLabel: '120 capsules',
        sku: large.sku,
        price: 899,
        quantity: 2,
      }),
    ]);
    const stocks = await database.db
      .select({ id: productVariants.id, stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.productId, created.id));
    expect(Object.fromEntries(stocks.map((row) => [row.id, row.stock]))).toEqual({
      [small.id]: 10,
      [large.id]: 3,
    });
    const invoice = await call(api.app, 'GET', `/order/invoice/${order._id}`, buyer.token);
    expect(invoice.statusCode).toBe(200);
    const text = (await pdfText(invoice.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`${created.name} (120 capsules)`);
    expect(text).toContain(large.sku);
    // Cancelling puts the stock back on the variant bought, not on the product's default.
    const cancel = await call(api.app, 'POST', `/order/cancel/${order._id}`, buyer.token, {
      reason: 'Ordered by mistake',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [after] = await database.db.select().from(productVariants).where(eq(productVariants.id, large.id));
    expect(after!.stock).toBe(5);
  });

  it('20 shoppers check out one variant with stock 3 at once: exactly 3 orders, the other variant untouched', {
    timeout: 120_000,
  }, async () => {
    const { product: created, small, large } = await capsules({ small: 50, large: 3 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => shopper(database)));
    for (const buyer of buyers) {
      expect((await addVariant(buyer.token, { productId: created.id, variantId: large.id })).statusCode).toBe(
        200,
      );
    }
    const responses = await Promise.all(
      buyers.map((buyer) =>
        call(api.app, 'POST', '/order/createOrder', buyer.token, { shippingAddress: address() }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    const refused = responses.find((response) => response.statusCode === 409)!.json();
    expect(refused).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: `${created.name} (120 capsules) is out of stock`,
    });
    const rows = await database.db
      .select({ id: productVariants.id, stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.productId, created.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.stock]))).toEqual({
      [small.id]: 50,
      [large.id]: 0,
    });
    const [row] = await database.db.select().from(products).where(eq(products.id, created.id));
    expect(row!.stock).toBe(50);
  });
});
