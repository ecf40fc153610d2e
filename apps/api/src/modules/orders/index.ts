/** The orders module's public entry. */
export type { OrderPlacer } from './order-placer.ts';
export { toOrderJson } from './orders.mapper.ts';
export { loadOrderRecord } from './orders.repo.ts';
export { ordersRoutes } from './orders.routes.ts';
export { OrdersService } from './orders.service.ts';
