/**
 * The home page's sections below its first screen, in one module so that the browser fetches them as
 * one chunk after the first screen (routes/home.tsx, and the featured products' cards in
 * featured-products.tsx); the server imports them like any other module.
 */
export { Benefits } from './benefits';
export { BestSeller } from './best-seller';
export { ComboCarousel } from './combo-carousel';
export { FeaturedCards } from './featured-cards';
export { LatestBlogs } from './latest-blogs';
export { Marquee } from './marquee';
export { PressQuotes } from './press-quotes';
export { Testimonials } from './testimonials';
export { TrustBadges } from './trust-badges';
export { WhyUs } from './why-us';
