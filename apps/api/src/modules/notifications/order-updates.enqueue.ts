import { type OrderUpdateEvent, orderUpdateMessage } from '@shop/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { notificationConsents, orderUpdates } from '../../db/schema/notifications.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';

/** What the caller knows of the event: a shipment's courier, AWB and tracking link when it has them. */
export interface OrderUpdateInput {
  orderId: string;
  event: OrderUpdateEvent;
  courier?: string | null;
  awb?: string | null;
  trackingUrl?: string | null;
}

/**
 * Writes the order update in the caller's transaction when the order's customer has chosen WhatsApp or
 * SMS (and still has an account): a rolled-back order sends nothing, and the unique (order, event) key
 * makes a second call for the same event a no-op. Answers the row's id, or null when nothing is sent.
 */
export async function enqueueOrderUpdate(
  tx: Tx,
  deps: { clock: Clock; shopName: string },
  input: OrderUpdateInput,
): Promise<string | null> {
  const [found] = await tx
    .select({
      userId: orders.userId,
      shipName: orders.shipName,
      totalPaise: orders.totalPaise,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      channel: notificationConsents.channel,
      phone: notificationConsents.phone,
    })
    .from(orders)
    .innerJoin(notificationConsents, eq(notificationConsents.userId, orders.userId))
    .innerJoin(users, and(eq(users.id, orders.userId), isNull(users.deletedAt)))
    .where(eq(orders.id, input.orderId));
  if (!found || found.channel === 'none' || !found.phone) return null;
  const message = orderUpdateMessage(input.event, {
    shopName: deps.shopName,
    customerName: found.shipName,
    orderId: input.orderId,
    totalPaise: found.totalPaise,
    amountDuePaise: found.paymentMethod === 'cod' && found.paymentStatus === 'pending' ? found.totalPaise : 0,
    courier: input.courier,
    awb: input.awb,
    trackingUrl: input.trackingUrl,
  });
  const now = deps.clock();
  const [row] = await tx
    .insert(orderUpdates)
    .values({
      id: newId(),
      orderId: input.orderId,
      userId: found.userId,
      event: input.event,
      channel: found.channel,
      phone: found.phone,
      template: message.template,
      variables: message.variables,
      body: message.text,
      createdAt: now,
      nextAttemptAt: now,
    })
    .onConflictDoNothing({ target: [orderUpdates.orderId, orderUpdates.event] })
    .returning({ id: orderUpdates.id });
  return row?.id ?? null;
}
