import type { AdminPromo, AdminPromoCreate, AdminPromoPatch } from '@shop/shared';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promoCodes } from '../../db/schema/promo.ts';
import { badRequest, conflict, notFound, StaleVersionError } from '../../lib/errors.ts';
import { type AdminActor, recordAudit } from '../admin/index.ts';
import { PromotionsAdmin } from './promotions.admin.ts';

type PromoRow = typeof promoCodes.$inferSelect;

const toDate = (value: string | null | undefined) => (value == null ? value : new Date(value));

function toAdminPromo(row: PromoRow): AdminPromo {
  return {
    id: row.id,
    // Only percent codes are listed here (the rest are at /admin/promotions), so both are set.
    code: row.code!,
    percent: row.percent!,
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

/** Percent codes: promotions with a code and a percent (docs/decisions/0034-promotion-engine.md). */
const percentCodes = and(isNotNull(promoCodes.code), eq(promoCodes.kind, 'percent'));

/** Promo codes: create, edit, switch on and off; the code itself never changes once customers have it. */
export class PromoAdmin {
  /** Promotions of every kind, at /api/admin/promotions. */
  readonly promotions: PromotionsAdmin;

  constructor(private readonly deps: { db: Db }) {
    this.promotions = new PromotionsAdmin(deps);
  }

  async list(): Promise<AdminPromo[]> {
    const rows = await this.deps.db
      .select()
      .from(promoCodes)
      .where(percentCodes)
      .orderBy(asc(promoCodes.code));
    return rows.map(toAdminPromo);
  }

  async create(actor: AdminActor, input: AdminPromoCreate): Promise<AdminPromo> {
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promoCodes)
        .values({
          ...input,
          name: input.code,
          validFrom: toDate(input.validFrom),
          validTo: toDate(input.validTo),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(`The code ${input.code} already exists`, 'PROMO_EXISTS');
      const after = toAdminPromo(row);
      await recordAudit(tx, actor, {
        action: 'promo.create',
        entity: 'promo_code',
        entityId: row.id,
        before: null,
        after,
      });
      return after;
    });
  }

  async update(actor: AdminActor, id: string, patch: AdminPromoPatch): Promise<AdminPromo> {
    return this.deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(promoCodes)
        .where(and(eq(promoCodes.id, id), percentCodes))
        .for('update');
      if (!current) throw notFound('Promo code not found', 'PROMO_NOT_FOUND');
      const before = toAdminPromo(current);
      if (current.version !== patch.version) throw new StaleVersionError(before);
      const { version: _version, validFrom, validTo, ...fields } = patch;
      const from = validFrom === undefined ? current.validFrom : toDate(validFrom);
      const to = validTo === undefined ? current.validTo : toDate(validTo);
      if (from && to && from >= to) {
        throw badRequest('validTo must be after validFrom', 'VALIDATION_FAILED', [
          { field: 'validTo', message: 'must be after validFrom' },
        ]);
      }
      const [row] = await tx
        .update(promoCodes)
        .set({ ...fields, validFrom: from, validTo: to, version: sql`${promoCodes.version} + 1` })
        .where(eq(promoCodes.id, id))
        .returning();
      const after = toAdminPromo(row!);
      await recordAudit(tx, actor, {
        action: 'promo.update',
        entity: 'promo_code',
        entityId: id,
        before,
        after,
      });
      return after;
    });
  }
}
