/** The refunds module's public entry: refunds through the provider or by hand, and GST credit notes. */
export { refundsRoutes } from './refunds.routes.ts';
export { RefundsService } from './refunds.service.ts';
export { RefundWorker } from './refunds.worker.ts';
