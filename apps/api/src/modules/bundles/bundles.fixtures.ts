import type { FastifyInstance } from 'fastify';
import { call } from '../orders/orders.fixtures.ts';

/** Creates a bundle as the owner would (POST /admin/bundles); throws unless it worked. */
export async function createBundle(
  app: FastifyInstance,
  adminToken: string,
  body: {
    name?: string;
    pricePaise: number;
    active?: boolean;
    items: { variantId: string; quantity: number }[];
  },
): Promise<{ id: string; slug: string; version: number }> {
  const response = await call(app, 'POST', '/admin/bundles', adminToken, {
    name: body.name ?? `Bundle ${Math.random().toString(36).slice(2, 8)}`,
    description: 'Better together',
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`create bundle failed: ${response.body}`);
  return response.json().bundle;
}

/** Adds `quantity` bundles to the shopper's cart; throws unless it worked. */
export async function addBundleToCart(app: FastifyInstance, token: string, bundleId: string, quantity = 1) {
  const response = await call(app, 'POST', '/cart/addToCart', token, { bundleId, quantity, mode: 'add' });
  if (response.statusCode !== 200) throw new Error(`add bundle failed: ${response.body}`);
  return response.json();
}
