/** Texts of docs/PRODUCT.md §8 that both the API and the pages show; one place so they never drift. */
export const messages = {
  productsFailed: 'Failed to fetch products',
  productFailed: 'Failed to fetch product details',
  categoriesFailed: 'Failed to fetch categories',
  productsByCategoryFailed: 'Failed to fetch products by category',
  noProducts: 'No products found',
  outOfStock: 'Out of Stock',
  inStock: 'In Stock',
  userNotLoggedIn: 'User not logged in',
} as const;

/** docs/PRODUCT.md §9 constants used by more than one side. */
export const limits = {
  adultAge: 18,
  bannerSeconds: 5,
  testimonialSeconds: 6,
  marqueeSeconds: 18,
  homeBlogCount: 3,
  bestSellerWords: 30,
} as const;

/**
 * The 18+ gate of age-restricted products (docs/PRODUCT.md §7.4): its text, and what the server answers
 * an add to cart made before the session confirmed (409 AGE_NOT_CONFIRMED).
 */
export const ageGateMessages = {
  title: 'Are you over 18?',
  text: 'This product is meant for adults only. Please confirm your age to continue.',
  refused:
    'Are you over 18? This product is meant for adults only: please confirm your age to add it to your cart.',
} as const;

/** How long a review's parts may be (docs/PRODUCT.md, Reviews). */
export const reviewLimits = {
  titleMax: 120,
  textMax: 4000,
  photos: 3,
  replyMax: 2000,
  reasonMax: 300,
} as const;
