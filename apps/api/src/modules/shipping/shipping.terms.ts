import type { PublicShipping } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shippingPincodes } from '../../db/schema/shipping.ts';
import { shippingCache } from './shipping.cache.ts';
import { shippingRules } from './shipping.settings.ts';

/**
 * The public part of the owner's rules, which the storefront's shipping texts follow (docs/PRODUCT.md,
 * Shipping). Every page's frame reads it, so it is kept in memory and dropped by every rules save and
 * pincode upload, here and on the other nodes (shipping.cache.ts).
 */
const termsCache = shippingCache<PublicShipping>(async (db) => {
  const [rules, [coverage]] = await Promise.all([
    shippingRules(db),
    // No table: all of India has Cash on Delivery; else some row must offer it.
    db
      .select({
        cod: sql<boolean>`NOT EXISTS (SELECT 1 FROM ${shippingPincodes}) OR EXISTS (SELECT 1 FROM ${shippingPincodes} WHERE ${shippingPincodes.cod})`,
      })
      .from(sql`(SELECT 1) AS one`),
  ]);
  return Object.freeze({
    flatPaise: rules.flatPaise,
    freeAbovePaise: rules.freeAbovePaise,
    codFeePaise: rules.codFeePaise,
    cod: Boolean(coverage?.cod),
  });
});

export function shippingTerms(db: Executor): Promise<PublicShipping> {
  return termsCache.get(db);
}
