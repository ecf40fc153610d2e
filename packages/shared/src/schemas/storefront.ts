import { ProductSchema } from './catalog.ts';
import { DayQuerySchema, IdSchema } from './common.ts';
import { plainTextSchema } from './text.ts';
import { z } from './zod.ts';

// The storefront's marketing, edited by the owner (docs/PRODUCT.md §2.21, Storefront content;
// docs/decisions/0030-storefront-content.md). One document, saved whole.

/** The banner's drawn illustrations, kept in the web app: a slide shows one of them or an image. */
export const slideArtList = ['art:mortar', 'art:bottle', 'art:parcel'] as const;
/** The banner's colour schemes (a background with its text colours). */
export const slideThemeList = ['forest', 'sunrise', 'teal'] as const;

/**
 * A path of this site (`/shop/all`), nothing else: no other host (not even https: a slide is the shop's
 * own button, and a look-alike login page is one save away), no `//host`, no `javascript:`, and no
 * `/api/` path (an answer in JSON, not a page). docs/decisions/0030-storefront-content.md, Links and pictures.
 */
export function isSiteLink(value: string): boolean {
  if (/[\s\\]/.test(value) || !value.startsWith('/') || value.startsWith('//')) return false;
  return !/^\/api(\/|$|\?|#)/i.test(value);
}

const linkSchema = (label: string) =>
  plainTextSchema(label, { max: 500 }).refine(
    isSiteLink,
    `${label} must be a path of this shop, such as /shop/all`,
  );

/** What `POST /product/upload-image` answers: a WebP the upload pipeline wrote under /uploads/. */
const uploadedPicture = /^\/uploads\/[A-Za-z0-9/_-]+\.webp$/;

const imageSchema = z.union(
  [
    z.enum(slideArtList),
    // A picture of the shop's own upload pipeline: the pages' Content-Security-Policy loads no other,
    // and no other path of the site is a picture (`/api/...` would fetch an answer as the image).
    plainTextSchema('Slide image', { max: 500 }).refine(
      (value) => uploadedPicture.test(value) && !value.includes('..'),
      'Slide image must be one of the drawings or an uploaded picture',
    ),
  ],
  { error: 'Slide image is required' },
);

const text = (label: string, max: number, min = 1) => plainTextSchema(label, { max, min, noMarkup: true });

export const StorefrontSlideSchema = z
  .object({
    image: imageSchema,
    eyebrow: text('Slide eyebrow', 80, 0),
    headline: text('Slide headline', 100),
    text: text('Slide text', 240, 0),
    link: linkSchema('Slide link'),
    theme: z.enum(slideThemeList, { error: 'Slide theme is one of forest, sunrise, teal' }),
    /** First and last India day it shows, both included; null: no bound. */
    startsOn: DayQuerySchema.nullable(),
    endsOn: DayQuerySchema.nullable(),
  })
  .refine((slide) => !slide.startsOn || !slide.endsOn || slide.startsOn <= slide.endsOn, {
    message: 'The end date cannot be before the start date',
    path: ['endsOn'],
  });
export type StorefrontSlide = z.output<typeof StorefrontSlideSchema>;

export const StorefrontTestimonialSchema = z.object({
  quote: text('Testimonial text', 400),
  name: text('Testimonial name', 60),
  place: text('Testimonial place', 60, 0),
  rating: z
    .number({ error: 'Rating is a number of stars, 1 to 5' })
    .int('Rating is a whole number of stars')
    .min(1, 'Rating is at least 1 star')
    .max(5, 'Rating is at most 5 stars'),
});
export type StorefrontTestimonial = z.output<typeof StorefrontTestimonialSchema>;

/** Empty lists mean "as the catalogue says": the products marked featured and their categories. */
export const StorefrontFeaturedSchema = z.object({
  productIds: z.array(IdSchema).max(24, 'At most 24 featured products'),
  categoryIds: z.array(IdSchema).max(12, 'At most 12 tabs'),
});

export const StorefrontLandingSchema = z.object({
  /** The landing page's product, by id or slug. */
  productId: IdSchema,
  code: plainTextSchema('Landing code', { max: 40 })
    .transform((code) => code.toUpperCase())
    .refine((code) => /^[A-Z0-9]{3,40}$/.test(code), 'Landing code is 3 to 40 letters and digits'),
});

/** The document itself, as the owner saves it. */
export const StorefrontContentSchema = z.object({
  slides: z.array(StorefrontSlideSchema).min(1, 'Keep at least one slide').max(8, 'At most 8 slides'),
  marquee: z.array(text('Marquee text', 60)).min(1, 'Keep at least one marquee text').max(12),
  testimonials: z.array(StorefrontTestimonialSchema).min(1, 'Keep at least one testimonial').max(8),
  featured: StorefrontFeaturedSchema,
  /** When the best seller's offer ends (ISO 8601 with offset); null: no countdown. */
  countdownEndsAt: z.iso.datetime({ offset: true, error: 'Use a date and time' }).nullable(),
  landing: StorefrontLandingSchema,
});
export type StorefrontContent = z.output<typeof StorefrontContentSchema>;
export type StorefrontContentInput = z.input<typeof StorefrontContentSchema>;

/** PUT /admin/storefront: the whole document and the version the owner's page read (ADR 0014). */
export const StorefrontSaveSchema = StorefrontContentSchema.extend({
  version: z.number({ error: 'version is the number the page read' }).int().min(1),
});
export type StorefrontSave = z.output<typeof StorefrontSaveSchema>;

export const AdminStorefrontSchema = z.object({
  content: StorefrontContentSchema,
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AdminStorefront = z.infer<typeof AdminStorefrontSchema>;
export const AdminStorefrontResponseSchema = z.object({ storefront: AdminStorefrontSchema });

/** GET /storefront: what is live now (slides within their days, a countdown not yet over). */
export const StorefrontSchema = z.object({
  slides: z.array(StorefrontSlideSchema),
  marquee: z.array(z.string()),
  testimonials: z.array(StorefrontTestimonialSchema),
  /** The ids that still name a product or category in the shop (a removed one drops out). */
  featured: StorefrontFeaturedSchema,
  /**
   * The featured products the owner picked, whole and in their order, wherever they sort in the
   * catalogue: the home page needs no list of every product to find them.
   */
  featuredProducts: z.array(ProductSchema),
  countdownEndsAt: z.string().nullable(),
  landing: z.object({
    productId: z.string(),
    code: z.string(),
    /** The code's percentage while anyone may use it now (active, within its dates and total uses); else null. */
    percent: z.number().int().nullable(),
  }),
});
export type Storefront = z.infer<typeof StorefrontSchema>;
export const StorefrontResponseSchema = z.object({ storefront: StorefrontSchema });
