import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createUploadStore } from '../../modules/media/index.ts';
import type { Database } from '../client.ts';
import { blogPosts } from '../schema/blog.ts';
import { bundleItems, bundles } from '../schema/bundles.ts';
import { categories, productCategories, productImages, products } from '../schema/catalog.ts';
import { promoCodes } from '../schema/promo.ts';
import { seedCategories, seedProducts } from './catalogue-data.ts';
import { renderPackshotSvg } from './packshots.ts';
import { demoPromoCodes } from './promo-codes.ts';
import { resetDatabase, seedDemoCatalogue } from './seed.ts';

const SIX = [
  "Men's Wellness",
  'Multivitamins',
  'De-addiction',
  'Immunity',
  "Women's Wellness",
  'Ayurvedic Herbs',
];

describe('seedDemoCatalogue', () => {
  let database: Database;
  let uploadsDir: string;

  beforeAll(async () => {
    // A fresh, migrated, empty in-memory database (a clone of the run's template; PostgreSQL when
    // TEST_DATABASE_URL is set).
    database = await createTestDatabase();
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'shop-seed-'));
  });

  afterAll(async () => {
    await database?.close();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  /** Where the shop serves the seeded images from: the uploads table on PostgreSQL, the folder on PGlite. */
  const stored = async (filePath: string) => {
    const file = await createUploadStore(database, uploadsDir).get(filePath);
    if (!file) throw new Error(`${filePath} is not stored`);
    return file.data;
  };

  it('fills an empty catalogue: categories, products and stored packshots', {
    timeout: 120_000,
  }, async () => {
    const result = await seedDemoCatalogue(database, { uploadsDir });
    expect(result).toMatchObject({ seeded: true, categories: 6 });
    expect(result.products).toBeGreaterThanOrEqual(24);

    const categoryRows = await database.db.select().from(categories).orderBy(asc(categories.position));
    expect(categoryRows.map((row) => row.name)).toEqual(SIX);
    expect(categoryRows.map((row) => row.slug)).toEqual([
      'mens-wellness',
      'multivitamins',
      'de-addiction',
      'immunity',
      'womens-wellness',
      'ayurvedic-herbs',
    ]);

    const productRows = await database.db.select().from(products);
    expect(productRows.length).toBeGreaterThanOrEqual(24);
    expect(productRows.filter((row) => row.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(productRows.some((row) => row.name === 'Ashwagandha KSM-66 Capsules')).toBe(true);
    for (const row of productRows) {
      expect(row.discountPricePaise === null || row.discountPricePaise <= row.pricePaise).toBe(true);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }

    const imageRows = await database.db.select().from(productImages);
    for (const product of productRows) {
      const images = imageRows.filter((row) => row.productId === product.id);
      expect(images.length, product.name).toBeGreaterThanOrEqual(2);
      expect(images.length, product.name).toBeLessThanOrEqual(4);
      expect(images.map((image) => image.position).sort()).toEqual(images.map((_, index) => index));
      for (const image of images) {
        expect(image.storageKey).toMatch(/^products\/[0-9a-f]{24}$/);
        expect(image.widths).toEqual([240, 480, 960]);
        expect(image).toMatchObject({ width: 960, height: 960 });
        expect(image.alt).toContain(product.name);
        for (const width of image.widths) await stored(`${image.storageKey}-${width}.webp`);
      }
    }
    // The demo blog comes with the catalogue, each picture drawn and stored by the image pipeline.
    const posts = await database.db.select().from(blogPosts);
    expect(posts).toHaveLength(4);
    expect(posts.some((post) => post.secondaryImg.length > 0)).toBe(true);
    for (const url of posts.flatMap((post) => [post.mainImg, ...post.secondaryImg])) {
      expect(url).toMatch(/^\/uploads\/blogs\/[0-9a-f]{24}-960\.webp$/);
      await stored(url.replace('/uploads/', ''));
    }

    const sample = imageRows[0]!;
    const metadata = await sharp(await stored(`${sample.storageKey}-480.webp`)).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 480, height: 480 });

    // The first category of each product is its main one (position 0).
    const mensWellness = categoryRows.find((row) => row.name === "Men's Wellness")!;
    const mensLinks = await database.db
      .select({ productId: productCategories.productId })
      .from(productCategories)
      .where(eq(productCategories.categoryId, mensWellness.id));
    expect(mensLinks.length).toBeGreaterThanOrEqual(3);
    const links = await database.db.select().from(productCategories);
    const shilajit = productRows.find((row) => row.slug === 'pure-himalayan-shilajit-resin')!;
    expect(links.find((link) => link.productId === shilajit.id && link.position === 0)?.categoryId).toBe(
      mensWellness.id,
    );
    // The main category Men's Wellness is what makes a demo product age-restricted (as migration 0021 did).
    for (const row of productRows) {
      const main = links.find((link) => link.productId === row.id && link.position === 0);
      expect(row.ageRestricted, row.slug).toBe(main?.categoryId === mensWellness.id);
    }
    expect(shilajit.ageRestricted).toBe(true);
  });

  it('seeds the demo bundles from demo products, each priced below its products’ total', async () => {
    const list = await database.db.select().from(bundles);
    expect(list.map((row) => row.name).sort()).toEqual([
      'Calm Mind Kit',
      'Digestive Care Pair',
      'Immunity Trio',
    ]);
    const items = await database.db.select().from(bundleItems);
    expect(items).toHaveLength(7);
    const productIds = new Set((await database.db.select().from(products)).map((row) => row.id));
    for (const item of items) expect(productIds.has(item.variantId)).toBe(true);
  });

  it('seeds the demo promo codes with the catalogue, and never puts back one the owner deleted', async () => {
    const codes = await database.db.select().from(promoCodes);
    expect(codes.map((row) => row.code).sort()).toEqual(demoPromoCodes.map((code) => code.code).sort());

    await database.db.delete(promoCodes).where(eq(promoCodes.code, 'FREEDOM100'));
    const again = await seedDemoCatalogue(database, { uploadsDir }, { images: false });
    expect(again.seeded).toBe(false);
    const after = await database.db.select().from(promoCodes);
    expect(after.map((row) => row.code)).not.toContain('FREEDOM100');
    expect(after).toHaveLength(demoPromoCodes.length - 1);
  });

  it('does nothing the second time: no duplicate rows and no new files', { timeout: 60_000 }, async () => {
    const uploads = createUploadStore(database, uploadsDir);
    const filesBefore = await uploads.count();
    const [before] = await database.query<{ count: number }>('SELECT count(*)::int AS count FROM products');

    const result = await seedDemoCatalogue(database, { uploadsDir });

    expect(result).toMatchObject({ seeded: false, categories: 0, products: 0 });
    const [after] = await database.query<{ count: number }>('SELECT count(*)::int AS count FROM products');
    expect(after!.count).toBe(before!.count);
    const [categoryCount] = await database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM categories',
    );
    expect(categoryCount!.count).toBe(6);
    expect(await uploads.count()).toBe(filesBefore);
  });

  it('seeds again after a reset, with placeholder images when rendering is off', {
    timeout: 60_000,
  }, async () => {
    await resetDatabase(database);
    const [empty] = await database.query<{ count: number }>('SELECT count(*)::int AS count FROM products');
    expect(empty!.count).toBe(0);

    const result = await seedDemoCatalogue(database, { uploadsDir }, { images: false });

    expect(result).toMatchObject({ seeded: true, categories: 6, products: seedProducts.length });
    const imageRows = await database.db.select().from(productImages);
    expect(imageRows).toHaveLength(seedProducts.length);
    for (const row of imageRows)
      expect(row).toMatchObject({ storageKey: 'placeholder/product', widths: [480] });
  });
});

