import { type AdminCategory, slugify } from '@shop/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { categories, productCategories, products } from '../../db/schema/catalog.ts';
import { badRequest, conflict, notFound, StaleVersionError } from '../../lib/errors.ts';
import { type AdminActor, recordAudit } from '../admin/index.ts';

const categoryNotFound = () => notFound('Category not found', 'CATEGORY_NOT_FOUND');
const nameTaken = () => conflict('A category with this name already exists', 'CATEGORY_EXISTS');

/** Categories: create, rename, delete only when no product (archived ones included) is in it. */
export class CategoriesAdmin {
  constructor(private readonly deps: { db: Db; catalogChanged: () => Promise<void> }) {}

  async list(executor: Db | Tx = this.deps.db): Promise<AdminCategory[]> {
    const rows = await executor
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        description: categories.description,
        version: categories.version,
        productCount: count(productCategories.productId),
      })
      .from(categories)
      .leftJoin(productCategories, eq(productCategories.categoryId, categories.id))
      .groupBy(categories.id)
      .orderBy(asc(categories.position), asc(categories.name));
    return rows;
  }

  async create(actor: AdminActor, input: { name: string; description: string }): Promise<AdminCategory> {
    const created = await this.deps.db.transaction(async (tx) => {
      await refuseTakenName(tx, input.name);
      const slug = slugify(input.name);
      if (!slug)
        throw badRequest('Use letters or digits in the name', 'VALIDATION_FAILED', [
          { field: 'name', message: 'Needs letters or digits' },
        ]);
      const [{ next } = { next: 0 }] = await tx
        .select({ next: sql<number>`coalesce(max(${categories.position}), -1)::int + 1` })
        .from(categories);
      const [row] = await tx
        .insert(categories)
        .values({
          name: input.name,
          slug: await uniqueCategorySlug(tx, slug),
          description: input.description,
          position: next,
        })
        .returning();
      const after = await this.one(tx, row!.id);
      await recordAudit(tx, actor, {
        action: 'category.create',
        entity: 'category',
        entityId: row!.id,
        before: null,
        after,
      });
      return after;
    });
    await this.deps.catalogChanged();
    return created;
  }

  async update(
    actor: AdminActor,
    id: string,
    patch: { version: number; name?: string; description?: string },
  ): Promise<AdminCategory> {
    const updated = await this.deps.db.transaction(async (tx) => {
      const before = await this.lock(tx, id, patch.version);
      if (patch.name && patch.name.toLowerCase() !== before.name.toLowerCase())
        await refuseTakenName(tx, patch.name, id);
      await tx
        .update(categories)
        .set({
          ...(patch.name ? { name: patch.name } : {}),
          ...(patch.description !== undefined ? { description: patch.description } : {}),
          version: sql`${categories.version} + 1`,
        })
        .where(eq(categories.id, id));
      const after = await this.one(tx, id);
      await recordAudit(tx, actor, {
        action: 'category.update',
        entity: 'category',
        entityId: id,
        before,
        after,
      });
      return after;
    });
    await this.deps.catalogChanged();
    return updated;
  }

  /** Refused with 409 while any product is in the category: the owner moves them first. */
  async remove(actor: AdminActor, id: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const before = await this.lock(tx, id);
      if (before.productCount > 0) {
        const [{ archived } = { archived: 0 }] = await tx
          .select({ archived: count() })
          .from(productCategories)
          .innerJoin(products, eq(products.id, productCategories.productId))
          .where(sql`${productCategories.categoryId} = ${id} AND ${products.archivedAt} IS NOT NULL`);
        const live = before.productCount - archived;
        throw conflict(
          `“${before.name}” still has ${before.productCount} product${before.productCount === 1 ? '' : 's'}` +
            (archived > 0 ? ` (${live} in the shop, ${archived} archived)` : '') +
            ': move them to another category first, then delete it.',
          'CATEGORY_NOT_EMPTY',
        );
      }
      await tx.delete(categories).where(eq(categories.id, id));
      await recordAudit(tx, actor, {
        action: 'category.delete',
        entity: 'category',
        entityId: id,
        before,
        after: null,
      });
    });
    await this.deps.catalogChanged();
  }

  private async one(tx: Tx, id: string): Promise<AdminCategory> {
    const found = (await this.list(tx)).find((category) => category.id === id);
    if (!found) throw categoryNotFound();
    return found;
  }

  private async lock(tx: Tx, id: string, version?: number): Promise<AdminCategory> {
    const [row] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, id))
      .for('update');
    if (!row) throw categoryNotFound();
    const current = await this.one(tx, id);
    // A product being linked to the category holds a key-share lock on its row, so FOR UPDATE waits for
    // that save to commit and the count below, read after the lock, includes it.
    if (version !== undefined && version !== current.version) throw new StaleVersionError(current);
    return current;
  }
}

async function refuseTakenName(tx: Tx, name: string, exceptId?: string): Promise<void> {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})`);
  if (row && row.id !== exceptId) throw nameTaken();
}

async function uniqueCategorySlug(tx: Tx, base: string): Promise<string> {
  const rows = await tx
    .select({ slug: categories.slug })
    .from(categories)
    .where(sql`${categories.slug} = ${base} OR ${categories.slug} LIKE ${`${base}-%`}`);
  const used = new Set(rows.map((row) => row.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
