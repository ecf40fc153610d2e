import type { Executor } from '../../db/client.ts';
import { cartActivity } from '../../db/schema/cart-activity.ts';

/**
 * Stamps the time a shopper took something out of the cart. A line added or changed stamps itself
 * (`updated_at`); a removal leaves nothing behind, and the cart reminders must know the cart changed
 * (docs/decisions/0032-cart-reminders.md).
 */
export async function markCartChanged(executor: Executor, userId: string, at: Date): Promise<void> {
  await executor
    .insert(cartActivity)
    .values({ userId, changedAt: at })
    .onConflictDoUpdate({ target: cartActivity.userId, set: { changedAt: at } });
}
