import {
  type AdminProduct,
  type AdminProductCreate,
  type AdminProductPatch,
  type AdminProductQuery,
  type AdminVariantInput,
  LOW_STOCK_THRESHOLD,
  slugify,
} from '@shop/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { categories, productCategories, productImages, products } from '../../db/schema/catalog.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, notFound, StaleVersionError } from '../../lib/errors.ts';
import { type AdminActor, recordAudit } from '../admin/index.ts';
import { imageUrls, type UploadStore } from '../media/index.ts';
import { describeUploadedImage } from './catalog.admin-images.ts';
import { adminVariantsOf, lockVariants, writeVariants } from './catalog.admin-variants.ts';

type ProductRow = typeof products.$inferSelect;

export interface ProductsDeps {
  db: Db;
  clock: Clock;
  uploads: UploadStore;
  /** Called after every committed change: the shop's catalogue cache drops its copy on every node. */
  catalogChanged: () => Promise<void>;
  /** The cart module's removal of an archived product from every cart, in the archive's transaction. */
  removeFromCarts: (tx: Tx, productId: string, variantIds?: string[]) => Promise<void>;
}

const productNotFound = () => notFound('Product not found', 'PRODUCT_NOT_FOUND');

/** Products as the owner manages them: every field, archived ones included, each save versioned. */
export class ProductsAdmin {
  constructor(private readonly deps: ProductsDeps) {}

  async list(query: AdminProductQuery) {
    const filters: (SQL | undefined)[] = [
      query.archived === 'true' ? isNotNull(products.archivedAt) : isNull(products.archivedAt),
    ];
    if (query.q) {
      const like = `%${escapeLike(query.q)}%`;
      filters.push(or(ilike(products.name, like), ilike(products.brand, like), eq(products.id, query.q)));
    }
    if (query.category) {
      filters.push(
        inArray(
          products.id,
          this.deps.db
            .select({ id: productCategories.productId })
            .from(productCategories)
            .where(eq(productCategories.categoryId, query.category)),
        ),
      );
    }
    if (query.stock === 'out') filters.push(eq(products.stock, 0));
    if (query.stock === 'low')
      filters.push(and(gt(products.stock, 0), lte(products.stock, LOW_STOCK_THRESHOLD)));
    if (query.stock === 'in_stock') filters.push(gt(products.stock, 0));
    const where = and(...filters);
    const { db } = this.deps;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(products)
        .where(where)
        .orderBy(desc(products.updatedAt), desc(products.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(products).where(where),
    ]);
    return {
      products: await this.toAdmin(db, rows),
      total: total?.n ?? 0,
      page: query.page,
      limit: query.limit,
    };
  }

  async get(id: string): Promise<AdminProduct> {
    const [row] = await this.deps.db.select().from(products).where(eq(products.id, id));
    if (!row) throw productNotFound();
    return (await this.toAdmin(this.deps.db, [row]))[0]!;
  }

  async create(actor: AdminActor, given: AdminProductCreate): Promise<AdminProduct> {
    const input = { ...given, ...defaultVariantFields(given.variants) };
    const images = await this.describeImages(input.images);
    const created = await this.deps.db.transaction(async (tx) => {
      await this.checkCategories(tx, input.categoryIds);
      const [row] = await tx
        .insert(products)
        .values({
          slug: await uniqueSlug(tx, input.name),
          name: input.name,
          brand: input.brand,
          description: input.description,
          pricePaise: input.pricePaise,
          discountPricePaise: input.discountPricePaise,
          stock: input.stock,
          isFeatured: input.isFeatured,
          isBestSelling: input.isBestSelling,
          ageRestricted: input.ageRestricted,
          hsnCode: input.hsnCode,
          gstRateBp: input.gstRateBp,
        })
        .returning();
      await this.writeLinks(tx, row!.id, input.categoryIds, images, input.images);
      if (input.variants) {
        await writeVariants(tx, row!.id, input.variants, this.deps.clock(), this.deps.removeFromCarts);
      }
      const after = (await this.toAdmin(tx, [row!]))[0]!;
      await recordAudit(tx, actor, {
        action: 'product.create',
        entity: 'product',
        entityId: row!.id,
        before: null,
        after,
      });
      return after;
    });
    await this.deps.catalogChanged();
    return created;
  }

