import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cartItems } from '../../db/schema/cart.ts';

/** An archived product leaves every cart, in the transaction that archives it (the catalogue's admin side). */
export async function removeProductFromCarts(tx: Tx, productId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.productId, productId));
}
