import { IdSchema } from './common.ts';
import { plainTextSchema } from './text.ts';
import { z } from './zod.ts';

/** At most this many variants per product: a few pack sizes times a few flavours. */
export const MAX_VARIANTS = 24;

const variantPaise = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole paise`)
    .min(0, `${label} cannot be negative`)
    .max(100_000_000, `${label} is too large`);

const optionName = plainTextSchema('Option name', { max: 40, noMarkup: true });
const optionValue = plainTextSchema('Option value', { max: 60, noMarkup: true });

/**
 * One variant as the owner writes it (docs/PRODUCT.md, Variants). `id` names an existing variant of the
 * product; without it the variant is new. Options: the owner's names and values, e.g.
 * {"Size":"500 g","Flavour":"Mango"}.
 */
export const AdminVariantInputSchema = z
  .object({
    id: IdSchema.optional(),
    sku: z
      .string({ error: 'SKU is required' })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/, 'SKU is letters, digits and . _ / - (up to 64)'),
    options: z
      .record(optionName, optionValue)
      .refine((options) => Object.keys(options).length <= 3, 'At most 3 options')
      .default({}),
    pricePaise: variantPaise('Price'),
    discountPricePaise: variantPaise('Discount price').nullable().default(null),
    stock: z
      .number({ error: 'Stock must be a number' })
      .int('Stock must be a whole number')
      .min(0, 'Stock cannot be negative')
      .max(1_000_000, 'Stock is too large'),
    weightGrams: z
      .number({ error: 'Weight must be a number' })
      .int('Weight must be whole grams')
      .min(1, 'Weight is at least 1 g')
      .max(100_000, 'Weight is at most 100 kg')
      .nullable()
      .default(null),
    hsnCode: z
      .string()
      .trim()
      .regex(/^\d{4}(\d{2}){0,2}$/, 'HSN code is 4, 6 or 8 digits')
      .nullable()
      .default(null),
    gstRateBp: z
      .number({ error: 'GST rate must be a number' })
      .int('GST rate must be whole basis points')
      .min(0, 'GST rate cannot be negative')
      .max(10_000, 'GST rate is at most 100 %')
      .nullable()
      .default(null),
    /** The product's pictures (their upload keys) shown for this variant; none: all of them. */
    imageKeys: z.array(z.string().max(100)).max(12, 'At most 12 images').default([]),
  })
  .refine((value) => value.discountPricePaise == null || value.discountPricePaise <= value.pricePaise, {
    message: 'Discount price cannot be above the price',
    path: ['discountPricePaise'],
  });
export type AdminVariantInput = z.infer<typeof AdminVariantInputSchema>;

/**
 * The product's whole list of variants, the default first: a variant left out is removed (archived),
 * the default cannot be. SKUs and option sets are unique within the list (SKUs across the shop too).
 */
export const AdminVariantListSchema = z
  .array(AdminVariantInputSchema)
  .min(1, 'A product has at least one variant')
  .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants`)
  .superRefine((variants, context) => {
    const skus = new Set<string>();
    const labels = new Set<string>();
    variants.forEach((variant, index) => {
      const sku = variant.sku.toLowerCase();
      if (skus.has(sku)) {
        context.addIssue({ code: 'custom', path: [index, 'sku'], message: 'This SKU is already used' });
      }
      skus.add(sku);
      const label = JSON.stringify(
        Object.entries(variant.options).map(([k, v]) => [k.toLowerCase(), v.toLowerCase()]),
      );
      if (labels.has(label)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'options'],
          message: 'Two variants have the same options',
        });
      }
      labels.add(label);
    });
  });

/** A variant as the admin console shows it. */
export const AdminVariantSchema = z.object({
  id: z.string(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  pricePaise: z.number().int(),
  discountPricePaise: z.number().int().nullable(),
  stock: z.number().int(),
  weightGrams: z.number().int().nullable(),
  hsnCode: z.string().nullable(),
  gstRateBp: z.number().int().nullable(),
  /** Upload keys of the product's pictures chosen for it (empty: all of them). */
  imageKeys: z.array(z.string()),
  isDefault: z.boolean(),
});
export type AdminVariant = z.infer<typeof AdminVariantSchema>;
