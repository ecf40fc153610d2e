import { sql } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import { seedDemoBlog } from '../../modules/blog/index.ts';
import {
  createUploadStore,
  type StoredImage,
  storeImage,
  type UploadStore,
} from '../../modules/media/index.ts';
import type { Database } from '../client.ts';
import { categories, productCategories, productImages, products } from '../schema/catalog.ts';
import { seedBundles } from './bundles.ts';
import { type SeedProduct, seedCategories, seedProducts } from './catalogue-data.ts';
import { hasCategories } from './catalogue-state.ts';
import { renderPackshotSvg } from './packshots.ts';
import { seedPromoCodes } from './promo-codes.ts';
import { seedQuickReplies } from './quick-replies.ts';

export interface SeedOptions {
  /** false: no rendering; every product gets one placeholder image row (fast tests). Default true. */
  images?: boolean;
  /** How many packshots are rendered at once. Default 4. */
  concurrency?: number;
}

export interface SeedResult {
  /** false when the catalogue already had categories, so nothing was written. */
  seeded: boolean;
  /** How many categories, products and image rows this call inserted. */
  categories: number;
  products: number;
  images: number;
  /** Milliseconds spent rendering packshots and writing the rows. */
  timingsMs: { images: number; insert: number };
}

/** The image row every product gets when the seed runs without rendering. */
const PLACEHOLDER_IMAGE: StoredImage = {
  storageKey: 'placeholder/product',
  widths: [480],
  width: 480,
  height: 480,
};

const DAY_MS = 24 * 60 * 60 * 1000;

const VIEW_ALT = {
  front: 'front view',
  angle: 'angled view',
  back: 'back label',
  lifestyle: 'with herbs',
} as const;

/** Runs `task` over `items` with at most `limit` running at a time; results keep the input order. */
async function mapLimit<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

interface ImageRow extends StoredImage {
  alt: string;
}

/** Renders and stores every packshot of every product (before any transaction is opened). */
async function renderImages(
  list: SeedProduct[],
  uploads: UploadStore,
  concurrency: number,
  stored: StoredImage[],
): Promise<ImageRow[][]> {
  const jobs = list.flatMap((product, productIndex) =>
    product.images.map((image, position) => ({ product, productIndex, image, position })),
  );
  const rendered = await mapLimit(jobs, concurrency, async ({ product, image }) => {
    const svg = renderPackshotSvg({ ...image, label: product.name, brand: product.brand });
    const alt = `${product.name} – ${VIEW_ALT[image.view]}`;
    // Effort 2: these flat illustrations come out only ~4 % larger and encode ~2.5x faster at start-up.
    const result = await storeImage(Buffer.from(svg), { uploads, folder: 'products', alt, effort: 2 });
    stored.push(result);
    return { ...result, alt };
  });
  const byProduct: ImageRow[][] = list.map(() => []);
  jobs.forEach((job, index) => {
    byProduct[job.productIndex]![job.position] = rendered[index]!;
  });
  return byProduct;
}

async function removeStoredFiles(uploads: UploadStore, stored: StoredImage[]): Promise<void> {
  await uploads.remove(
    stored.flatMap((image) => image.widths.map((width) => `${image.storageKey}-${width}.webp`)),
  );
}

/**
 * Fills an empty catalogue with the demo categories, products and promo codes, rendering their
 * packshots into the upload store's `products` folder (ADR 0019). Does nothing when any category exists, so it is safe at every
 * start-up and never puts back what the owner removed.
 */
