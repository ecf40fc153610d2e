import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createCategory, createProduct } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, categories, productImages, products } from '../../db/schema/index.ts';
import { adminCall, newProduct, uploadImage } from '../admin/admin.fixtures.ts';
import {
  addToCart,
  admin,
  call,
  placeCodOrder,
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

const productCount = async () => (await database.db.select({ n: count() }).from(products))[0]!.n;

describe('creating a product', () => {
  it('stores every field with its categories and images in order, and the shop shows it at once', async () => {
    const category = await createCategory(database, 'Memory Care');
    // The shop's catalogue is cached: read it first so the new product must invalidate it.
    expect((await call(api.app, 'GET', '/product/getAllProducts?limit=100')).statusCode).toBe(200);
    const first = await uploadImage(api.app, token, '#aa0000');
    const second = await uploadImage(api.app, token, '#0000aa');
    const response = await adminCall(api.app, 'POST', '/products', token, {
      ...newProduct({ isFeatured: true }),
      categoryIds: [category.id],
      images: [
        { key: second, alt: 'Back of the jar' },
        { key: first, alt: 'Front of the jar' },
      ],
    });
    expect(response.statusCode).toBe(201);
    const { product } = response.json();
    expect(product).toMatchObject({
      name: 'Brahmi Memory Tablets',
      slug: 'brahmi-memory-tablets',
      pricePaise: 59900,
      discountPricePaise: 49900,
      stock: 25,
      isFeatured: true,
      gstRateBp: 1200,
      version: 1,
      archivedAt: null,
      categories: [{ id: category.id, name: 'Memory Care' }],
    });
    expect(product.images.map((image: { key: string }) => image.key)).toEqual([second, first]);

    const shop = (await call(api.app, 'GET', '/product/getAllProducts?limit=100')).json();
    const listed = shop.products.find((item: { _id: string }) => item._id === product.id);
    expect(listed).toMatchObject({ price: 599, discountPrice: 499, stock: 25 });
    expect(listed.images[0].alt).toBe('Back of the jar');
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, product.id));
    expect(audit).toMatchObject([{ action: 'product.create', before: null }]);
  });

  it.each([
    ['a negative stock', { stock: -1 }, 'stock'],
    ['a fractional stock', { stock: 2.5 }, 'stock'],
    ['a stock that is not a number', { stock: '12' }, 'stock'],
    ['a negative price', { pricePaise: -100 }, 'pricePaise'],
    ['a fractional paise price', { pricePaise: 100.5 }, 'pricePaise'],
    ['a discount above the price', { pricePaise: 1000, discountPricePaise: 1200 }, 'discountPricePaise'],
    ['a name with markup', { name: '<b>Bold</b>' }, 'name'],
    ['an HSN code of 5 digits', { hsnCode: '30049' }, 'hsnCode'],
    ['a GST rate above 100 %', { gstRateBp: 10_001 }, 'gstRateBp'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_label, change, field) => {
    const before = await productCount();
    const response = await adminCall(api.app, 'POST', '/products', token, newProduct(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
    expect(await productCount()).toBe(before);
  });

  it('refuses an unknown category or an image never uploaded, and stores nothing half-made', async () => {
    const before = await productCount();
    const images = (await database.db.select({ n: count() }).from(productImages))[0]!.n;
    const unknownCategory = await adminCall(api.app, 'POST', '/products', token, {
      ...newProduct(),
      categoryIds: ['a1b2c3d4e5f6a1b2c3d4e5f6'],
    });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().details).toEqual([{ field: 'categoryIds', message: 'Unknown category' }]);
    const good = await uploadImage(api.app, token);
    const unknownImage = await adminCall(api.app, 'POST', '/products', token, {
      ...newProduct(),
      images: [{ key: good }, { key: 'media/doesnotexist00' }],
    });
    expect(unknownImage.statusCode).toBe(400);
    expect(unknownImage.json()).toMatchObject({
      code: 'IMAGE_NOT_FOUND',
      details: [{ field: 'images.1.key' }],
    });
    expect(await productCount()).toBe(before);
    expect((await database.db.select({ n: count() }).from(productImages))[0]!.n).toBe(images);
  });
});

describe('listing products', () => {
  it('filters by text, category and stock, and pages', async () => {
    const herbs = await createCategory(database, 'Herbs For Listing');
    await createProduct(database, { name: 'Tulsi Drops', stock: 0, categoryIds: [herbs.id] });
    await createProduct(database, { name: 'Tulsi Tea', stock: 3, categoryIds: [herbs.id] });
    await createProduct(database, { name: 'Neem Soap', stock: 40 });
    const names = async (query: string) =>
      (await adminCall(api.app, 'GET', `/products?${query}`, token))
        .json()
        .products.map((p: { name: string }) => p.name);
    expect((await names('q=tulsi')).sort()).toEqual(['Tulsi Drops', 'Tulsi Tea']);
    expect(await names(`category=${herbs.id}&stock=out`)).toEqual(['Tulsi Drops']);
    expect(await names(`category=${herbs.id}&stock=low`)).toEqual(['Tulsi Tea']);
    const page = (await adminCall(api.app, 'GET', '/products?limit=1&page=2&q=tulsi', token)).json();
    expect(page).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(page.products).toHaveLength(1);
    const bad = await adminCall(api.app, 'GET', '/products?stock=plenty&page=0', token);
    expect(bad.statusCode).toBe(400);
  });
});

describe('editing a product', () => {
  it('saves the fields sent, raises the version, and refuses a stale version with 409 and the current values', async () => {
    const made = await createProduct(database, { name: 'Triphala Powder', stock: 10 });
    await call(api.app, 'GET', `/product/getProductById/${made.id}`);
    const first = await adminCall(api.app, 'PATCH', `/products/${made.id}`, token, {
      version: 1,
      stock: 7,
      pricePaise: 30000,
      discountPricePaise: null,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().product).toMatchObject({
      stock: 7,
      pricePaise: 30000,
      discountPricePaise: null,
      version: 2,
    });
    const shop = (await call(api.app, 'GET', `/product/getProductById/${made.id}`)).json();
    expect(JSON.stringify(shop)).toContain('"stock":7');

    // A second tab still holds version 1.
    const stale = await adminCall(api.app, 'PATCH', `/products/${made.id}`, token, { version: 1, stock: 99 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      statusCode: 409,
      code: 'STALE_VERSION',
      current: { id: made.id, stock: 7, version: 2 },
    });
    const [row] = await database.db.select().from(products).where(eq(products.id, made.id));
    expect(row).toMatchObject({ stock: 7, version: 2 });
  });

  it('refuses a discount above the stored price, an unknown id (404) and keeps the row unchanged', async () => {
    const made = await createProduct(database, { pricePaise: 20000, discountPricePaise: 15000 });
    const above = await adminCall(api.app, 'PATCH', `/products/${made.id}`, token, {
      version: 1,
      discountPricePaise: 25000,
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().details).toEqual([
      { field: 'discountPricePaise', message: 'Discount price cannot be above the price' },
    ]);
    const unknown = await adminCall(api.app, 'PATCH', '/products/a1b2c3d4e5f6a1b2c3d4e5f6', token, {
      version: 1,
      stock: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await adminCall(api.app, 'GET', '/products/a1b2c3d4e5f6a1b2c3d4e5f6', token)).statusCode).toBe(
      404,
    );
    const [row] = await database.db.select().from(products).where(eq(products.id, made.id));
    expect(row).toMatchObject({ discountPricePaise: 15000, version: 1 });
  });

  it('reorders and removes images, keeping the ones already stored', async () => {
    const a = await uploadImage(api.app, token, '#111111');
    const b = await uploadImage(api.app, token, '#222222');
    const c = await uploadImage(api.app, token, '#333333');
    const created = (
      await adminCall(api.app, 'POST', '/products', token, {
        ...newProduct({ name: 'Image Order Test' }),
        images: [{ key: a }, { key: b }, { key: c }],
      })
    ).json().product;
    const edited = await adminCall(api.app, 'PATCH', `/products/${created.id}`, token, {
      version: created.version,
      images: [{ key: c }, { key: a, alt: 'Front' }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().product.images).toMatchObject([{ key: c }, { key: a, alt: 'Front' }]);
  });
});

describe('archiving a product', () => {
  it('takes it out of the shop and carts, keeps it on past orders, and the admin still finds it', async () => {
    const buyer = await shopper(database);
    const item = await createProduct(database, { name: 'Archived Ashwagandha', stock: 5 });
    await addToCart(api.app, buyer.token, item.id, 1);
    const order = await placeCodOrder(api.app, buyer.token);
    await addToCart(api.app, buyer.token, item.id, 1);

    const response = await adminCall(api.app, 'DELETE', `/products/${item.id}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().product.archivedAt).not.toBeNull();

    expect((await call(api.app, 'GET', `/product/getProductById/${item.id}`)).statusCode).toBe(404);
    const all = (await call(api.app, 'GET', '/product/getAllProducts?limit=100')).json();
    expect(all.products.some((p: { _id: string }) => p._id === item.id)).toBe(false);
    const search = (await call(api.app, 'GET', '/product/search?q=Archived%20Ashwagandha')).json();
    expect(search.products).toHaveLength(0);
    const cart = (await call(api.app, 'GET', '/cart/getUserCart', buyer.token)).json();
    expect(JSON.stringify(cart)).not.toContain(item.id);
    expect(
      (await call(api.app, 'POST', '/cart/addToCart', buyer.token, { productId: item.id, quantity: 1 }))
        .statusCode,
    ).toBe(404);

    const past = (await call(api.app, 'GET', `/order/getOrder/${order._id}`, buyer.token)).json();
    expect(past.order.items[0]).toMatchObject({ name: 'Archived Ashwagandha' });
    const archived = (await adminCall(api.app, 'GET', '/products?archived=true&q=Archived', token)).json();
    expect(archived.products.map((p: { id: string }) => p.id)).toEqual([item.id]);
  });
});

describe('categories', () => {
  it('creates, renames from the current version, and refuses a stale rename and a duplicate name', async () => {
    const created = await adminCall(api.app, 'POST', '/categories', token, { name: 'Skin Care Oils' });
    expect(created.statusCode).toBe(201);
    const { category } = created.json();
    expect(category).toMatchObject({
      name: 'Skin Care Oils',
      slug: 'skin-care-oils',
      productCount: 0,
      version: 1,
    });
    const renamed = await adminCall(api.app, 'PATCH', `/categories/${category.id}`, token, {
      version: 1,
      name: 'Skin Oils',
    });
    expect(renamed.json().category).toMatchObject({ name: 'Skin Oils', version: 2 });
    const shop = (await call(api.app, 'GET', '/product/getAllCategories')).json();
    expect(JSON.stringify(shop)).toContain('Skin Oils');
    const stale = await adminCall(api.app, 'PATCH', `/categories/${category.id}`, token, {
      version: 1,
      name: 'Oils',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', current: { name: 'Skin Oils', version: 2 } });
    const duplicate = await adminCall(api.app, 'POST', '/categories', token, { name: 'skin oils' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('CATEGORY_EXISTS');
  });

  it('refuses to delete a category that still has products, saying so, and deletes an empty one', async () => {
    const full = await createCategory(database, 'Full Category');
    await createProduct(database, { categoryIds: [full.id] });
    await createProduct(database, { categoryIds: [full.id] });
    const refused = await adminCall(api.app, 'DELETE', `/categories/${full.id}`, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CATEGORY_NOT_EMPTY' });
    expect(refused.json().message).toContain('still has 2 products');
    expect(await database.db.select().from(categories).where(eq(categories.id, full.id))).toHaveLength(1);

    const empty = await createCategory(database, 'Empty Category');
    expect((await adminCall(api.app, 'DELETE', `/categories/${empty.id}`, token)).statusCode).toBe(200);
    expect(await database.db.select().from(categories).where(eq(categories.id, empty.id))).toHaveLength(0);
    expect((await adminCall(api.app, 'DELETE', `/categories/${empty.id}`, token)).statusCode).toBe(404);
  });
});
