import { DayQuerySchema, IdSchema } from './common.ts';
import { plainTextSchema } from './text.ts';
import { z } from './zod.ts';

// The storefront's marketing, edited by the owner (docs/PRODUCT.md §2.21, Storefront content;
// docs/decisions/0030-storefront-content.md). One document, saved whole.

/** The banner's drawn illustrations, kept in the web app: a slide shows one of them or an image. */
export const slideArtList = ['art:mortar', 'art:bottle', 'art:parcel'] as const;
/** The banner's colour schemes (a background with its text colours). */
export const slideThemeList = ['forest', 'sunrise', 'teal'] as const;

/** A path of this site (`/shop/all`) or an https address; nothing else (no `javascript:`, no `//host`). */
export function isSiteLink(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!value.startsWith('https://')) return false;
  return URL.canParse(value);
}

const linkSchema = (label: string) =>
  plainTextSchema(label, { max: 500 }).refine(
    isSiteLink,
    `${label} must be a path of this site (such as /shop/all) or an https:// address`,
  );

const imageSchema = z.union(
  [
    z.enum(slideArtList),
    // A picture of the shop's own (an upload): the pages' Content-Security-Policy loads no other.
    plainTextSchema('Slide image', { max: 500 }).refine(
      (value) => value.startsWith('/') && isSiteLink(value),
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
  featured: StorefrontFeaturedSchema,
  countdownEndsAt: z.string().nullable(),
  landing: z.object({
    productId: z.string(),
    code: z.string(),
    /** The code's percentage as the promo codes have it; null when the code is gone or inactive. */
    percent: z.number().int().nullable(),
  }),
});
export type Storefront = z.infer<typeof StorefrontSchema>;
export const StorefrontResponseSchema = z.object({ storefront: StorefrontSchema });
