/** The reviews feature (docs/PRODUCT.md, Reviews): the product page's section and rating line. */
export { RatingLine } from './rating-line';
export { ReviewsSection } from './reviews-section';
