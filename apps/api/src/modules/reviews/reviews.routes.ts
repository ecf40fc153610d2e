import multipart from '@fastify/multipart';
import {
  HelpfulVoteSchema,
  MyReviewResponseSchema,
  MyReviewSavedSchema,
  ReviewIdParamsSchema,
  ReviewInputSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewPhotoResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { errorResponses, bearerSecurity as security } from '../../lib/route-schemas.ts';
import { requireUser } from '../../plugins/auth.ts';
import { byAccount, type Limit, limitBy } from '../../plugins/rate-limit-store.ts';
import { type CatalogService, sendCached } from '../catalog/index.ts';
import { reviewListKey } from './reviews.cache.ts';
import type { ReviewsService } from './reviews.service.ts';

const tags = ['reviews'];

/** Per address, on top of the global limit: a family shares one, a bot filling the store does not get far. */
const reviewPhotoRateLimit = { max: 30, timeWindow: 10 * 60_000 };
/** Per account: three photos a review and a few retries, for a customer reviewing several products. */
export const reviewPhotoAccountLimit: Limit = { max: 20, windowMinutes: 60 };
/**
 * Review writes (a first review, edits) per account: a customer writes and corrects a few; more would
 * only clear the catalogue's cache over and over (a published rating moving clears it on every node).
 */
export const reviewWriteAccountLimit: Limit = { max: 10, windowMinutes: 60 };

/**
 * Reviews on the storefront (docs/PRODUCT.md, Reviews): the published list of a product for anyone,
 * a customer's own review (written once, then edited with PUT .../reviews/mine), photos and helpful votes.
 */
export const reviewsRoutes: FastifyPluginAsyncZod<{
  ctx: { config: Config; reviews: ReviewsService; catalog: CatalogService };
}> = async (app, { ctx }) => {
  const { reviews, catalog } = ctx;
  const writesPerAccount = limitBy(
    app,
    'review-writes-account',
    reviewWriteAccountLimit,
    byAccount,
    'review changes from your account',
  );
  const photosPerAccount = limitBy(
    app,
    'review-photos-account',
    reviewPhotoAccountLimit,
    byAccount,
    'photo uploads from your account',
  );
  await app.register(multipart, {
    limits: { fileSize: ctx.config.UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: true,
  });

  app.get(
    '/product/:id/reviews',
    {
      schema: {
        tags,
        summary:
          'A product’s published reviews (newest or most helpful first, paged) with the average, count and 5★…1★ distribution',
        params: ReviewIdParamsSchema,
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { sort, page, limit } = request.query;
      // From the catalogue's cache: built once per product, order and page until a write forgets it.
      const cached = await catalog.cached(`${reviewListKey(id)}${sort}:${page}:${limit}`, () =>
        reviews.list(id, request.query),
      );
      return sendCached(request, reply, cached);
    },
  );

  app.get(
    '/product/:id/reviews/mine',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'The signed-in customer’s own review of the product (any state) and whether they may write one',
        security,
        params: ReviewIdParamsSchema,
        response: { 200: MyReviewResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return reviews.mine(request.user!.id, request.params.id);
    },
  );

  app.post(
    '/product/:id/reviews',
    {
      preHandler: [requireUser, writesPerAccount],
      schema: {
        tags,
        summary:
          'Review a product you received (an order of yours with it was delivered): 403 NOT_A_BUYER otherwise, 400 ALREADY_REVIEWED for a second one',
        security,
        params: ReviewIdParamsSchema,
        body: ReviewInputSchema,
        response: { 201: MyReviewSavedSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ review: await reviews.create(request.user!.id, request.params.id, request.body) }),
  );

  app.put(
    '/product/:id/reviews/mine',
    {
      preHandler: [requireUser, writesPerAccount],
      schema: {
        tags,
        summary: 'Edit your review of the product: it goes back to moderation unless reviews publish at once',
        security,
        params: ReviewIdParamsSchema,
        body: ReviewInputSchema,
        response: { 200: MyReviewSavedSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const review = await reviews.update(request.user!.id, request.params.id, request.body);
      // A published review's new words show in the cached list (a moved rating cleared it all already).
      await catalog.forget(reviewListKey(request.params.id));
      return { review };
    },
  );

  app.post(
    '/reviews/:id/helpful',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Mark a published review helpful (once per signed-in customer; again changes nothing)',
        security,
        params: ReviewIdParamsSchema,
        response: { 200: HelpfulVoteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { helpfulCount, productId, counted } = await reviews.helpful(request.user!.id, request.params.id);
      if (counted) await catalog.forget(reviewListKey(productId));
      return { helpfulCount, voted: true as const };
    },
  );

  app.post(
    '/reviews/photos',
    {
      config: { rateLimit: reviewPhotoRateLimit },
      preHandler: [requireUser, photosPerAccount],
      schema: {
        tags,
        summary:
          'Upload a review photo (multipart field "file") if you have received an order (403 NOT_A_BUYER otherwise): checked to be a real image, stored as WebP; send its _id in your review’s images',
        security,
        consumes: ['multipart/form-data'],
        response: { 201: ReviewPhotoResponseSchema, ...errorResponses(400, 401, 403, 413, 429) },
      },
    },
    async (request, reply) => {
      await reviews.mayUploadPhotos(request.user!.id);
      const file = await request.file().catch((error: { statusCode?: number }) => {
        if (error.statusCode) throw error;
        throw badRequest('Send the photo as multipart/form-data', 'NOT_MULTIPART');
      });
      if (file?.fieldname !== 'file')
        throw badRequest('Attach the photo in a field named file', 'FILE_MISSING', [
          { field: 'file', message: 'is required' },
        ]);
      const input = await file.toBuffer();
      const image = await reviews.storePhoto(request.user!.id, input).catch((error: unknown) => {
        // The media module's refusal (not an image, too small, too large) names no field: this is it.
        if (error instanceof AppError && error.statusCode === 400 && !error.details)
          throw badRequest(error.message, error.code, [{ field: 'file', message: error.message }]);
        throw error;
      });
      return reply.status(201).send({ image });
    },
  );
};
