import { AdminSearchTextSchema, adminPageQuery, VersionSchema } from './admin.ts';
import { AdminImageRefSchema } from './admin-catalog.ts';
import { IdSchema } from './common.ts';
import { plainTextSchema } from './text.ts';
import { z } from './zod.ts';

/** Texts of the bundle API (docs/PRODUCT.md, Bundles). */
export const bundleMessages = {
  notFound: 'Bundle not found',
  outOfStock: 'This bundle is out of stock',
} as const;

/** At most this many different variants in one bundle. */
export const MAX_BUNDLE_ITEMS = 10;
/** At most this many units of one variant in one bundle. */
export const MAX_BUNDLE_ITEM_QUANTITY = 20;

/** One component of a bundle as the shop shows it: rupees as numbers, like the product answers. */
export const BundleItemSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  /** The product's name. */
  name: z.string(),
  /** The variant's option label ("120 capsules"; '' for a product's only variant). */
  variantLabel: z.string(),
  /** Units of this variant in one bundle. */
  quantity: z.number().int(),
  /** The product's first picture (the variant's when it has its own), or null. */
  image: z.string().nullable(),
  /** The component's current selling price of one unit, in rupees. */
  price: z.number(),
});
export type BundleItem = z.infer<typeof BundleItemSchema>;

/**
 * A bundle (combo) the owner sells as one line (docs/PRODUCT.md, Bundles). Rupees as numbers. `listPrice`
 * = Σ component selling price × quantity; `price` is what the bundle costs; `stock` is how many whole
 * bundles the components' stock allows.
 */
export const BundleSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** The bundle's own picture, else its first component's, or null. */
  image: z.string().nullable(),
  price: z.number(),
  listPrice: z.number(),
  /** Whole percent the bundle saves on `listPrice`. */
  percentOff: z.number().int(),
  stock: z.number().int(),
  inStock: z.boolean(),
  /** A component is 18+ only: adding it to the cart needs the age confirmation, as for products. */
  ageRestricted: z.boolean(),
  items: z.array(BundleItemSchema),
});
export type Bundle = z.infer<typeof BundleSchema>;

/** GET /api/bundles: the active bundles, newest first. */
export const BundleListSchema = z.object({ success: z.literal(true), bundles: z.array(BundleSchema) });
export type BundleList = z.infer<typeof BundleListSchema>;

/** GET /api/bundles/:id (the id or the slug). */
export const BundleResponseSchema = z.object({ success: z.literal(true), bundle: BundleSchema });
export type BundleResponse = z.infer<typeof BundleResponseSchema>;

export const BundleIdParamsSchema = z.object({ id: IdSchema });

// Admin (money in whole paise, as the admin product API)

const bundlePaise = z
  .number({ error: 'Price must be a number' })
  .int('Price must be whole paise')
  .min(1, 'Price must be more than 0')
  .max(100_000_000, 'Price is too large');

export const AdminBundleItemInputSchema = z.object({
  variantId: IdSchema,
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_BUNDLE_ITEM_QUANTITY, `Quantity must be at most ${MAX_BUNDLE_ITEM_QUANTITY}`),
});

/** The components: at least one, each variant once (a duplicate names its own index). */
const bundleItems = z
  .array(AdminBundleItemInputSchema, { error: 'Items must be a list' })
  .min(1, 'A bundle needs at least one item')
  .max(MAX_BUNDLE_ITEMS, `At most ${MAX_BUNDLE_ITEMS} items`)
  .superRefine((items, context) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.variantId)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'variantId'],
          message: 'This variant is already in the bundle',
        });
      }
      seen.add(item.variantId);
    });
  });

const bundleFields = {
  name: plainTextSchema('Name', { max: 160, noMarkup: true }),
  /** Made from the name when absent. */
  slug: z
    .string({ error: 'Slug must be text' })
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug is lowercase letters, digits and single hyphens')
    .max(120, 'Slug is at most 120 characters'),
  description: plainTextSchema('Description', { max: 5000, min: 0, multiline: true }),
  image: AdminImageRefSchema.nullable(),
  /** What the bundle costs, in paise: more than 0 and at most the components' list price. */
  pricePaise: bundlePaise,
  /** Shown and sold in the shop (an inactive bundle is kept but hidden). */
  active: z.boolean({ error: 'Active must be true or false' }),
  items: bundleItems,
};

/**
 * POST /api/admin/bundles. Refused with 400 naming the field: no items, a quantity below 1, an unknown or
 * archived variant (`items.0.variantId`), a variant twice, a price ≤ 0 or above the components' list price
 * (`pricePaise`), a slug another bundle has (`slug`). Nothing is saved then.
 */
export const AdminBundleCreateSchema = z.object({
  ...bundleFields,
  slug: bundleFields.slug.optional(),
  description: bundleFields.description.default(''),
  image: bundleFields.image.default(null),
  active: bundleFields.active.default(true),
});
export type AdminBundleCreate = z.infer<typeof AdminBundleCreateSchema>;

/** PATCH /api/admin/bundles/:id: only the fields sent change; `items` replaces the whole list. */
export const AdminBundlePatchSchema = z.object({
  version: VersionSchema,
  name: bundleFields.name.optional(),
  slug: bundleFields.slug.optional(),
  description: bundleFields.description.optional(),
  image: bundleFields.image.optional(),
  pricePaise: bundleFields.pricePaise.optional(),
  active: bundleFields.active.optional(),
  items: bundleFields.items.optional(),
});
export type AdminBundlePatch = z.infer<typeof AdminBundlePatchSchema>;

export const AdminBundleQuerySchema = z.object({
  q: AdminSearchTextSchema.optional(),
  archived: z.enum(['false', 'true']).default('false'),
  ...adminPageQuery,
});
export type AdminBundleQuery = z.infer<typeof AdminBundleQuerySchema>;

export const AdminBundleItemSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  productName: z.string(),
  variantLabel: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  /** The component's current selling price of one unit. */
  unitPricePaise: z.number().int(),
  stock: z.number().int(),
  ageRestricted: z.boolean(),
  /** The variant (or its product) has been archived since: the bundle cannot be sold until it is replaced. */
  archived: z.boolean(),
});

export const AdminBundleSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.object({ key: z.string(), alt: z.string(), url: z.string() }).nullable(),
  pricePaise: z.number().int(),
  /** Σ component selling price × quantity, now. */
  listPricePaise: z.number().int(),
  active: z.boolean(),
  /** How many whole bundles the components' stock allows. */
  stock: z.number().int(),
  items: z.array(AdminBundleItemSchema),
  version: z.number().int(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBundle = z.infer<typeof AdminBundleSchema>;

export const AdminBundleListSchema = z.object({
  bundles: z.array(AdminBundleSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const AdminBundleResponseSchema = z.object({ bundle: AdminBundleSchema });
