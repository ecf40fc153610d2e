import { PromoCodeTextSchema, promoFields, VersionSchema } from './admin.ts';
import { IdSchema } from './common.ts';
import { plainTextSchema } from './text.ts';
import { z } from './zod.ts';

/**
 * The owner's promotions (docs/decisions/0034-promotion-engine.md), at /api/admin/promotions. Money in
 * paise. The fields one kind needs are checked together by `promotionProblems`, on a create and on the
 * promotion a patch would leave.
 */

const idList = z.array(IdSchema).max(500, 'at most 500 ids').nullable();

export const PromotionScopeSchema = z.object({
  productIds: idList.default(null),
  variantIds: idList.default(null),
  categoryIds: idList.default(null),
  /** Bundles do not exist yet: kept as a list of ids for when they do. */
  bundleIds: idList.default(null),
});
export type PromotionScopeInput = z.infer<typeof PromotionScopeSchema>;

const paise = (field: string, min: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be whole paise`)
    .min(min, `${field} must be at least ${min}`)
    .max(100_000_000, `${field} is at most 100000000`);
const count = (field: string, min: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(1_000, `${field} is at most 1000`);

export const promotionKinds = ['percent', 'amount', 'free_shipping', 'buy_x_get_y'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

const fields = {
  ...promoFields,
  name: plainTextSchema('Name', { max: 80 }),
  kind: z.enum(promotionKinds, { error: 'kind must be percent, amount, free_shipping or buy_x_get_y' }),
  percent: promoFields.percent.nullable(),
  amountPaise: paise('amountPaise', 1).nullable(),
  maxDiscountPaise: paise('maxDiscountPaise', 1).nullable(),
  buyQuantity: count('buyQuantity', 1).nullable(),
  getQuantity: count('getQuantity', 1).nullable(),
  getScope: PromotionScopeSchema.nullable(),
  scope: PromotionScopeSchema.nullable(),
  minOrderPaise: paise('minOrderPaise', 0),
  minQuantity: count('minQuantity', 0),
  firstOrderOnly: z.boolean(),
  combinable: z.boolean(),
};

/** A promotion as a whole, for `promotionProblems`. */
type PromotionTerms = {
  [K in Exclude<keyof typeof fields, 'name' | 'description'>]: z.infer<(typeof fields)[K]>;
} & { code: string | null };

/** What is wrong with a promotion as a whole, field by field (empty when it can be saved). */
export function promotionProblems(p: PromotionTerms): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const need = (field: keyof PromotionTerms, value: unknown) => {
    if (value == null) problems.push({ field, message: `${field} is required for a ${p.kind} promotion` });
  };
  if (p.kind === 'percent') need('percent', p.percent);
  if (p.kind === 'amount') need('amountPaise', p.amountPaise);
  if (p.kind === 'buy_x_get_y') {
    need('buyQuantity', p.buyQuantity);
    need('getQuantity', p.getQuantity);
  }
  // A flat amount above the minimum it needs would make the qualifying cart cost less than nothing.
  if (p.kind === 'amount' && p.amountPaise && p.minOrderPaise > 0 && p.amountPaise > p.minOrderPaise) {
    problems.push({ field: 'amountPaise', message: 'amountPaise cannot be above minOrderPaise' });
  }
  if (p.validFrom && p.validTo && Date.parse(p.validFrom) >= Date.parse(p.validTo)) {
    problems.push({ field: 'validTo', message: 'validTo must be after validFrom' });
  }
  // First order only is one use per customer already; any other per-customer limit could never be reached.
  if (p.firstOrderOnly && p.maxUsesPerCustomer !== null && p.maxUsesPerCustomer > 1) {
    problems.push({
      field: 'maxUsesPerCustomer',
      message: 'a first-order promotion is used once per customer',
    });
  }
  return problems;
}

export const AdminPromotionCreateSchema = z.object({
  name: fields.name,
  /** The code a shopper types (stored upper case); null or absent: applied automatically. */
  code: PromoCodeTextSchema.nullable().default(null),
  kind: fields.kind,
  percent: fields.percent.default(null),
  amountPaise: fields.amountPaise.default(null),
  maxDiscountPaise: fields.maxDiscountPaise.default(null),
  buyQuantity: fields.buyQuantity.default(null),
  getQuantity: fields.getQuantity.default(null),
  getScope: fields.getScope.default(null),
  scope: fields.scope.default(null),
  minOrderPaise: fields.minOrderPaise.default(0),
  minQuantity: fields.minQuantity.default(0),
  firstOrderOnly: fields.firstOrderOnly.default(false),
  combinable: fields.combinable.default(false),
  active: fields.active.default(true),
  validFrom: fields.validFrom.default(null),
  validTo: fields.validTo.default(null),
  maxUses: fields.maxUses.default(null),
  maxUsesPerCustomer: fields.maxUsesPerCustomer.default(null),
  description: fields.description.default(''),
});
export type AdminPromotionCreate = z.infer<typeof AdminPromotionCreateSchema>;

/** Every field but the code, which customers may already have. */
export const AdminPromotionPatchSchema = z.object({
  version: VersionSchema,
  name: fields.name.optional(),
  kind: fields.kind.optional(),
  percent: fields.percent.optional(),
  amountPaise: fields.amountPaise.optional(),
  maxDiscountPaise: fields.maxDiscountPaise.optional(),
  buyQuantity: fields.buyQuantity.optional(),
  getQuantity: fields.getQuantity.optional(),
  getScope: fields.getScope.optional(),
  scope: fields.scope.optional(),
  minOrderPaise: fields.minOrderPaise.optional(),
  minQuantity: fields.minQuantity.optional(),
  firstOrderOnly: fields.firstOrderOnly.optional(),
  combinable: fields.combinable.optional(),
  active: fields.active.optional(),
  validFrom: fields.validFrom.optional(),
  validTo: fields.validTo.optional(),
  maxUses: fields.maxUses.optional(),
  maxUsesPerCustomer: fields.maxUsesPerCustomer.optional(),
  description: fields.description.optional(),
});
export type AdminPromotionPatch = z.infer<typeof AdminPromotionPatchSchema>;

const ScopeOutSchema = z.object({
  productIds: z.array(z.string()).nullable(),
  variantIds: z.array(z.string()).nullable(),
  categoryIds: z.array(z.string()).nullable(),
  bundleIds: z.array(z.string()).nullable(),
});

export const AdminPromotionSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  kind: z.enum(promotionKinds),
  percent: z.number().int().nullable(),
  amountPaise: z.number().int().nullable(),
  maxDiscountPaise: z.number().int().nullable(),
  buyQuantity: z.number().int().nullable(),
  getQuantity: z.number().int().nullable(),
  getScope: ScopeOutSchema.nullable(),
  scope: ScopeOutSchema.nullable(),
  minOrderPaise: z.number().int(),
  minQuantity: z.number().int(),
  firstOrderOnly: z.boolean(),
  combinable: z.boolean(),
  active: z.boolean(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  description: z.string(),
  uses: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type AdminPromotion = z.infer<typeof AdminPromotionSchema>;
export const AdminPromotionListSchema = z.object({ promotions: z.array(AdminPromotionSchema) });
export const AdminPromotionResponseSchema = z.object({ promotion: AdminPromotionSchema });
