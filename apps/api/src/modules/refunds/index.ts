/** The refunds module's public entry: refunds through the provider or by hand, and GST credit notes. */
export { RefundsAdmin } from './refunds.admin.ts';
export { refundsAdminRoutes } from './refunds.admin-routes.ts';
export { refundsRoutes } from './refunds.routes.ts';
export { RefundsService } from './refunds.service.ts';
export { RefundWorker } from './refunds.worker.ts';
