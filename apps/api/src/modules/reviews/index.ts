/** The reviews module's entry (docs/PRODUCT.md, Reviews; docs/decisions/0029-review-moderation.md). */

export { ReviewsAdmin } from './reviews.admin.ts';
export { reviewsAdminRoutes } from './reviews.admin-routes.ts';
export { ReviewInviteWorker } from './reviews.invites.ts';
export { reviewsRoutes } from './reviews.routes.ts';
export { ReviewsService } from './reviews.service.ts';
