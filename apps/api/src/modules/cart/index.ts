/** The cart module's public entry. */

export { removeBundleFromCarts, removeProductFromCarts } from './cart.lines.ts';
export { cartRoutes } from './cart.routes.ts';
export { CartService } from './cart.service.ts';
