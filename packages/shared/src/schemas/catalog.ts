import { IdSchema, pageQuery } from './common.ts';
import { RatingSummarySchema } from './reviews.ts';
import { plainTextSchema } from './text.ts';
import { z } from './zod.ts';

export const ImageSchema = z.object({
  _id: z.string(),
  url: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type Image = z.infer<typeof ImageSchema>;

export const CategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

/**
 * One variant of a product (docs/PRODUCT.md, Variants): rupees as numbers; `images` are the product's
 * pictures shown for it (all of them when the owner chose none).
 */
const VariantSchema = z.object({
  _id: z.string(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  /** The option values as the shopper reads them ("120 capsules"); '' for a product's only variant. */
  label: z.string(),
  price: z.number(),
  discountPrice: z.number(),
  percentOff: z.number().int(),
  stock: z.number().int(),
  inStock: z.boolean(),
  isDefault: z.boolean(),
  images: z.array(ImageSchema),
});
export type Variant = z.infer<typeof VariantSchema>;

/** A product as docs/PRODUCT.md §3.2 describes it: rupees as numbers, `_id`, `images[].url`. */
export const ProductSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  price: z.number(),
  discountPrice: z.number(),
  percentOff: z.number().int(),
  images: z.array(ImageSchema),
  stock: z.number().int(),
  inStock: z.boolean(),
  isFeatured: z.boolean(),
  isBestSelling: z.boolean(),
  /** 18+ only: confirmed once per session before the first add to cart (docs/PRODUCT.md §7.4). */
  ageRestricted: z.boolean(),
  description: z.string(),
  category: CategorySchema.nullable(),
  categories: z.array(CategorySchema),
  hsnCode: z.string(),
  gstRate: z.number(),
  /** The published reviews' average (one decimal) and count (docs/PRODUCT.md, Reviews). */
  rating: RatingSummarySchema,
  /** The default variant first; price, discountPrice and stock above are the default variant's. */
  variants: z.array(VariantSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

const productSorts = ['featured', 'newest', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSort = (typeof productSorts)[number];

export const ProductListQuerySchema = z.object({
  ...pageQuery,
  sort: z.enum(productSorts, { error: `sort must be one of ${productSorts.join(', ')}` }).default('featured'),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductsByCategoryQuerySchema = ProductListQuerySchema.extend({
  category: plainTextSchema('category', { max: 80 }),
});

export const ProductSearchQuerySchema = z.object({
  q: plainTextSchema('Search text', { min: 0, max: 80 }).refine(
    (value) => value.length >= 2,
    'Type at least 2 characters to search',
  ),
  page: pageQuery.page,
  limit: z.coerce.number().int().min(1).max(50).default(24),
});
export type ProductSearchQuery = z.infer<typeof ProductSearchQuerySchema>;

export const ProductIdParamsSchema = z.object({ id: IdSchema });

export const ProductListSchema = z.object({
  products: z.array(ProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ProductList = z.infer<typeof ProductListSchema>;

export const CategoryListSchema = z.object({ categories: z.array(CategorySchema) });
export const ProductResponseSchema = z.object({ product: ProductSchema });
export const UploadImageResponseSchema = z.object({ coverImage: z.string(), image: ImageSchema });

/** GET and POST /cart/ageConfirmation: whether this session confirmed being over 18. */
export const AgeConfirmationResponseSchema = z.object({
  success: z.literal(true),
  ageConfirmed: z.boolean(),
});
