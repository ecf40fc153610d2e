export { ordersView, shipmentsAction, shipmentsLoader } from './admin-shipments.server';
export { loadTracking } from './tracking.server';
