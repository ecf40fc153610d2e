import {
  type AdminBundle,
  type AdminBundleCreate,
  type AdminBundlePatch,
  type AdminBundleQuery,
  bundleMessages,
  sellingPrice,
  slugify,
  variantLabel,
} from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { rowsOf } from '../../db/raw.ts';
import { bundleItems, bundles } from '../../db/schema/bundles.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, notFound, StaleVersionError } from '../../lib/errors.ts';
import { type AdminActor, recordAudit } from '../admin/index.ts';
import { imageUrls, readStoredImage, type UploadStore } from '../media/index.ts';
import { type BundleRow, bundleStock, listPaiseOf, readBundles, unitPaise } from './bundles.read.ts';

export interface BundlesAdminDeps {
  db: Db;
  clock: Clock;
  uploads: UploadStore;
  /** After every committed change: the catalogue cache (which holds the bundles' answers) forgets. */
  catalogChanged: () => Promise<void>;
  /** The cart module's removal of an archived bundle from every cart, in the archive's transaction. */
  removeFromCarts: (tx: Tx, bundleId: string) => Promise<void>;
}

const invalid = (field: string, message: string) =>
  badRequest(message, 'VALIDATION_FAILED', [{ field, message }]);

/** Bundles as the owner manages them (docs/PRODUCT.md, Bundles): paise, versioned, audited. */
export class BundlesAdmin {
  constructor(private readonly deps: BundlesAdminDeps) {}

