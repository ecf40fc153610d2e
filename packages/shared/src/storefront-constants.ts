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
