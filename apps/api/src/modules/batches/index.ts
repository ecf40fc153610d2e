/**
 * The batches module's public entry (docs/decisions/0036-batches-and-best-before.md): the owner's
 * batches, first-expiry-first-out allocation for order placement, restocking a cancelled order's units,
 * the batches an invoice prints, the expiry sweep and the dashboard's expiring batches.
 */
export { BatchesAdmin } from './batches.admin.ts';
export { batchesAdminRoutes } from './batches.admin-routes.ts';
export { batchesOfItems, restockOrderLines, takeFromBatches } from './batches.allocation.ts';
export { BatchExpirySweep, expiringBatches } from './batches.expiry.ts';
