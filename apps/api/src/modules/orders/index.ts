/** The orders module's public entry: placing and following orders, and the owner's side. */

export { attemptPricing, sellerOf, shopInfo } from './order-placement.ts';
export type { OrderPlacer } from './order-placer.ts';
export type { OrderRefunds } from './order-refunds.ts';
export { OrdersAdmin } from './orders.admin.ts';
export { ordersAdminRoutes } from './orders.admin-routes.ts';
export { toOrderJson } from './orders.mapper.ts';
export { loadOrderRecord, loadOrderRecords, setOrderPaymentStatus } from './orders.repo.ts';
export { ordersRoutes } from './orders.routes.ts';
export { OrdersService } from './orders.service.ts';
