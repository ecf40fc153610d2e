/**
 * The shipping module's entry (docs/ARCHITECTURE.md, Shipping): the owner's rules and pincode table,
 * the public pincode check, and what the cart, checkout and orders read of them.
 */

// Shipments booked and tracked (docs/decisions/0026-shipping-providers-and-shipments.md).
export { createShippingProvider } from './create-shipping-provider.ts';
export { shipmentsAdminRoutes } from './shipments.admin-routes.ts';
export { ShipmentsService } from './shipments.service.ts';
export { shippingAdminRoutes } from './shipping.admin-routes.ts';
export { checkPincode } from './shipping.pincodes.ts';
export { shippingRoutes } from './shipping.routes.ts';
export { shippingRules } from './shipping.settings.ts';
export { ShippingWorker } from './shipping.worker.ts';
export { shippingTrackingRoutes } from './shipping-tracking.routes.ts';
