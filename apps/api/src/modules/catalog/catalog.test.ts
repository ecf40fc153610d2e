import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createCategory, createProduct } from '../../../test/factories.ts';
import { buildApi } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { CatalogService } from './catalog.service.ts';

let database: Database;
let app: FastifyInstance;
const ids = {} as Record<'mens' | 'ashwagandha' | 'multi' | 'shilajit', string>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApi({ config: testConfig(), database });
  const mens = await createCategory(database, "Men's Wellness", 0);
  const multi = await createCategory(database, 'Multivitamins', 1);
  const herbs = await createCategory(database, 'Ayurvedic Herbs', 2);
  ids.mens = mens.id;
  ids.ashwagandha = (
    await createProduct(database, {
      name: 'Ashwagandha KSM-66 Capsules',
      brand: 'Vedic Roots',
      description: 'Supports calm energy\nMade with root extract',
      pricePaise: 89900,
      discountPricePaise: 62900,
      categoryIds: [herbs.id, mens.id],
      isFeatured: true,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    })
  ).id;
  ids.multi = (
    await createProduct(database, {
      name: 'Daily Multivitamin for Women',
      brand: 'NutriVeda',
      pricePaise: 59900,
      discountPricePaise: null,
      stock: 0,
      categoryIds: [multi.id],
      createdAt: new Date('2026-02-01T00:00:00Z'),
    })
  ).id;
  ids.shilajit = (
    await createProduct(database, {
      name: 'Himalayan Shilajit Resin',
      brand: 'Peak Herbals',
      pricePaise: 149900,
      discountPricePaise: 99900,
      categoryIds: [mens.id],
      isBestSelling: true,
      createdAt: new Date('2026-03-01T00:00:00Z'),
    })
  ).id;
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /api/product/getAllProducts', () => {
  it('lists every product with the spec field names, rupees and images', async () => {
    const response = await app.inject('/api/product/getAllProducts');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(3);
    const ashwagandha = body.products.find((product: { _id: string }) => product._id === ids.ashwagandha);
    expect(ashwagandha).toMatchObject({
      name: 'Ashwagandha KSM-66 Capsules',
      brand: 'Vedic Roots',
      price: 899,
      discountPrice: 629,
      percentOff: 30,
      stock: 10,
      inStock: true,
      isFeatured: true,
      hsnCode: '21069099',
      gstRate: 18,
      category: { name: 'Ayurvedic Herbs' },
    });
    expect(ashwagandha.categories.map((category: { name: string }) => category.name)).toEqual([
      'Ayurvedic Herbs',
      "Men's Wellness",
    ]);
    expect(ashwagandha.images[0].url).toMatch(/^\/uploads\/products\/.+-480\.webp$/);
    expect(ashwagandha.images[0].srcset).toContain('240w');
  });

  it('shows the list price as the discount price when there is no discount', async () => {
    const body = (await app.inject('/api/product/getAllProducts')).json();
    const multi = body.products.find((product: { _id: string }) => product._id === ids.multi);
    expect(multi).toMatchObject({ price: 599, discountPrice: 599, percentOff: 0, stock: 0, inStock: false });
  });

  it('sorts and paginates', async () => {
    const cheapest = (await app.inject('/api/product/getAllProducts?sort=price_asc&limit=1')).json();
    expect(cheapest.products.map((product: { name: string }) => product.name)).toEqual([
      'Daily Multivitamin for Women',
    ]);
    expect(cheapest).toMatchObject({ total: 3, page: 1, limit: 1 });
    const secondNewest = (await app.inject('/api/product/getAllProducts?sort=newest&limit=1&page=2')).json();
    expect(secondNewest.products[0].name).toBe('Daily Multivitamin for Women');
  });

  it('answers 304 to a client that already holds the current version', async () => {
    const first = await app.inject('/api/product/getAllProducts');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await app.inject({
      url: '/api/product/getAllProducts',
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
  });

  it.each([
    ['page=0', 'page'],
    ['limit=abc', 'limit'],
    ['limit=1000', 'limit'],
    ['sort=cheapest', 'sort'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const response = await app.inject(`/api/product/getAllProducts?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED' });
    expect(body.details.map((detail: { field: string }) => detail.field)).toContain(field);
  });
});

describe('GET /api/product/getProductById/:id', () => {
  it('answers one product', async () => {
    const response = await app.inject(`/api/product/getProductById/${ids.shilajit}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().product).toMatchObject({
      _id: ids.shilajit,
      name: 'Himalayan Shilajit Resin',
      percentOff: 33,
    });
  });

  it("answers 404 with the spec's text for an unknown id", async () => {
    const response = await app.inject('/api/product/getProductById/000000000000000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'PRODUCT_NOT_FOUND',
      message: 'Failed to fetch product details',
    });
  });

  it('refuses an absurdly long id with 400', async () => {
    const response = await app.inject(`/api/product/getProductById/${'x'.repeat(80)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('id');
  });
});

describe('GET /api/product/getAllCategories', () => {
  it('lists categories in shop order', async () => {
    const response = await app.inject('/api/product/getAllCategories');
    expect(response.statusCode).toBe(200);
    expect(response.json().categories.map((category: { name: string }) => category.name)).toEqual([
      "Men's Wellness",
      'Multivitamins',
      'Ayurvedic Herbs',
    ]);
  });
});

describe('GET /api/product/getProductByCategories', () => {
  it('finds products by category name, in any case, or by slug', async () => {
    for (const category of ["Men's Wellness", "men's wellness", 'mens-wellness']) {
      const response = await app.inject({ url: '/api/product/getProductByCategories', query: { category } });
      expect(response.statusCode).toBe(200);
      expect(
        response
          .json()
          .products.map((product: { name: string }) => product.name)
          .sort(),
      ).toEqual(['Ashwagandha KSM-66 Capsules', 'Himalayan Shilajit Resin']);
    }
  });

  it("answers 404 with the spec's text for an unknown category", async () => {
    const response = await app.inject('/api/product/getProductByCategories?category=Pet%20Food');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'CATEGORY_NOT_FOUND',
      message: 'Failed to fetch products by category',
    });
  });

  it('needs a category', async () => {
    const response = await app.inject('/api/product/getProductByCategories');
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('category');
  });
});

describe('GET /api/product/search', () => {
  it('finds a product from a misspelled name, best match first', async () => {
    const response = await app.inject('/api/product/search?q=ashwaganda');
    expect(response.statusCode).toBe(200);
    expect(response.json().products[0].name).toBe('Ashwagandha KSM-66 Capsules');
  });

  it('matches brand and description words too', async () => {
    const byBrand = (await app.inject('/api/product/search?q=peak%20herbal')).json();
    expect(byBrand.products[0].name).toBe('Himalayan Shilajit Resin');
    const byDescription = (await app.inject('/api/product/search?q=root%20extract')).json();
    expect(byDescription.products.map((product: { name: string }) => product.name)).toContain(
      'Ashwagandha KSM-66 Capsules',
    );
  });

  it('answers an empty list when nothing is close', async () => {
    const body = (await app.inject('/api/product/search?q=zzqxv')).json();
    expect(body).toMatchObject({ products: [], total: 0 });
  });

  it('treats LIKE wildcards as plain text', async () => {
    const body = (await app.inject('/api/product/search?q=%25%25')).json();
    expect(body.total).toBe(0);
  });

  it('refuses a one-letter search with 400', async () => {
    const response = await app.inject('/api/product/search?q=a');
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toEqual({
      field: 'q',
      message: 'Type at least 2 characters to search',
    });
  });
});

describe('catalogue cache', () => {
  it('keeps serving its snapshot until told the catalogue changed, then shows the write', async () => {
    const service = new CatalogService(database);
    expect((await service.getProduct(ids.shilajit)).stock).toBe(10);
    await database.db.update(products).set({ stock: 7 }).where(eq(products.id, ids.shilajit));
    expect((await service.getProduct(ids.shilajit)).stock).toBe(10);
    await service.changed();
    expect((await service.getProduct(ids.shilajit)).stock).toBe(7);
    await database.db.update(products).set({ stock: 10 }).where(eq(products.id, ids.shilajit));
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('catalogue changes on several nodes (PostgreSQL)', () => {
  it('tells the other nodes after every change, with one NOTIFY for a burst of changes', async () => {
    const writer = new CatalogService(database);
    const other = new CatalogService(database);
    await other.listen();
    const heard: number[] = [];
    const markers: string[] = [];
    const client = await database.pool!.connect();
    client.on('notification', ({ payload }) => {
      if (payload) markers.push(payload);
      else heard.push(Date.now());
    });
    await client.query('LISTEN catalog_changed');
    try {
      expect((await other.getProduct(ids.shilajit)).stock).toBe(10);
      await database.db.update(products).set({ stock: 4 }).where(eq(products.id, ids.shilajit));
      await Promise.all(Array.from({ length: 20 }, () => writer.changed()));
      // Every NOTIFY of the burst has committed once changed() resolved, and PostgreSQL delivers
      // notifications in commit order: when a marker sent now arrives, every one of them has too.
      await database.query(`NOTIFY catalog_changed, 'burst-told'`);
      await expect.poll(() => markers).toContain('burst-told');
      // A burst of 20 changes is one NOTIFY on its way and one after it.
      expect(heard.length).toBeGreaterThan(0);
      expect(heard.length).toBeLessThanOrEqual(2);
      await expect.poll(async () => (await other.getProduct(ids.shilajit)).stock).toBe(4);

      // A change made while a NOTIFY is on its way is told by one sent after it.
      await database.db.update(products).set({ stock: 6 }).where(eq(products.id, ids.shilajit));
      const before = heard.length;
      await Promise.all([writer.changed(), writer.changed()]);
      await expect.poll(() => heard.length).toBeGreaterThan(before);
      await expect.poll(async () => (await other.getProduct(ids.shilajit)).stock).toBe(6);
    } finally {
      await client.query('UNLISTEN catalog_changed');
      client.release();
      await other.close();
      await database.db.update(products).set({ stock: 10 }).where(eq(products.id, ids.shilajit));
    }
  });
});

describe('compressed catalogue answers', () => {
  it('sends brotli or gzip when asked, and the same JSON once decoded', async () => {
    const plain = await app.inject('/api/product/getAllProducts');
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({
        url: '/api/product/getAllProducts',
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
    }
  });
});

describe('the response cache', () => {
  it('stays bounded however many distinct pages are asked for, and keeps what is read often', async () => {
    const catalog = new CatalogService(database);
    let builds = 0;
    const build = async () => {
      builds += 1;
      return { products: [] };
    };
    await catalog.cached('all:1:60:featured', build);
    for (let page = 2; page <= 5000; page += 1) {
      await catalog.cached(`all:${page}:60:featured`, build);
      // The home page's list is read all the time: it must survive the flood.
      if (page % 50 === 0) await catalog.cached('all:1:60:featured', build);
    }
    expect(catalog.cachedBodies).toBeLessThanOrEqual(CatalogService.MAX_CACHED_BODIES);
    const before = builds;
    await catalog.cached('all:1:60:featured', build);
    expect(builds).toBe(before);
    await catalog.cached('all:2:60:featured', build);
    expect(builds).toBe(before + 1);
  });
});