  async update(actor: AdminActor, id: string, given: AdminProductPatch): Promise<AdminProduct> {
    const patch = { ...given, ...defaultVariantFields(given.variants) };
    const images = patch.images ? await this.describeImages(patch.images, id) : undefined;
    const updated = await this.deps.db.transaction(async (tx) => {
      await lockVariants(tx, id);
      const before = await this.lockCurrent(tx, id, patch.version);
      const price = patch.pricePaise ?? before.pricePaise;
      const discount =
        patch.discountPricePaise === undefined ? before.discountPricePaise : patch.discountPricePaise;
      if (discount !== null && discount > price) {
        throw badRequest('Discount price cannot be above the price', 'VALIDATION_FAILED', [
          { field: 'discountPricePaise', message: 'Discount price cannot be above the price' },
        ]);
      }
      if (patch.categoryIds) await this.checkCategories(tx, patch.categoryIds);
      const { version: _version, categoryIds, images: imageRefs, variants, ...fields } = patch;
      const [row] = await tx
        .update(products)
        .set({
          // The slug stays as it was: links to the product keep working after a rename.
          ...fields,
          version: sql`${products.version} + 1`,
          updatedAt: this.deps.clock(),
        })
        .where(eq(products.id, id))
        .returning();
      if (categoryIds) await this.replaceCategories(tx, id, categoryIds);
      if (images && imageRefs) {
        await tx.delete(productImages).where(eq(productImages.productId, id));
        await this.writeLinks(tx, id, [], images, imageRefs);
      }
      // After the pictures: a variant names its pictures among the product's as now saved.
      if (variants) await writeVariants(tx, id, variants, this.deps.clock(), this.deps.removeFromCarts);
      const after = (await this.toAdmin(tx, [row!]))[0]!;
      await recordAudit(tx, actor, {
        action: 'product.update',
        entity: 'product',
        entityId: id,
        before: before.view,
        after,
      });
      return after;
    });
    await this.deps.catalogChanged();
    return updated;
  }

  /** Takes the product out of the shop (and out of every cart); orders and invoices keep their copies. */
  async archive(actor: AdminActor, id: string): Promise<AdminProduct> {
    const archived = await this.deps.db.transaction(async (tx) => {
      const before = await this.lockCurrent(tx, id);
      const [row] = await tx
        .update(products)
        .set({
          archivedAt: before.archivedAt ?? this.deps.clock(),
          version: sql`${products.version} + 1`,
          updatedAt: this.deps.clock(),
        })
        .where(eq(products.id, id))
        .returning();
      await this.deps.removeFromCarts(tx, id);
      const after = (await this.toAdmin(tx, [row!]))[0]!;
      await recordAudit(tx, actor, {
        action: 'product.archive',
        entity: 'product',
        entityId: id,
        before: before.view,
        after,
      });
      return after;
    });
    await this.deps.catalogChanged();
    return archived;
  }

