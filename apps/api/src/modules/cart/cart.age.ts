import { ageGateMessages } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/raw.ts';
import { conflict } from '../../lib/errors.ts';
import { isAgeRestricted } from '../catalog/index.ts';

/** The session's 18+ answer, kept by the accounts module (its SessionService), passed in by app.ts. */
export interface AgeConfirmations {
  confirmAge(sessionId: string): Promise<void>;
  ageConfirmed(sessionId: string): Promise<boolean>;
}

/**
 * An age-restricted product goes into a cart only once the session confirmed being over 18
 * (docs/PRODUCT.md §7.4): 409 AGE_NOT_CONFIRMED with the gate's question otherwise. An unknown product
 * passes here and is refused by the cart as before.
 */
export async function assertAgeConfirmedFor(
  db: Executor,
  confirmations: AgeConfirmations,
  sessionId: string,
  productId: string,
) {
  if (!(await isAgeRestricted(db, productId)) || (await confirmations.ageConfirmed(sessionId))) return;
  throw conflict(ageGateMessages.refused, 'AGE_NOT_CONFIRMED');
}

/** The product of a bundle's first age-restricted component (by bundle id or slug), or null. */
export async function ageRestrictedComponent(db: Executor, bundleId: string): Promise<string | null> {
  const [row] = await rowsOf<{ productId: string }>(
    db,
    sql`SELECT p.id AS "productId" FROM bundles b JOIN bundle_items bi ON bi.bundle_id = b.id
      JOIN product_variants v ON v.id = bi.variant_id JOIN products p ON p.id = v.product_id
      WHERE (b.id = ${bundleId} OR b.slug = ${bundleId}) AND p.age_restricted LIMIT 1`,
  );
  return row?.productId ?? null;
}
