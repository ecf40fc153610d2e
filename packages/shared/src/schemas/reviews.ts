import { reviewLimits } from '../storefront-constants.ts';
import { IdSchema, pageQuery } from './common.ts';
import { plainTextSchema } from './text.ts';
import { z } from './zod.ts';

/**
 * Reviews from buyers only, moderated by the owner (docs/PRODUCT.md, Reviews;
 * docs/decisions/0029-review-moderation.md).
 */
export const reviewStatusList = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatusList)[number];
export const reviewSortList = ['newest', 'helpful'] as const;

/** What a product answer carries: the published reviews' average (one decimal) and count. */
export const RatingSummarySchema = z.object({ average: z.number(), count: z.number().int() });
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

/** The product page's summary: the average and count, and how many gave each number of stars, 5 first. */
export const RatingDistributionSchema = RatingSummarySchema.extend({
  distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
});
export type RatingDistribution = z.infer<typeof RatingDistributionSchema>;

export const ReviewImageSchema = z.object({
  _id: z.string(),
  url: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ReviewImage = z.infer<typeof ReviewImageSchema>;

/** A published review as the product page shows it: every one is from a verified buyer. */
export const ReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  images: z.array(ReviewImageSchema),
  author: z.string(),
  verifiedBuyer: z.boolean(),
  helpfulCount: z.number().int(),
  reply: z.object({ text: z.string(), at: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewListQuerySchema = z.object({
  sort: z
    .enum(reviewSortList, { error: `sort must be one of ${reviewSortList.join(', ')}` })
    .default('newest'),
  page: pageQuery.page,
  limit: z.coerce.number().int().min(1, 'limit is at least 1').max(50, 'limit is at most 50').default(10),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

export const ReviewListSchema = z.object({
  summary: RatingDistributionSchema,
  reviews: z.array(ReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ReviewList = z.infer<typeof ReviewListSchema>;

/** A review photo's key as the upload answered it (`reviews/<id>`). */
const PhotoKeySchema = z
  .string({ error: 'images must be the keys of uploaded review photos' })
  .regex(/^reviews\/[a-f0-9]{24}$/, 'images must be the keys of uploaded review photos');

export const ReviewInputSchema = z.object({
  rating: z.coerce
    .number({ error: 'rating must be a whole number from 1 to 5' })
    .int('rating must be a whole number from 1 to 5')
    .min(1, 'rating must be a whole number from 1 to 5')
    .max(5, 'rating must be a whole number from 1 to 5'),
  title: plainTextSchema('title', { max: reviewLimits.titleMax, noMarkup: true }),
  text: plainTextSchema('text', { max: reviewLimits.textMax, multiline: true, noMarkup: true }),
  images: z
    .array(PhotoKeySchema)
    .max(reviewLimits.photos, `images: at most ${reviewLimits.photos} photos`)
    .refine((keys) => new Set(keys).size === keys.length, 'images: the same photo twice')
    .default([]),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;

/** The signed-in customer's own review of a product, whatever its state, and whether they may write one. */
export const MyReviewSchema = ReviewSchema.extend({
  status: z.enum(reviewStatusList),
  hiddenReason: z.string().nullable(),
});
export type MyReview = z.infer<typeof MyReviewSchema>;

export const MyReviewResponseSchema = z.object({
  /** True when an order of theirs containing the product was delivered. */
  canReview: z.boolean(),
  review: MyReviewSchema.nullable(),
});
export type MyReviewResponse = z.infer<typeof MyReviewResponseSchema>;

export const MyReviewSavedSchema = z.object({ review: MyReviewSchema });

export const ReviewIdParamsSchema = z.object({ id: IdSchema });

export const HelpfulVoteSchema = z.object({ helpfulCount: z.number().int(), voted: z.literal(true) });

export const ReviewPhotoResponseSchema = z.object({ image: ReviewImageSchema });

export const AdminReviewSchema = MyReviewSchema.extend({
  product: z.object({ id: z.string(), name: z.string() }),
  customer: z.object({ name: z.string(), email: z.string() }),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewQuerySchema = z.object({
  status: z
    .enum(reviewStatusList, { error: `status must be one of ${reviewStatusList.join(', ')}` })
    .default('pending'),
  page: pageQuery.page,
  limit: z.coerce.number().int().min(1, 'limit is at least 1').max(100, 'limit is at most 100').default(20),
});
export type AdminReviewQuery = z.infer<typeof AdminReviewQuerySchema>;

export const AdminReviewListSchema = z.object({
  reviews: z.array(AdminReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** How many wait for moderation, for the console's tab. */
  pending: z.number().int(),
});

/** The owner's moderation: publish or hide (a reason is required to hide), and a public reply ('' removes it). */
export const ModerateReviewSchema = z
  .object({
    status: z.enum(['published', 'hidden'], { error: 'status must be published or hidden' }),
    reason: plainTextSchema('reason', { max: reviewLimits.reasonMax, noMarkup: true }).optional(),
    reply: plainTextSchema('reply', {
      min: 0,
      max: reviewLimits.replyMax,
      multiline: true,
      noMarkup: true,
    }).optional(),
  })
  .refine((body) => body.status !== 'hidden' || body.reason, {
    message: 'reason is required to hide a review',
    path: ['reason'],
  });
export type ModerateReview = z.infer<typeof ModerateReviewSchema>;

export const AdminReviewResponseSchema = z.object({ review: AdminReviewSchema });

export const ReviewSettingsSchema = z.object({
  autoPublish: z.boolean({ error: 'autoPublish must be true or false' }),
});
export const ReviewSettingsResponseSchema = z.object({ settings: ReviewSettingsSchema });
