import { AdminSearchTextSchema, adminPageQuery, VersionSchema } from './admin.ts';
import { AdminVariantListSchema, AdminVariantSchema } from './admin-variants.ts';
import { IdSchema } from './common.ts';
import { plainTextSchema } from './text.ts';
import { z } from './zod.ts';

/** Whole paise, never negative: prices travel as integers so no rupee fraction is ever rounded. */
const paise = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole paise`)
    .min(0, `${label} cannot be negative`)
    .max(100_000_000, `${label} is too large`);

/** An uploaded image (POST /api/product/upload-image answers its key as `image._id`). */
export const AdminImageRefSchema = z.object({
  key: z.string().regex(/^(media|products)\/[A-Za-z0-9_-]{6,64}$/, 'Not an uploaded image'),
  alt: plainTextSchema('Image text', { max: 200, min: 0 }).default(''),
});

const productFields = {
  name: plainTextSchema('Name', { max: 160, noMarkup: true }),
  brand: plainTextSchema('Brand', { max: 80, noMarkup: true }),
  description: plainTextSchema('Description', { max: 5000, min: 0, multiline: true }),
  pricePaise: paise('Price'),
  discountPricePaise: paise('Discount price').nullable(),
  stock: z
    .number({ error: 'Stock must be a number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(1_000_000, 'Stock is too large'),
  isFeatured: z.boolean(),
  isBestSelling: z.boolean(),
  ageRestricted: z.boolean({ error: 'Age-restricted must be true or false' }),
  hsnCode: z
    .string()
    .trim()
    .regex(/^\d{4}(\d{2}){0,2}$/, 'HSN code is 4, 6 or 8 digits'),
  /** Basis points: 500 = 5 %. */
  gstRateBp: z
    .number({ error: 'GST rate must be a number' })
    .int('GST rate must be whole basis points')
    .min(0, 'GST rate cannot be negative')
    .max(10_000, 'GST rate is at most 100 %'),
  categoryIds: z.array(IdSchema).max(10, 'At most 10 categories'),
  images: z.array(AdminImageRefSchema).max(12, 'At most 12 images'),
};

function discountWithinPrice(value: { pricePaise?: number; discountPricePaise?: number | null }) {
  return (
    value.pricePaise === undefined ||
    value.discountPricePaise == null ||
    value.discountPricePaise <= value.pricePaise
  );
}
const discountMessage = {
  message: 'Discount price cannot be above the price',
  path: ['discountPricePaise'],
};

export const AdminProductCreateSchema = z
  .object({
    ...productFields,
    description: productFields.description.default(''),
    discountPricePaise: productFields.discountPricePaise.default(null),
    isFeatured: productFields.isFeatured.default(false),
    isBestSelling: productFields.isBestSelling.default(false),
    ageRestricted: productFields.ageRestricted.default(false),
    categoryIds: productFields.categoryIds.default([]),
    images: productFields.images.default([]),
    /** The default first; its price, discount and stock replace the product's (docs/PRODUCT.md, Variants). */
    variants: AdminVariantListSchema.optional(),
  })
  .refine(discountWithinPrice, discountMessage);
export type AdminProductCreate = z.infer<typeof AdminProductCreateSchema>;

/** Only the fields sent change; a discount above the price is checked against the stored price too. */
export const AdminProductPatchSchema = z
  .object({
    version: VersionSchema,
    name: productFields.name.optional(),
    brand: productFields.brand.optional(),
    description: productFields.description.optional(),
    pricePaise: productFields.pricePaise.optional(),
    discountPricePaise: productFields.discountPricePaise.optional(),
    stock: productFields.stock.optional(),
    isFeatured: productFields.isFeatured.optional(),
    isBestSelling: productFields.isBestSelling.optional(),
    ageRestricted: productFields.ageRestricted.optional(),
    hsnCode: productFields.hsnCode.optional(),
    gstRateBp: productFields.gstRateBp.optional(),
    categoryIds: productFields.categoryIds.optional(),
    images: productFields.images.optional(),
    /** The whole list, the default first; its price, discount and stock replace the product's. */
    variants: AdminVariantListSchema.optional(),
  })
  .refine(discountWithinPrice, discountMessage);
export type AdminProductPatch = z.infer<typeof AdminProductPatchSchema>;

export const adminStockFilters = ['all', 'in_stock', 'low', 'out'] as const;

export const AdminProductQuerySchema = z.object({
  q: AdminSearchTextSchema.optional(),
  category: IdSchema.optional(),
  stock: z
    .enum(adminStockFilters, { error: `stock must be one of ${adminStockFilters.join(', ')}` })
    .default('all'),
  archived: z.enum(['false', 'true']).default('false'),
  ...adminPageQuery,
});
export type AdminProductQuery = z.infer<typeof AdminProductQuerySchema>;

export const AdminProductSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  description: z.string(),
  pricePaise: z.number().int(),
  discountPricePaise: z.number().int().nullable(),
  stock: z.number().int(),
  isFeatured: z.boolean(),
  isBestSelling: z.boolean(),
  ageRestricted: z.boolean(),
  hsnCode: z.string(),
  gstRateBp: z.number().int(),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  images: z.array(z.object({ key: z.string(), alt: z.string(), url: z.string() })),
  /** The variants still sold, the default first. */
  variants: z.array(AdminVariantSchema),
  version: z.number().int(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductListSchema = z.object({
  products: z.array(AdminProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const AdminProductResponseSchema = z.object({ product: AdminProductSchema });

export const AdminCategoryInputSchema = z.object({
  name: plainTextSchema('Name', { max: 80, noMarkup: true }),
  description: plainTextSchema('Description', { max: 500, min: 0 }).default(''),
});

export const AdminCategoryPatchSchema = z.object({
  version: VersionSchema,
  name: plainTextSchema('Name', { max: 80, noMarkup: true }).optional(),
  description: plainTextSchema('Description', { max: 500, min: 0 }).optional(),
});

export const AdminCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  productCount: z.number().int(),
  version: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export const AdminCategoryListSchema = z.object({ categories: z.array(AdminCategorySchema) });
export const AdminCategoryResponseSchema = z.object({ category: AdminCategorySchema });
