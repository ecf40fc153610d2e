import type { OrderUpdatesChoice, OrderUpdatesResponse } from '@shop/shared';
import { OrderUpdatesChoiceSchema } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notificationConsentLog, notificationConsents, orderUpdates } from '../../db/schema/notifications.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { OrderUpdatesWorker } from './notifications.worker.ts';
import { enqueueOrderUpdate, type OrderUpdateInput } from './order-updates.enqueue.ts';

export interface NotificationsDeps {
  db: Db;
  clock: Clock;
  shopName: string;
  worker: OrderUpdatesWorker;
}

type Choice = OrderUpdatesResponse['orderUpdates'];

/**
 * Order updates by WhatsApp or SMS: the customer's choice (with its record) and the outbox the worker
 * sends from. Other modules write updates with `enqueueOrderUpdate(tx, …)` inside their transaction
 * and call `kick()` after the commit, as with e-mail.
 */
export class NotificationsService {
  constructor(private readonly deps: NotificationsDeps) {}

  /** Writes the update of one order event in the caller's transaction, if its customer wants updates. */
  enqueueOrderUpdate(tx: Tx, input: OrderUpdateInput): Promise<string | null> {
    return enqueueOrderUpdate(tx, this.deps, input);
  }

  /** After the caller's commit: the worker sends what was written. */
  kick(): void {
    this.deps.worker.kick();
  }

  async choice(userId: string): Promise<Choice> {
    const [row] = await this.deps.db
      .select()
      .from(notificationConsents)
      .where(eq(notificationConsents.userId, userId));
    return row
      ? { channel: row.channel, phone: row.phone, since: row.updatedAt.toISOString() }
      : { channel: 'none', phone: null, since: null };
  }

  /**
   * Records the customer's choice and keeps it in the log; choosing `none` also withdraws the updates
   * still waiting to be sent, so an opt-out stops the next message, not only later orders'.
   */
  async choose(userId: string, input: OrderUpdatesChoice): Promise<Choice> {
    const { channel, phone, source } = OrderUpdatesChoiceSchema.parse(input);
    const kept = channel === 'none' ? null : (phone ?? null);
    const now = this.deps.clock();
    await this.deps.db.transaction(async (tx) => {
      await tx
        .insert(notificationConsents)
        .values({ userId, channel, phone: kept, updatedAt: now })
        .onConflictDoUpdate({
          target: notificationConsents.userId,
          set: { channel, phone: kept, updatedAt: now },
        });
      await tx
        .insert(notificationConsentLog)
        .values({ id: newId(), userId, channel, phone: kept, source, at: now });
      if (channel === 'none') {
        await tx
          .update(orderUpdates)
          .set({ status: 'cancelled', lastError: 'The customer opted out' })
          .where(and(eq(orderUpdates.userId, userId), eq(orderUpdates.status, 'pending')));
      }
    });
    return { channel, phone: kept, since: now.toISOString() };
  }
}
