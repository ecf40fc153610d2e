import { AdminIdParamsSchema, AdminOkSchema } from '../schemas/admin.ts';
import {
  AdminBatchInputSchema,
  AdminBatchListSchema,
  AdminBatchParamsSchema,
  AdminBatchResponseSchema,
  AdminBatchUpdateSchema,
} from '../schemas/batches.ts';
import type { RouteTable } from './route.ts';

/** A product's batches and best-before days (docs/decisions/0036-batches-and-best-before.md). */
export const batchesRoutes = {
  'GET /admin/products/:id/batches': { params: AdminIdParamsSchema, response: AdminBatchListSchema },
  'POST /admin/products/:id/batches': {
    params: AdminIdParamsSchema,
    body: AdminBatchInputSchema,
    response: AdminBatchResponseSchema,
  },
  'PATCH /admin/products/:id/batches/:batchId': {
    params: AdminBatchParamsSchema,
    body: AdminBatchUpdateSchema,
    response: AdminBatchResponseSchema,
  },
  'DELETE /admin/products/:id/batches/:batchId': { params: AdminBatchParamsSchema, response: AdminOkSchema },
} satisfies RouteTable;