export async function seedDemoCatalogue(
  database: Database,
  config: { uploadsDir: string },
  options: SeedOptions = {},
): Promise<SeedResult> {
  const nothing: SeedResult = {
    seeded: false,
    categories: 0,
    products: 0,
    images: 0,
    timingsMs: { images: 0, insert: 0 },
  };
  if (await hasCategories(database)) return nothing;

  const uploads = createUploadStore(database, config.uploadsDir);
  const renderStart = performance.now();
  const stored: StoredImage[] = [];
  let imagesByProduct: ImageRow[][];
  try {
    imagesByProduct =
      options.images === false
        ? seedProducts.map((product) => [{ ...PLACEHOLDER_IMAGE, alt: product.name }])
        : await renderImages(seedProducts, uploads, options.concurrency ?? 4, stored);
  } catch (error) {
    await removeStoredFiles(uploads, stored);
    throw error;
  }
  const renderMs = performance.now() - renderStart;

  const insertStart = performance.now();
  const now = Date.now();
  let inserted: boolean;
  try {
    inserted = await database.db.transaction(async (tx) => {
      // Two processes starting together: the second waits here, then sees the first one's rows.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(72310551)`);
      const existing = await tx.select({ id: categories.id }).from(categories).limit(1);
      if (existing.length > 0) return false;

      const categoryIds = new Map<string, string>();
      await tx.insert(categories).values(
        seedCategories.map((category, position) => {
          const id = newId();
          categoryIds.set(category.name, id);
          return { id, ...category, position };
        }),
      );

      const productIds = seedProducts.map(() => newId());
      await tx.insert(products).values(
        seedProducts.map((product, index) => {
          const createdAt = new Date(now - product.createdDaysAgo * DAY_MS);
          return {
            id: productIds[index]!,
            slug: product.slug,
            name: product.name,
            brand: product.brand,
            description: product.description,
            pricePaise: product.pricePaise,
            discountPricePaise: product.discountPricePaise,
            stock: product.stock,
            isFeatured: product.isFeatured,
            isBestSelling: product.isBestSelling,
            // As migration 0021 set it on existing shops: the Men's Wellness range is 18+.
            ageRestricted: product.categories[0] === "Men's Wellness",
            hsnCode: product.hsnCode,
            gstRateBp: product.gstRateBp,
            createdAt,
            updatedAt: createdAt,
          };
        }),
      );

      await tx.insert(productImages).values(
        imagesByProduct.flatMap((images, index) =>
          images.map((image, position) => ({
            productId: productIds[index]!,
            position,
            storageKey: image.storageKey,
            widths: image.widths,
            width: image.width,
            height: image.height,
            alt: image.alt,
          })),
        ),
      );

      await tx.insert(productCategories).values(
        seedProducts.flatMap((product, index) =>
          product.categories.map((name, position) => {
            const categoryId = categoryIds.get(name);
            if (!categoryId)
              throw new Error(`Seed product ${product.slug} names an unknown category: ${name}`);
            return { productId: productIds[index]!, categoryId, position };
          }),
        ),
      );
      await seedPromoCodes(tx);
      // The home page's "Frequently Bought Together" shows these (docs/PRODUCT.md, Bundles).
      await seedBundles(
        tx,
        seedProducts.map((product, index) => ({ ...product, id: productIds[index]! })),
      );
      await seedQuickReplies(tx);
      return true;
    });
  } catch (error) {
    await removeStoredFiles(uploads, stored);
    throw error;
  }
  if (!inserted) {
    await removeStoredFiles(uploads, stored);
    return nothing;
  }
  // The demo blog comes with the demo catalogue only; fast test seeds draw no pictures, so no posts.
  if (options.images !== false) await seedDemoBlog(database, config);

  return {
    seeded: true,
    categories: seedCategories.length,
    products: seedProducts.length,
    images: imagesByProduct.reduce((sum, images) => sum + images.length, 0),
    timingsMs: { images: Math.round(renderMs), insert: Math.round(performance.now() - insertStart) },
  };
}

/**
 * Empties the catalogue tables so the seed can run again. CASCADE also empties every table that
 * references them (carts and order lines pointing at products), so this is for development only.
 */
export async function resetDatabase(database: Database): Promise<void> {
  await database.query(
    'TRUNCATE TABLE product_categories, product_images, products, categories, bundles CASCADE',
  );
}
