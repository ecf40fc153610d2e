import { createHash } from 'node:crypto';
import type { Category, Product, ProductListQuery, ProductSearchQuery, RatingSummary } from '@shop/shared';
import { averageRating, messages } from '@shop/shared';
import { asc, isNull } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { categories, productCategories, productImages, products } from '../../db/schema/catalog.ts';
import { productRatings } from '../../db/schema/reviews.ts';
import { notFound } from '../../lib/errors.ts';
import { toCategory, toImage, toProduct } from './catalog.mapper.ts';
import { sortProducts } from './catalog.sort.ts';
import { loadVariantRows, toVariant } from './catalog.variants.ts';

interface Snapshot {
  version: number;
  products: Product[];
  byId: Map<string, Product>;
  categories: Category[];
  byCategoryKey: Map<string, Category>;
  storedImages: Map<string, { storageKey: string; widths: number[] }>;
}

/** A response body computed once per catalogue version: the JSON text, its ETag, and compressed copies. */
export interface CachedBody {
  /** UTF-8 bytes, encoded once: a string would be measured and encoded again for every answer. */
  body: Buffer;
  etag: string;
  /** Made on first request for them and kept with the body (a browser always asks for one). */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

const NOTIFY_CHANNEL = 'catalog_changed';

/**
 * The catalogue, read from memory. Every read is served from a snapshot built once per version;
 * every write calls `changed()`, which drops the snapshot here and, on PostgreSQL, on every other node.
 */
export class CatalogService {
  /**
   * Bodies kept per catalogue version, least recently used dropped first: every page, size, sort and
   * category makes a key, so a crawler walking page numbers must not grow memory without end.
   */
  static readonly MAX_CACHED_BODIES = 500;
  private snapshot: Promise<Snapshot> | null = null;
  private version = 1;
  /** Counts forget() calls: a body built across one may hold what it dropped. */
  private forgotten = 0;
  private readonly bodies = new Map<string, CachedBody>();
  private listener: pg.PoolClient | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;
  private notifyInFlight: Promise<void> | null = null;
  private nextNotify: Promise<void> | null = null;

  constructor(private readonly database: Database) {}

  /** On PostgreSQL, hear other nodes' writes (LISTEN/NOTIFY). */
  async listen(): Promise<void> {
    if (!this.database.pool || this.closed) return;
    const client = await this.database.pool.connect();
    // A restart or a dropped connection kills the listening connection (docs/DEPLOY.md): without this
    // handler the error would end the process, and without listening again other nodes' writes would be
    // missed for ever.
    client.on('error', () => this.listenerLost(client));
    try {
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    } catch (error) {
      client.release(true);
      throw error;
    }
    // Closed while this was connecting: a client kept now would never be given back.
    if (this.closed) {
      client.release(true);
      return;
    }
    client.on('notification', (message) => this.heard(message.payload));
    this.listener = client;
    // Writes made elsewhere while nobody listened were not heard: forget what was read before.
    this.invalidate();
  }

  /**
   * A NOTIFY heard, another node's or this node's own: a payload names the cached bodies forgotten
   * (forget); none means everything changed.
   */
  heard(payload: string | undefined): void {
    if (payload) this.dropBodies(payload);
    else this.invalidate();
  }

  private listenerLost(client: pg.PoolClient): void {
    if (this.listener !== client) return;
    this.listener = null;
    client.release(true);
    this.invalidate();
    this.listenAgain(250);
  }

  private listenAgain(delayMs: number): void {
    if (this.closed) return;
    this.retry = setTimeout(() => {
      this.listen().catch(() => this.listenAgain(Math.min(delayMs * 2, 2_000)));
    }, delayMs);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    if (!this.listener) return;
    const client = this.listener;
    this.listener = null;
    // The listening connection is destroyed, not returned, so the pool never hands it out still subscribed.
    client.release(true);
  }

  /** Whether this node hears other nodes' catalogue writes now (always true without PostgreSQL). */
  get listening(): boolean {
    return !this.database.pool || this.listener !== null;
  }

  /** Call after any catalogue write, outside its transaction. */
  async changed(): Promise<void> {
    this.invalidate();
    if (this.database.kind === 'postgres') await this.tellOtherNodes();
  }

