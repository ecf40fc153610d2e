/** The promo module's public entry: promo codes and their redemptions. */
export { promoRoutes } from './promo.routes.ts';
export { PromoService, type ValidPromo } from './promo.service.ts';
