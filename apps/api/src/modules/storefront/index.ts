/** The storefront module's entry: the owner's marketing content for the home and landing pages (ADR 0030). */
export { storefrontAdminRoutes, storefrontRoutes } from './storefront.routes.ts';
export { StorefrontService } from './storefront.service.ts';