  /**
   * One NOTIFY on its way at a time. A change made while one is on its way waits for the next, sent
   * after it (the one in flight may have left before this change committed); every change made
   * meanwhile shares that next one, so a burst of orders costs two NOTIFYs, not one each.
   */
  private tellOtherNodes(): Promise<void> {
    if (this.nextNotify) return this.nextNotify;
    if (!this.notifyInFlight) {
      this.notifyInFlight = this.database
        .query(`NOTIFY ${NOTIFY_CHANNEL}`)
        .then(() => undefined)
        .finally(() => {
          this.notifyInFlight = null;
        });
      return this.notifyInFlight;
    }
    this.nextNotify = this.notifyInFlight
      .catch(() => {})
      .then(() => {
        this.nextNotify = null;
        return this.tellOtherNodes();
      });
    return this.nextNotify;
  }

  invalidate(): void {
    this.version += 1;
    this.snapshot = null;
    this.bodies.clear();
  }

  /**
   * Drops the cached bodies whose key starts with `prefix`, here and on every node, keeping the snapshot
   * and every other body: for an answer built outside the snapshot that changed alone (a product's
   * reviews list, docs/decisions/0029-review-moderation.md).
   */
  async forget(prefix: string): Promise<void> {
    this.dropBodies(prefix);
    if (this.database.kind === 'postgres') {
      await this.database.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, prefix]);
    }
  }

  private dropBodies(prefix: string): void {
    this.forgotten += 1;
    for (const key of [...this.bodies.keys()]) if (key.startsWith(prefix)) this.bodies.delete(key);
  }

  /** Memoises a JSON body per key for the current version (hot list endpoints send it as is). */
  async cached(key: string, build: () => Promise<unknown>): Promise<CachedBody> {
    const hit = this.bodies.get(key);
    if (hit) {
      // A Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
      this.bodies.delete(key);
      this.bodies.set(key, hit);
      return hit;
    }
    const { version, forgotten } = this;
    const body = Buffer.from(JSON.stringify(await build()));
    const etag = `W/"${version}-${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
    const entry: CachedBody = { body, etag, encoded: {} };
    // Built from data read before a change: answered once, never kept.
    if (version === this.version && forgotten === this.forgotten) {
      this.bodies.set(key, entry);
      if (this.bodies.size > CatalogService.MAX_CACHED_BODIES) {
        this.bodies.delete(this.bodies.keys().next().value!);
      }
    }
    return entry;
  }

  /** How many response bodies are cached now. */
  get cachedBodies(): number {
    return this.bodies.size;
  }

  async listProducts(query: ProductListQuery) {
    const snapshot = await this.load();
    return paginate(sortProducts(snapshot.products, query.sort), query);
  }

  async getProduct(id: string): Promise<Product> {
    const snapshot = await this.load();
    const product = snapshot.byId.get(id);
    if (!product) throw notFound(messages.productFailed, 'PRODUCT_NOT_FOUND');
    return product;
  }

  /** Where an image's files live, for derived pictures such as link previews. */
  async storedImage(imageId: string) {
    return (await this.load()).storedImages.get(imageId);
  }

  async listCategories(): Promise<Category[]> {
    return (await this.load()).categories;
  }

  /** By category name (as the shop's URLs use it), case-insensitively, or by slug. */
  async productsByCategory(name: string, query: ProductListQuery) {
    const snapshot = await this.load();
    const category = snapshot.byCategoryKey.get(name.trim().toLowerCase());
    if (!category) throw notFound(messages.productsByCategoryFailed, 'CATEGORY_NOT_FOUND');
    const inCategory = snapshot.products.filter((product) =>
      product.categories.some((candidate) => candidate._id === category._id),
    );
    return { category, ...paginate(sortProducts(inCategory, query.sort), query) };
  }

  /**
   * Typo-tolerant search with pg_trgm: word similarity against name, brand and description, and the
   * name with its variants' option values ("ashwagandha 120"), with exact substring matches of the
   * name ranked first and a variant's SKU typed whole above everything (docs/decisions/0028-variants-model.md).
   */
  async search(query: ProductSearchQuery) {
    const snapshot = await this.load();
    const q = query.q;
    const rows = await this.database.query<{ id: string; score: number }>(
      `SELECT id, score FROM (
         SELECT p.id,
           GREATEST(
             word_similarity($1, p.name),
             word_similarity($1, p.name || ' ' || coalesce(v.labels, '')) * 0.95,
             word_similarity($1, p.brand) * 0.9,
             word_similarity($1, p.description) * 0.6
           ) + CASE WHEN p.name ILIKE '%' || $2 || '%' THEN 1 ELSE 0 END
             + CASE WHEN p.brand ILIKE '%' || $2 || '%' THEN 0.5 ELSE 0 END
             + CASE WHEN v.sku_typed THEN 2 ELSE 0 END AS score
         FROM products p
         LEFT JOIN LATERAL (
           SELECT bool_or(lower(variant.sku) = lower($1)) AS sku_typed,
             string_agg(option.value, ' ') AS labels
           FROM product_variants variant
           LEFT JOIN LATERAL jsonb_each_text(variant.options) option ON true
           WHERE variant.product_id = p.id AND variant.archived_at IS NULL
         ) v ON true
       ) ranked
       WHERE score >= 0.35
       ORDER BY score DESC, id
       LIMIT 200`,
      [q, escapeLike(q)],
    );
    const found = rows.map((row) => snapshot.byId.get(row.id)).filter((product) => product !== undefined);
    return { q, ...paginate(found, query) };
  }

  private load(): Promise<Snapshot> {
    if (!this.snapshot) {
      const version = this.version;
      const loading = this.build(version);
      this.snapshot = loading;
      // A failed load must not poison the cache: the next read tries again.
      loading.catch(() => {
        if (this.snapshot === loading) this.snapshot = null;
      });
    }
    return this.snapshot;
  }

  private async build(version: number): Promise<Snapshot> {
    const { db } = this.database;
    // Read alongside the others: one query for every product's variants (docs/decisions/0028-variants-model.md).
    const variantsLoading = loadVariantRows(db);
    const [categoryRows, productRows, imageRows, linkRows, ratingRows] = await Promise.all([
      db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
      // Archived products leave the shop, its search and its sitemap; orders keep their own copies.
      db
        .select()
        .from(products)
        .where(isNull(products.archivedAt))
        .orderBy(asc(products.createdAt), asc(products.id)),
      db.select().from(productImages).orderBy(asc(productImages.productId), asc(productImages.position)),
      db
        .select()
        .from(productCategories)
        .orderBy(asc(productCategories.productId), asc(productCategories.position)),
      // The reviews' stored figures (docs/decisions/0029-review-moderation.md): no scan of reviews here.
      db
        .select({
          productId: productRatings.productId,
          sum: productRatings.ratingSum,
          count: productRatings.ratingCount,
        })
        .from(productRatings),
    ]);
    const variantsByProduct = groupBy(await variantsLoading, (row) => row.productId);
    const categoryList = categoryRows.map(toCategory);
    const categoryById = new Map(categoryList.map((category) => [category._id, category]));
    const imagesByProduct = groupBy(imageRows, (row) => row.productId);
    const linksByProduct = groupBy(linkRows, (row) => row.productId);
    const ratingByProduct = new Map(ratingRows.map((row) => [row.productId, row]));
    const productList = productRows.map((row) => {
      const images = (imagesByProduct.get(row.id) ?? []).map(toImage);
      return toProduct(
        row,
        images,
        (linksByProduct.get(row.id) ?? [])
          .map((link) => categoryById.get(link.categoryId))
          .filter((category) => category !== undefined),
        ratingSummary(ratingByProduct.get(row.id)),
        (variantsByProduct.get(row.id) ?? []).map((variant) => toVariant(variant, images)),
      );
    });
    const byCategoryKey = new Map<string, Category>();
    for (const category of categoryList) {
      byCategoryKey.set(category.name.toLowerCase(), category);
      byCategoryKey.set(category.slug, category);
    }
    return {
      version,
      products: productList,
      byId: new Map(
        productList.flatMap((product) => [[product._id, product] as const, [product.slug, product] as const]),
      ),
      categories: categoryList,
      byCategoryKey,
      storedImages: new Map(
        imageRows.map((row) => [row.id, { storageKey: row.storageKey, widths: row.widths }]),
      ),
    };
  }
}

function ratingSummary(row: { sum: number; count: number } | undefined): RatingSummary {
  return row ? { average: averageRating(row.sum, row.count), count: row.count } : { average: 0, count: 0 };
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

function paginate<T>(list: T[], query: { page: number; limit: number }) {
  const start = (query.page - 1) * query.limit;
  return {
    products: list.slice(start, start + query.limit),
    total: list.length,
    page: query.page,
    limit: query.limit,
  };
}
