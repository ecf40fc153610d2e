import {
  AdminBatchInputSchema,
  AdminBatchListSchema,
  AdminBatchParamsSchema,
  AdminBatchResponseSchema,
  AdminBatchUpdateSchema,
  AdminIdParamsSchema,
  AdminOkSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actor, adminOnly, errors, security } from '../admin/index.ts';
import type { BatchesAdmin } from './batches.admin.ts';

const tags = ['admin: batches'];

/** /api/admin/products/:id/batches: a product's batches and best-before days (ADR 0036). */
export const batchesAdminRoutes: FastifyPluginAsyncZod<{ ctx: { batchesAdmin: BatchesAdmin } }> = async (
  app,
  { ctx },
) => {
  adminOnly(app);
  const batches = ctx.batchesAdmin;

  app.get(
    '/products/:id/batches',
    {
      schema: {
        tags,
        summary: "The product's batches, the soonest best-before first",
        security,
        params: AdminIdParamsSchema,
        response: { 200: AdminBatchListSchema, ...errors(404) },
      },
    },
    (request) => batches.list(request.params.id),
  );

  app.post(
    '/products/:id/batches',
    {
      schema: {
        tags,
        summary:
          "Record a batch received: its units join the variant's stock (400 naming the field for a variant not of this product, an empty or long batch number, one already recorded for the variant, a best-before day not after today in India, a quantity below 1 or above 100,000)",
        security,
        params: AdminIdParamsSchema,
        body: AdminBatchInputSchema,
        response: { 200: AdminBatchResponseSchema, ...errors(400, 404) },
      },
    },
    (request) => batches.record(actor(request), request.params.id, request.body),
  );

  app.patch(
    '/products/:id/batches/:batchId',
    {
      schema: {
        tags,
        summary:
          "Correct a recorded batch's number, best-before day or units received; a change in units moves the variant's stock by the difference (400 naming the field for the recording's rules or fewer units than already sold; 409 BATCH_EXPIRED once its best-before day has come)",
        security,
        params: AdminBatchParamsSchema,
        body: AdminBatchUpdateSchema,
        response: { 200: AdminBatchResponseSchema, ...errors(400, 404, 409) },
      },
    },
    (request) => batches.correct(actor(request), request.params.id, request.params.batchId, request.body),
  );

  app.delete(
    '/products/:id/batches/:batchId',
    {
      schema: {
        tags,
        summary:
          'Delete a batch recorded by mistake: its units left leave the stock (409 BATCH_IN_USE once an order took units from it, BATCH_EXPIRED once expired)',
        security,
        params: AdminBatchParamsSchema,
        response: { 200: AdminOkSchema, ...errors(404, 409) },
      },
    },
    (request) => batches.remove(actor(request), request.params.id, request.params.batchId),
  );
};
