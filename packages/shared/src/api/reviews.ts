import {
  AdminReviewListSchema,
  AdminReviewQuerySchema,
  AdminReviewResponseSchema,
  HelpfulVoteSchema,
  ModerateReviewSchema,
  MyReviewResponseSchema,
  MyReviewSavedSchema,
  ReviewIdParamsSchema,
  ReviewInputSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewPhotoResponseSchema,
  ReviewSettingsResponseSchema,
  ReviewSettingsSchema,
} from '../schemas/reviews.ts';
import type { RouteTable } from './route.ts';

export const reviewsRoutes = {
  'GET /product/:id/reviews': {
    params: ReviewIdParamsSchema,
    query: ReviewListQuerySchema,
    response: ReviewListSchema,
  },
  'POST /product/:id/reviews': {
    params: ReviewIdParamsSchema,
    body: ReviewInputSchema,
    response: MyReviewSavedSchema,
  },
  'GET /product/:id/reviews/mine': { params: ReviewIdParamsSchema, response: MyReviewResponseSchema },
  'PUT /product/:id/reviews/mine': {
    params: ReviewIdParamsSchema,
    body: ReviewInputSchema,
    response: MyReviewSavedSchema,
  },
  'POST /reviews/photos': { response: ReviewPhotoResponseSchema },
  'POST /reviews/:id/helpful': { params: ReviewIdParamsSchema, response: HelpfulVoteSchema },
  'GET /admin/reviews': { query: AdminReviewQuerySchema, response: AdminReviewListSchema },
  'PATCH /admin/reviews/:id': {
    params: ReviewIdParamsSchema,
    body: ModerateReviewSchema,
    response: AdminReviewResponseSchema,
  },
  'GET /admin/reviews/settings': { response: ReviewSettingsResponseSchema },
  'PUT /admin/reviews/settings': { body: ReviewSettingsSchema, response: ReviewSettingsResponseSchema },
} satisfies RouteTable;
