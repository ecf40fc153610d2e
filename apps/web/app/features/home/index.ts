/**
 * The entry of the home feature: what other features may use of it (features meet only through these
 * entries, never through each other's files). The storefront editor previews the owner's content with
 * the home page's own sections; the home route uses the feature's files.
 */
export { Marquee } from './marquee';
export { PromoBanner } from './promo-banner';
export { Testimonials } from './testimonials';
