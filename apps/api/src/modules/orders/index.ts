/** The orders module's public entry. */
export { sellerOf, shopInfo } from './order-placement.ts';
export type { OrderPlacer } from './order-placer.ts';
export type { OrderRefunds } from './order-refunds.ts';
export { toOrderJson } from './orders.mapper.ts';
export { loadOrderRecord } from './orders.repo.ts';
export { ordersRoutes } from './orders.routes.ts';
export { OrdersService } from './orders.service.ts';
