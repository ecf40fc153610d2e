/** The promo module's public entry: promo codes and their redemptions, and the owner's side. */
export { PromoAdmin } from './promo.admin.ts';
export { promoAdminRoutes } from './promo.admin-routes.ts';
export { promoRoutes } from './promo.routes.ts';
export { PromoService, type ValidPromo } from './promo.service.ts';