  async list(query: AdminBundleQuery) {
    const filters = [query.archived === 'true' ? sql`b.archived_at IS NOT NULL` : sql`b.archived_at IS NULL`];
    if (query.q) {
      filters.push(sql`(b.name ILIKE ${`%${escapeLike(query.q)}%`} OR b.id = ${query.q})`);
    }
    const where = sql.join(filters, sql` AND `);
    const { db } = this.deps;
    const [rows, [total]] = await Promise.all([
      readBundles(db, where, { limit: query.limit, offset: (query.page - 1) * query.limit }),
      rowsOf<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM bundles b WHERE ${where}`),
    ]);
    return { bundles: rows.map(toAdmin), total: total!.count, page: query.page, limit: query.limit };
  }

  async get(id: string): Promise<AdminBundle> {
    const [row] = await readBundles(this.deps.db, sql`b.id = ${id}`);
    if (!row) throw notFound(bundleMessages.notFound, 'BUNDLE_NOT_FOUND');
    return toAdmin(row);
  }

  async create(actor: AdminActor, input: AdminBundleCreate): Promise<AdminBundle> {
    const image = await this.image(input.image);
    const created = await this.deps.db.transaction(async (tx) => {
      const slug = input.slug ?? (await uniqueSlug(tx, input.name));
      await this.checkSlug(tx, slug, null);
      const [row] = await tx
        .insert(bundles)
        .values({
          slug,
          name: input.name,
          description: input.description,
          pricePaise: input.pricePaise,
          active: input.active,
          ...image,
        })
        .returning({ id: bundles.id });
      await this.writeItems(tx, row!.id, input.items, input.pricePaise);
      const after = await this.current(tx, row!.id);
      await recordAudit(tx, actor, {
        action: 'bundle.create',
        entity: 'bundle',
        entityId: row!.id,
        before: null,
        after,
      });
      return after;
    });
    await this.deps.catalogChanged();
    return created;
  }

  async update(actor: AdminActor, id: string, patch: AdminBundlePatch): Promise<AdminBundle> {
    const image = patch.image === undefined ? undefined : await this.image(patch.image);
    const updated = await this.deps.db.transaction(async (tx) => {
      // The row locked FOR UPDATE before its components are rewritten: a checkout holding it FOR SHARE
      // finishes first, and one arriving waits for this edit (readCartBundlesForCheckout).
      const before = await this.lock(tx, id, patch.version);
      if (patch.slug !== undefined) await this.checkSlug(tx, patch.slug, id);
      const { version: _version, items, image: _image, ...fields } = patch;
      await tx
        .update(bundles)
        .set({ ...fields, ...image, version: sql`${bundles.version} + 1`, updatedAt: this.deps.clock() })
        .where(eq(bundles.id, id));
      const price = patch.pricePaise ?? before.pricePaise;
      if (items) {
        await tx.delete(bundleItems).where(eq(bundleItems.bundleId, id));
        await this.writeItems(tx, id, items, price);
      } else if (patch.pricePaise !== undefined) {
        checkPrice(price, before.listPricePaise);
      }
      const after = await this.current(tx, id);
      await recordAudit(tx, actor, {
        action: 'bundle.update',
        entity: 'bundle',
        entityId: id,
        before,
        after,
      });
      return after;
    });
    await this.deps.catalogChanged();
    return updated;
  }

  /** Takes the bundle out of the shop and out of every cart; orders keep their copies. */
  async archive(actor: AdminActor, id: string): Promise<AdminBundle> {
    const archived = await this.deps.db.transaction(async (tx) => {
      const before = await this.lock(tx, id);
      await tx
        .update(bundles)
        .set({
          archivedAt: before.archivedAt ? new Date(before.archivedAt) : this.deps.clock(),
          version: sql`${bundles.version} + 1`,
          updatedAt: this.deps.clock(),
        })
        .where(eq(bundles.id, id));
      await this.deps.removeFromCarts(tx, id);
      const after = await this.current(tx, id);
      await recordAudit(tx, actor, {
        action: 'bundle.archive',
        entity: 'bundle',
        entityId: id,
        before,
        after,
      });
      return after;
    });
    await this.deps.catalogChanged();
    return archived;
  }

  /** The bundle locked for this transaction; a stale `version` is refused with the current values. */
  private async lock(tx: Tx, id: string, version?: number): Promise<AdminBundle> {
    const [row] = await tx
      .select({ version: bundles.version })
      .from(bundles)
      .where(eq(bundles.id, id))
      .for('update');
    if (!row) throw notFound(bundleMessages.notFound, 'BUNDLE_NOT_FOUND');
    const view = await this.current(tx, id);
    if (version !== undefined && version !== row.version) throw new StaleVersionError(view);
    return view;
  }

  private async current(tx: Tx, id: string): Promise<AdminBundle> {
    const [row] = await readBundles(tx, sql`b.id = ${id}`);
    return toAdmin(row!);
  }

  private async checkSlug(tx: Tx, slug: string, id: string | null) {
    const [taken] = await rowsOf<{ id: string }>(
      tx,
      sql`SELECT id FROM bundles WHERE slug = ${slug} ${id ? sql`AND id <> ${id}` : sql``}`,
    );
    if (taken) throw invalid('slug', 'Another bundle has this slug');
  }

  /** Unknown or archived variants are refused naming `items.N.variantId`; the price is held to the list price. */
  private async writeItems(
    tx: Tx,
    id: string,
    items: { variantId: string; quantity: number }[],
    price: number,
  ) {
    const found = await rowsOf<{ id: string; pricePaise: number; discountPricePaise: number | null }>(
      tx,
      sql`SELECT v.id, v.price_paise AS "pricePaise", v.discount_price_paise AS "discountPricePaise"
        FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE v.archived_at IS NULL AND p.archived_at IS NULL
          AND v.id IN (${sql.join(
            items.map((item) => sql`${item.variantId}`),
            sql`, `,
          )})`,
    );
    const byId = new Map(found.map((row) => [row.id, row]));
    let listPaise = 0;
    items.forEach((item, index) => {
      const variant = byId.get(item.variantId);
      if (!variant) throw invalid(`items.${index}.variantId`, 'No product option with this id is sold');
      listPaise += sellingPrice(variant.pricePaise, variant.discountPricePaise) * item.quantity;
    });
    checkPrice(price, listPaise);
    await tx.insert(bundleItems).values(items.map((item, position) => ({ bundleId: id, ...item, position })));
  }

  private async image(ref: { key: string; alt: string } | null) {
    if (!ref) return { imageKey: null, imageAlt: '', imageWidths: [] };
    const stored = await readStoredImage(this.deps.uploads, ref.key);
    if (!stored) throw invalid('image', 'Not an uploaded image');
    return { imageKey: stored.storageKey, imageAlt: ref.alt, imageWidths: stored.widths };
  }
}

function checkPrice(pricePaise: number, listPaise: number) {
  if (pricePaise > listPaise) {
    throw invalid('pricePaise', 'The bundle price cannot be above its items’ total price');
  }
}

function toAdmin(row: BundleRow): AdminBundle {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: row.imageKey
      ? { key: row.imageKey, alt: row.imageAlt, url: imageUrls(row.imageKey, row.imageWidths).url }
      : null,
    pricePaise: row.pricePaise,
    listPricePaise: listPaiseOf(row),
    active: row.active,
    stock: bundleStock(row),
    items: row.items.map((item) => ({
      productId: item.productId,
      variantId: item.variantId,
      productName: item.productName,
      variantLabel: variantLabel(item.options),
      sku: item.sku,
      quantity: item.quantity,
      unitPricePaise: unitPaise(item),
      stock: item.stock,
      ageRestricted: item.ageRestricted,
      archived: item.archived,
    })),
    version: row.version,
    archivedAt: row.archivedAt ? new Date(row.archivedAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The name's slug, made unique with -2, -3… */
async function uniqueSlug(tx: Tx, name: string): Promise<string> {
  const base = slugify(name) || 'bundle';
  const taken = await rowsOf<{ slug: string }>(
    tx,
    sql`SELECT slug FROM bundles WHERE slug = ${base} OR slug LIKE ${`${escapeLike(base)}-%`}`,
  );
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