describe('demo catalogue data', () => {
  it('has the six categories in order and consistent products', () => {
    expect(seedCategories.map((category) => category.name)).toEqual(SIX);
    const names = new Set(seedCategories.map((category) => category.name));
    expect(seedProducts.length).toBeGreaterThanOrEqual(26);
    expect(new Set(seedProducts.map((product) => product.slug)).size).toBe(seedProducts.length);
    expect(new Set(seedProducts.map((product) => product.name.toLowerCase())).size).toBe(seedProducts.length);
    for (const product of seedProducts) {
      expect(product.categories.length).toBeGreaterThan(0);
      for (const name of product.categories) expect(names.has(name), `${product.name}: ${name}`).toBe(true);
      expect(Number.isInteger(product.pricePaise)).toBe(true);
      if (product.discountPricePaise !== null)
        expect(product.discountPricePaise).toBeLessThan(product.pricePaise);
      const lines = product.description.split('\n');
      expect(lines.length, product.name).toBeGreaterThanOrEqual(4);
      expect(lines.length, product.name).toBeLessThanOrEqual(7);
      expect(product.hsnCode).toMatch(/^\d{8}$/);
    }
    const deAddiction = seedProducts.filter((product) => product.categories[0] === 'De-addiction');
    expect(deAddiction.filter((product) => /drops/i.test(product.name)).length).toBeGreaterThanOrEqual(3);
    expect(
      seedProducts.filter((product) => product.discountPricePaise === null).length,
    ).toBeGreaterThanOrEqual(3);
    expect(seedProducts.filter((product) => product.isBestSelling).length).toBeGreaterThanOrEqual(1);
    const featuredCategories = new Set(seedProducts.filter((p) => p.isFeatured).map((p) => p.categories[0]));
    expect(featuredCategories.size).toBeGreaterThanOrEqual(5);
  });
});

describe('renderPackshotSvg', () => {
  it('escapes the label and renders a 960x960 picture', async () => {
    const svg = renderPackshotSvg({
      shape: 'box',
      label: 'Tea <Strong> & "Fresh"',
      brand: "Leaf & Lota's",
      hue: 30,
      view: 'front',
    });
    expect(svg).not.toContain('<Strong>');
    expect(svg).toContain('Tea &lt;Strong&gt; &amp; &quot;Fresh&quot;');
    const metadata = await sharp(Buffer.from(svg)).metadata();
    expect(metadata).toMatchObject({ format: 'svg', width: 960, height: 960 });
    const { info } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 960, height: 960 });
  });
});
