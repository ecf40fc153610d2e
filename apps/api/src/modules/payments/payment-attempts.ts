import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { paymentAttempts } from '../../db/schema/payments.ts';

/**
 * A payment that never became an order has been given back (by the provider's refund, or by the owner
 * by hand): the refunds module decides, the payments module writes its own table. Only an attempt
 * still waiting for its refund changes; answers whether it did.
 */
export async function markAttemptRefunded(tx: Tx, attemptId: string, now: Date): Promise<boolean> {
  const changed = await tx
    .update(paymentAttempts)
    .set({ status: 'refunded', updatedAt: now })
    .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.status, 'needs_refund')))
    .returning({ id: paymentAttempts.id });
  return changed.length > 0;
}
