/**
 * A product's published reviews are served from the catalogue's cache (docs/decisions/0029-review-moderation.md,
 * Reading reviews): one body per product, order, page and size, under this prefix, which a write that
 * shows in the list forgets (CatalogService.forget) without clearing the rest of the catalogue.
 */
export const reviewListKey = (productId: string) => `reviews:${productId}:`;
