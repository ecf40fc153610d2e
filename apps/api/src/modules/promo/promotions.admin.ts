import {
  type AdminPromotion,
  type AdminPromotionCreate,
  type AdminPromotionPatch,
  type PromotionScopeInput,
  promotionProblems,
} from '@shop/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { categories, products } from '../../db/schema/catalog.ts';
import { productVariants } from '../../db/schema/catalog-variants.ts';
import { promoCodes } from '../../db/schema/promo.ts';
import { badRequest, notFound, StaleVersionError } from '../../lib/errors.ts';
import { type AdminActor, recordAudit } from '../admin/index.ts';

type PromoRow = typeof promoCodes.$inferSelect;

const toDate = (value: string | null | undefined) => (value == null ? value : new Date(value));

function toAdminPromotion(row: PromoRow): AdminPromotion {
  return {
    id: row.id,
    name: row.name || row.code || '',
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amountPaise: row.amountPaise,
    maxDiscountPaise: row.maxDiscountPaise,
    buyQuantity: row.buyQuantity,
    getQuantity: row.getQuantity,
    getScope: row.getScope ?? null,
    scope: row.scope ?? null,
    minOrderPaise: row.minOrderPaise,
    minQuantity: row.minQuantity,
    firstOrderOnly: row.firstOrderOnly,
    combinable: row.combinable,
    active: row.active,
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    description: row.description,
    uses: row.uses,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

const invalid = (problems: { field: string; message: string }[]) =>
  badRequest(problems[0]!.message, 'VALIDATION_FAILED', problems);

/** The ids of a scope that name nothing in the catalogue, as field errors ('scope.productIds'). */
async function unknownIds(tx: Tx, name: string, scope: PromotionScopeInput | null) {
  if (!scope) return [];
  const problems: { field: string; message: string }[] = [];
  const lists = [
    ['productIds', scope.productIds, products, products.id],
    ['variantIds', scope.variantIds, productVariants, productVariants.id],
    ['categoryIds', scope.categoryIds, categories, categories.id],
  ] as const;
  for (const [field, ids, table, column] of lists) {
    if (!ids?.length) continue;
    const found = await tx.select({ id: column }).from(table).where(inArray(column, ids));
    const known = new Set(found.map((row) => row.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length)
      problems.push({ field: `${name}.${field}`, message: `unknown ids: ${unknown.join(', ')}` });
  }
  return problems;
}

/**
 * The owner's promotions (docs/decisions/0034-promotion-engine.md), every kind, in the promo codes'
 * table; each save is checked as a whole (`promotionProblems`, the scope's ids) and audited.
 */
export class PromotionsAdmin {
  constructor(private readonly deps: { db: Db }) {}

  async list(): Promise<AdminPromotion[]> {
    const rows = await this.deps.db
      .select()
      .from(promoCodes)
      .orderBy(asc(promoCodes.createdAt), asc(promoCodes.id));
    return rows.map(toAdminPromotion);
  }

  async create(actor: AdminActor, input: AdminPromotionCreate): Promise<AdminPromotion> {
    return this.deps.db.transaction(async (tx) => {
      await this.check(tx, input);
      const [row] = await tx
        .insert(promoCodes)
        .values({ ...input, validFrom: toDate(input.validFrom), validTo: toDate(input.validTo) })
        .onConflictDoNothing()
        .returning();
      if (!row) throw invalid([{ field: 'code', message: `The code ${input.code} already exists` }]);
      const after = toAdminPromotion(row);
      await recordAudit(tx, actor, {
        action: 'promotion.create',
        entity: 'promo_code',
        entityId: row.id,
        before: null,
        after,
      });
      return after;
    });
  }

  async update(actor: AdminActor, id: string, patch: AdminPromotionPatch): Promise<AdminPromotion> {
    return this.deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
      if (!current) throw notFound('Promotion not found', 'PROMOTION_NOT_FOUND');
      const before = toAdminPromotion(current);
      if (current.version !== patch.version) throw new StaleVersionError(before);
      const { version: _version, ...fields } = patch;
      const merged = { ...before, ...fields };
      await this.check(tx, merged);
      const [row] = await tx
        .update(promoCodes)
        .set({
          ...fields,
          validFrom: toDate(merged.validFrom),
          validTo: toDate(merged.validTo),
          version: sql`${promoCodes.version} + 1`,
        })
        .where(eq(promoCodes.id, id))
        .returning();
      const after = toAdminPromotion(row!);
      await recordAudit(tx, actor, {
        action: 'promotion.update',
        entity: 'promo_code',
        entityId: id,
        before,
        after,
      });
      return after;
    });
  }

  /** 400 naming the first field at fault: the promotion as a whole, then its scopes' ids. */
  private async check(tx: Tx, promotion: AdminPromotionCreate) {
    const problems = [
      ...promotionProblems(promotion),
      ...(await unknownIds(tx, 'scope', promotion.scope)),
      ...(await unknownIds(tx, 'getScope', promotion.getScope)),
    ];
    if (problems.length) throw invalid(problems);
  }
}
