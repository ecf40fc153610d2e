import { ApiErrorSchema, IdSchema, pageQuery } from './common.ts';
import { plainTextSchema } from './text.ts';
import { z } from './zod.ts';

/**
 * The version a save was made from. Every editable record carries one; a save naming an older version
 * is refused with 409 STALE_VERSION and the record's current values (docs/decisions/0014).
 */
export const VersionSchema = z
  .number({ error: 'version must be a number' })
  .int('version must be a whole number')
  .min(1, 'version starts at 1');

/** 409 for a stale save: the error shape plus what the record holds now. */
export const StaleVersionErrorSchema = ApiErrorSchema.extend({ current: z.unknown() });

export const AdminIdParamsSchema = z.object({ id: IdSchema });

export const AdminSearchTextSchema = plainTextSchema('Search text', { max: 80, min: 0 });

export const adminPageQuery = { page: pageQuery.page, limit: pageQuery.limit.default(20) };

export const AdminOkSchema = z.object({ success: z.literal(true) });

// Customers

export const AdminCustomerQuerySchema = z.object({ q: AdminSearchTextSchema.optional(), ...adminPageQuery });

export const AdminCustomerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(['customer', 'admin']),
  ordersCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;

export const AdminCustomerListSchema = z.object({
  customers: z.array(AdminCustomerSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const AdminCustomerPatchSchema = z.object({
  role: z.enum(['customer', 'admin'], { error: 'role must be customer or admin' }),
});

// Promo codes

export const PromoCodeTextSchema = plainTextSchema('Code', { max: 40 })
  .transform((value) => value.toUpperCase())
  .refine((value) => /^[A-Z0-9_-]+$/.test(value), 'Use letters, digits, - and _ only');

export const promoFields = {
  percent: z
    .number({ error: 'percent must be a number' })
    .int('percent must be a whole number')
    .min(1, 'percent is at least 1')
    .max(100, 'percent is at most 100'),
  active: z.boolean(),
  validFrom: z.iso.datetime({ offset: true, error: 'validFrom must be a date and time' }).nullable(),
  validTo: z.iso.datetime({ offset: true, error: 'validTo must be a date and time' }).nullable(),
  maxUses: z
    .number()
    .int('maxUses must be a whole number')
    .min(0, 'maxUses cannot be negative')
    .max(1_000_000, 'maxUses is at most 1,000,000')
    .nullable(),
  maxUsesPerCustomer: z
    .number()
    .int('maxUsesPerCustomer must be a whole number')
    .min(1, 'maxUsesPerCustomer is at least 1')
    .max(1_000, 'maxUsesPerCustomer is at most 1,000')
    .nullable(),
  description: plainTextSchema('Description', { max: 300, min: 0 }),
};

function datesInOrder(value: { validFrom?: string | null; validTo?: string | null }) {
  return !value.validFrom || !value.validTo || Date.parse(value.validFrom) < Date.parse(value.validTo);
}
const datesMessage = { message: 'validTo must be after validFrom', path: ['validTo'] };

export const AdminPromoCreateSchema = z
  .object({
    code: PromoCodeTextSchema,
    percent: promoFields.percent,
    active: promoFields.active.default(true),
    validFrom: promoFields.validFrom.default(null),
    validTo: promoFields.validTo.default(null),
    maxUses: promoFields.maxUses.default(null),
    maxUsesPerCustomer: promoFields.maxUsesPerCustomer.default(null),
    description: promoFields.description.default(''),
  })
  .refine(datesInOrder, datesMessage);
export type AdminPromoCreate = z.infer<typeof AdminPromoCreateSchema>;

export const AdminPromoPatchSchema = z
  .object({
    version: VersionSchema,
    percent: promoFields.percent.optional(),
    active: promoFields.active.optional(),
    validFrom: promoFields.validFrom.optional(),
    validTo: promoFields.validTo.optional(),
    maxUses: promoFields.maxUses.optional(),
    maxUsesPerCustomer: promoFields.maxUsesPerCustomer.optional(),
    description: promoFields.description.optional(),
  })
  .refine(datesInOrder, datesMessage);
export type AdminPromoPatch = z.infer<typeof AdminPromoPatchSchema>;

export const AdminPromoSchema = z.object({
  id: z.string(),
  code: z.string(),
  percent: z.number().int(),
  active: z.boolean(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  description: z.string(),
  /** Redemptions by live orders (a cancelled order gives its use back). */
  uses: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type AdminPromo = z.infer<typeof AdminPromoSchema>;
export const AdminPromoListSchema = z.object({ promoCodes: z.array(AdminPromoSchema) });

// Audit log

export const AdminAuditQuerySchema = z.object({
  entity: plainTextSchema('entity', { max: 40 }).optional(),
  entityId: IdSchema.optional(),
  ...adminPageQuery,
});

export const AdminAuditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;
export const AdminAuditListSchema = z.object({
  entries: z.array(AdminAuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
