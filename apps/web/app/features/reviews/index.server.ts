export { type PageReviews, reviewsAction, reviewsForPage } from './reviews.server';
