import {
  AdminReviewListSchema,
  AdminReviewQuerySchema,
  AdminReviewResponseSchema,
  ModerateReviewSchema,
  ReviewIdParamsSchema,
  ReviewSettingsResponseSchema,
  ReviewSettingsSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actor, adminOnly, errors, security } from '../admin/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { ReviewsAdmin } from './reviews.admin.ts';
import { reviewListKey } from './reviews.cache.ts';

const tags = ['admin: reviews'];

/** /api/admin/reviews: the owner's moderation queue and switch (docs/decisions/0029-review-moderation.md). */
export const reviewsAdminRoutes: FastifyPluginAsyncZod<{
  ctx: { reviewsAdmin: ReviewsAdmin; catalog: CatalogService };
}> = async (app, { ctx }) => {
  adminOnly(app);
  const admin = ctx.reviewsAdmin;

  app.get(
    '/reviews',
    {
      schema: {
        tags,
        summary: 'Reviews in one state (pending by default), oldest first, paged, with how many wait',
        security,
        querystring: AdminReviewQuerySchema,
        response: { 200: AdminReviewListSchema, ...errors(400) },
      },
    },
    async (request) => admin.list(request.query),
  );

  app.patch(
    '/reviews/:id',
    {
      schema: {
        tags,
        summary:
          'Publish or hide a review (a reason is required to hide) and set the public reply ("" removes it); the product’s rating follows',
        security,
        params: ReviewIdParamsSchema,
        body: ModerateReviewSchema,
        response: { 200: AdminReviewResponseSchema, ...errors(400, 404) },
      },
    },
    async (request) => {
      const review = await admin.moderate(actor(request), request.params.id, request.body);
      // A reply or a state shows in the product's cached list even when the rating did not move.
      await ctx.catalog.forget(reviewListKey(review.product.id));
      return { review };
    },
  );

  app.get(
    '/reviews/settings',
    {
      schema: {
        tags,
        summary: 'Whether new and edited reviews are published without moderation (off by default)',
        security,
        response: { 200: ReviewSettingsResponseSchema, ...errors() },
      },
    },
    async () => ({ settings: await admin.settings() }),
  );

  app.put(
    '/reviews/settings',
    {
      schema: {
        tags,
        summary: 'Turn publishing without moderation on or off',
        security,
        body: ReviewSettingsSchema,
        response: { 200: ReviewSettingsResponseSchema, ...errors(400) },
      },
    },
    async (request) => ({ settings: await admin.saveSettings(actor(request), request.body) }),
  );
};
