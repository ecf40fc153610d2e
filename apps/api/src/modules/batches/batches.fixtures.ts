import { type AdminBatch, addIndiaDays, indiaDay } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { adminCall } from '../admin/admin.fixtures.ts';

/** The India day `days` after `now`'s (a best-before date). */
export const indiaDayIn = (now: Date, days: number) => addIndiaDays(indiaDay(now), days);

/** Records a batch of a product's default variant as the owner would; throws unless it worked. */
export async function recordBatch(
  app: FastifyInstance,
  adminToken: string,
  input: { productId: string; batch: string; bestBefore: string; quantity: number },
): Promise<AdminBatch> {
  const { productId, ...rest } = input;
  const response = await adminCall(app, 'POST', `/products/${productId}/batches`, adminToken, {
    variantId: productId,
    ...rest,
  });
  if (response.statusCode !== 200) throw new Error(`record batch failed: ${response.body}`);
  return response.json().batch;
}
