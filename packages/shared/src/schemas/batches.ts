import { DayQuerySchema, IdSchema } from './common.ts';
import { plainTextSchema } from './text.ts';
import { z } from './zod.ts';

/** Days ahead within which the dashboard lists a batch as expiring (docs/PRODUCT.md, Batches). */
export const BATCH_EXPIRY_WARNING_DAYS = 60;
/** More units than one delivery of supplements ever brings: a typo, refused. */
export const MAX_BATCH_QUANTITY = 100_000;

/**
 * A batch of stock as the owner records it (docs/decisions/0036-batches-and-best-before.md): the variant
 * it is of, its number as printed on the pack, its best-before day and how many units came. That the
 * day is still ahead in India is the API's check (it knows the day); the form and the API share the rest.
 */
export const AdminBatchInputSchema = z.object({
  variantId: IdSchema,
  batch: plainTextSchema('Batch number', { max: 40, noMarkup: true }),
  bestBefore: DayQuerySchema,
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity is at least 1')
    .max(MAX_BATCH_QUANTITY, `Quantity is at most ${MAX_BATCH_QUANTITY.toLocaleString('en-IN')}`),
});
export type AdminBatchInput = z.infer<typeof AdminBatchInputSchema>;

/**
 * A recorded batch corrected (a typo in its number, its day or its count): the same rules as recording,
 * and the units received stay at least those already sold or written off (the API's check, it knows them).
 */
export const AdminBatchUpdateSchema = z.object({
  batch: AdminBatchInputSchema.shape.batch,
  bestBefore: DayQuerySchema,
  quantityReceived: AdminBatchInputSchema.shape.quantity,
});
export type AdminBatchUpdate = z.infer<typeof AdminBatchUpdateSchema>;

export const AdminBatchParamsSchema = z.object({ id: IdSchema, batchId: IdSchema });

export const AdminBatchSchema = z.object({
  id: z.string(),
  productId: z.string(),
  variantId: z.string(),
  /** The variant's label ("500 g · Mango"); empty for a product's only variant. */
  variantLabel: z.string(),
  sku: z.string(),
  batch: z.string(),
  /** `YYYY-MM-DD`, an India day. */
  bestBefore: z.string(),
  quantityReceived: z.number().int(),
  quantityLeft: z.number().int(),
  quantityWrittenOff: z.number().int(),
  receivedAt: z.string(),
  /** The best-before day has come: its units are no longer sold. */
  expired: z.boolean(),
});
export type AdminBatch = z.infer<typeof AdminBatchSchema>;

export const AdminBatchListSchema = z.object({ batches: z.array(AdminBatchSchema) });
export const AdminBatchResponseSchema = z.object({ batch: AdminBatchSchema });

/** A batch on the dashboard: units left whose best-before day is within the next 60 days. */
export const ExpiringBatchSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  variantLabel: z.string(),
  batch: z.string(),
  bestBefore: z.string(),
  quantityLeft: z.number().int(),
});
export type ExpiringBatch = z.infer<typeof ExpiringBatchSchema>;