  /** The product's row locked for this transaction; a stale `version` is refused with the current values. */
  private async lockCurrent(tx: Tx, id: string, version?: number) {
    const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!row) throw productNotFound();
    const view = (await this.toAdmin(tx, [row]))[0]!;
    if (version !== undefined && version !== row.version) throw new StaleVersionError(view);
    return { ...row, view };
  }

  private async checkCategories(tx: Tx, ids: string[]): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    const found = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, unique));
    if (found.length !== unique.length) {
      throw badRequest('One of the chosen categories does not exist', 'VALIDATION_FAILED', [
        { field: 'categoryIds', message: 'Unknown category' },
      ]);
    }
  }

  private async replaceCategories(tx: Tx, productId: string, ids: string[]): Promise<void> {
    await tx.delete(productCategories).where(eq(productCategories.productId, productId));
    await this.writeLinks(tx, productId, ids, [], []);
  }

  private async writeLinks(
    tx: Tx,
    productId: string,
    categoryIds: string[],
    images: Awaited<ReturnType<ProductsAdmin['describeImages']>>,
    refs: { key: string; alt: string }[],
  ): Promise<void> {
    const unique = [...new Set(categoryIds)];
    if (unique.length) {
      await tx
        .insert(productCategories)
        .values(unique.map((categoryId, position) => ({ productId, categoryId, position })));
    }
    if (images.length) {
      await tx.insert(productImages).values(
        images.map((image, position) => ({
          productId,
          position,
          ...image,
          alt: refs[position]?.alt ?? '',
        })),
      );
    }
  }

  /** Each image as stored: kept rows of this product as they are, new uploads read from the disk. */
  private async describeImages(refs: { key: string }[], productId?: string) {
    const keys = refs.map((ref) => ref.key);
    if (new Set(keys).size !== keys.length) {
      throw badRequest('The same image is listed twice', 'VALIDATION_FAILED', [
        { field: 'images', message: 'Duplicate image' },
      ]);
    }
    const existing = productId
      ? await this.deps.db.select().from(productImages).where(eq(productImages.productId, productId))
      : [];
    return Promise.all(
      refs.map(async (ref, index) => {
        const kept = existing.find((row) => row.storageKey === ref.key);
        if (kept)
          return { storageKey: kept.storageKey, widths: kept.widths, width: kept.width, height: kept.height };
        return describeUploadedImage(this.deps.uploads, ref.key, `images.${index}.key`);
      }),
    );
  }

  private async toAdmin(executor: Db | Tx, rows: ProductRow[]): Promise<AdminProduct[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [imageRows, linkRows, variantsByProduct] = await Promise.all([
      executor
        .select()
        .from(productImages)
        .where(inArray(productImages.productId, ids))
        .orderBy(asc(productImages.position)),
      executor
        .select({ productId: productCategories.productId, id: categories.id, name: categories.name })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(inArray(productCategories.productId, ids))
        .orderBy(asc(productCategories.position)),
      adminVariantsOf(executor, ids),
    ]);
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      brand: row.brand,
      description: row.description,
      pricePaise: row.pricePaise,
      discountPricePaise: row.discountPricePaise,
      stock: row.stock,
      isFeatured: row.isFeatured,
      isBestSelling: row.isBestSelling,
      ageRestricted: row.ageRestricted,
      hsnCode: row.hsnCode,
      gstRateBp: row.gstRateBp,
      categories: linkRows.filter((link) => link.productId === row.id).map(({ id, name }) => ({ id, name })),
      images: imageRows
        .filter((image) => image.productId === row.id)
        .map((image) => ({
          key: image.storageKey,
          alt: image.alt,
          url: imageUrls(image.storageKey, image.widths).url,
        })),
      variants: variantsByProduct.get(row.id) ?? [],
      version: row.version,
      archivedAt: row.archivedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }
}

/**
 * With a list of variants, the product's price, discount price and stock are its default variant's
 * (docs/decisions/0028-variants-model.md); without one, the product's own fields are the default's.
 */
function defaultVariantFields(variants: AdminVariantInput[] | undefined) {
  const first = variants?.[0];
  if (!first) return {};
  return { pricePaise: first.pricePaise, discountPricePaise: first.discountPricePaise, stock: first.stock };
}

/** The name's slug, made unique with -2, -3… */
async function uniqueSlug(tx: Tx, name: string): Promise<string> {
  const base = slugify(name) || 'product';
  const taken = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, base), ilike(products.slug, `${escapeLike(base)}-%`)));
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
