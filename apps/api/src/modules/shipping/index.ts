/**
 * The shipping module's entry (docs/ARCHITECTURE.md, Shipping): the owner's rules and pincode table,
 * the public pincode check, and what the cart, checkout and orders read of them.
 */
export { shippingAdminRoutes } from './shipping.admin-routes.ts';
export { checkPincode } from './shipping.pincodes.ts';
export { shippingRoutes } from './shipping.routes.ts';
export { shippingRules } from './shipping.settings.ts';
