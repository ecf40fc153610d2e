import { slugify } from '@shop/shared';
import { z } from 'zod';
import { readDataFile } from '../../lib/data-file.ts';
import { PACKSHOT_SHAPES, PACKSHOT_VIEWS, type PackshotShape, type PackshotView } from './packshots.ts';

/**
 * The demo catalogue, read from catalogue.json: six categories and about thirty invented
 * products with realistic Indian prices (integer paise), HSN codes and GST rates. Marketing copy only
 * says "supports" and "helps maintain": nothing there claims to diagnose, treat, cure or prevent a
 * disease. The packshots are drawn from each product's `packshots` (packshots.ts).
 */

export interface SeedCategory {
  name: string;
  slug: string;
  description: string;
}

interface SeedImage {
  shape: PackshotShape;
  hue: number;
  view: PackshotView;
}

export interface SeedProduct {
  slug: string;
  name: string;
  brand: string;
  /** Category names; the first is the main one (Men's Wellness first means the age gate). */
  categories: string[];
  pricePaise: number;
  discountPricePaise: number | null;
  stock: number;
  isFeatured: boolean;
  isBestSelling: boolean;
  /** Several lines separated by '\n'; the product page shows one paragraph per line. */
  description: string;
  hsnCode: string;
  /** GST in basis points: 1200 = 12 %. */
  gstRateBp: number;
  /** 2 to 4 packshots; the first is the main image. */
  images: SeedImage[];
  createdDaysAgo: number;
}

const text = z.string().trim().min(1);
const paise = z.number().int().min(0);

/** An HSN code and its GST rate (basis points), named once and used by many products. */
const TaxClassSchema = z.strictObject({
  hsnCode: z.string().regex(/^\d{4}(\d{2}){0,2}$/, 'an HSN code is 4, 6 or 8 digits'),
  gstRateBp: z.number().int().min(0).max(10_000),
  about: text,
});

const ProductSchema = z
  .strictObject({
    name: text,
    brand: text,
    categories: z.array(text).min(1),
    pricePaise: paise,
    discountPricePaise: paise.nullable(),
    stock: z.number().int().min(0),
    isFeatured: z.boolean(),
    isBestSelling: z.boolean(),
    /** A key of `taxClasses`. */
    tax: text,
    packshots: z.strictObject({
      shape: z.enum(PACKSHOT_SHAPES),
      hue: z.number().min(0).max(360),
      views: z.array(z.enum(PACKSHOT_VIEWS)).min(2).max(4),
    }),
    createdDaysAgo: z.number().int().min(0),
    /** The description, one paragraph per line. */
    lines: z.array(text).min(1),
  })
  .refine(
    (product) => product.discountPricePaise === null || product.discountPricePaise <= product.pricePaise,
    {
      message: 'the discount price is above the price',
      path: ['discountPricePaise'],
    },
  );

export const CatalogueSchema = z
  .strictObject({
    taxClasses: z.record(z.string(), TaxClassSchema),
    categories: z.array(z.strictObject({ name: text, description: text })).min(1),
    products: z.array(ProductSchema).min(1),
  })
  .superRefine((catalogue, context) => {
    const names = new Set(catalogue.categories.map((category) => category.name));
    catalogue.products.forEach((product, index) => {
      if (!(product.tax in catalogue.taxClasses)) {
        context.addIssue({
          code: 'custom',
          message: `unknown tax class "${product.tax}"`,
          path: ['products', index, 'tax'],
        });
      }
      product.categories.forEach((name, position) => {
        if (!names.has(name)) {
          context.addIssue({
            code: 'custom',
            message: `unknown category "${name}"`,
            path: ['products', index, 'categories', position],
          });
        }
      });
    });
  });

const catalogue = readDataFile('src/db/seed/catalogue.json', CatalogueSchema);

export const seedCategories: SeedCategory[] = catalogue.categories.map(({ name, description }) => ({
  name,
  slug: slugify(name),
  description,
}));

export const seedProducts: SeedProduct[] = catalogue.products.map(
  ({ tax, packshots, lines, ...product }): SeedProduct => {
    const { hsnCode, gstRateBp } = catalogue.taxClasses[tax]!;
    return {
      slug: slugify(product.name),
      ...product,
      hsnCode,
      gstRateBp,
      description: lines.join('\n'),
      images: packshots.views.map((view) => ({ shape: packshots.shape, hue: packshots.hue, view })),
    };
  },
);
