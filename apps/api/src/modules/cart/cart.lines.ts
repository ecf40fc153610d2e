import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cartBundles, cartItems } from '../../db/schema/cart.ts';

/**
 * An archived product leaves every cart, in the transaction that archives it (the catalogue's admin
 * side); with `variantIds`, only those removed variants of it do.
 */
export async function removeProductFromCarts(
  tx: Tx,
  productId: string,
  variantIds?: string[],
): Promise<void> {
  if (variantIds) {
    if (variantIds.length > 0) await tx.delete(cartItems).where(inArray(cartItems.variantId, variantIds));
    return;
  }
  await tx.delete(cartItems).where(eq(cartItems.productId, productId));
}

/** An archived bundle leaves every cart, in the transaction that archives it (the bundles' admin side). */
export async function removeBundleFromCarts(tx: Tx, bundleId: string): Promise<void> {
  await tx.delete(cartBundles).where(eq(cartBundles.bundleId, bundleId));
}
