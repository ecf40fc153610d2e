/** What other features may use of the info pages (features meet only through these entries). */
export { BlogCard, type BlogPostSummary } from './blog-card';
export { policy } from './shop-policy';
