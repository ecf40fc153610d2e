/**
 * The home page's sections below its first screen, in one module so that the browser fetches them as
 * one chunk after the first screen (routes/home.tsx, and the featured products' cards in
 * featured-products.tsx); the server imports them like any other module. Those without behaviour are
 * static islands (static-sections.tsx).
 */
export { BestSeller } from './best-seller';
export { BundlesRow } from './bundles-row';
export { FeaturedCards } from './featured-cards';
export {
  StaticBenefits,
  StaticLatestBlogs,
  StaticMarquee,
  StaticPressQuotes,
  StaticTrustBadges,
  StaticWhyUs,
} from './static-sections';
export { Testimonials } from './testimonials';
