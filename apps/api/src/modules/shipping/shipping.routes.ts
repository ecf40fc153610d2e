import { PincodeCheckSchema, PincodeParamsSchema, ShippingTermsSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { ShippingChanges } from './shipping.cache.ts';
import { checkPincode } from './shipping.pincodes.ts';
import { shippingTerms } from './shipping.terms.ts';

/**
 * /api/shipping: the public pincode check and shipping terms, answered from memory (docs/ARCHITECTURE.md,
 * Shipping). Each is a lookup like the catalogue's, under the API's global per-address rate limit. This plugin also
 * keeps this node's shipping cache in step with the other nodes' writes.
 */
export const shippingRoutes: FastifyPluginAsyncZod<{ ctx: { database: Database; clock: Clock } }> = async (
  app,
  { ctx },
) => {
  const { database, clock } = ctx;
  const changes = new ShippingChanges(database);
  await changes.listen();
  app.addHook('onClose', () => changes.close());

  app.get(
    '/pincode/:pincode',
    {
      schema: {
        tags: ['shipping'],
        summary:
          'Whether a pincode is served, with Cash on Delivery or not, and the delivery date (India time)',
        params: PincodeParamsSchema,
        response: { 200: PincodeCheckSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => checkPincode(database.db, request.params.pincode, clock()),
  );

  app.get(
    '/terms',
    {
      schema: {
        tags: ['shipping'],
        summary:
          'The public part of the shipping rules (flat charge, free above, Cash on Delivery fee, whether COD is offered anywhere), for the storefront’s texts',
        response: { 200: ShippingTermsSchema, ...errorResponses(429) },
      },
    },
    async () => ({ terms: await shippingTerms(database.db) }),
  );
};
