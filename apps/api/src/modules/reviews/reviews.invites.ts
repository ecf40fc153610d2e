import { shortOrderId } from '@shop/shared';
import { and, asc, eq, gt, isNotNull, isNull, lte, not, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { reviewInvites } from '../../db/schema/reviews.ts';
import { BatchWorker } from '../../lib/batch-worker.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EmailPreferences } from '../email-preferences/index.ts';
import { type MailService, renderEmail } from '../mail/index.ts';

const DAY_MS = 86_400_000;
/** The invitation goes this long after delivery: the customer has had time to try the product. */
export const INVITE_AFTER_DAYS = 3;
/** Deliveries older than this are never invited (a shop turning this on does not mail its whole past). */
const INVITE_WITHIN_DAYS = 30;
const BATCH = 20;
/** An invitation that failed this many times is given up (recorded unsent), so it stops heading every pass. */
const MAX_TRIES = 3;

export interface ReviewInviteWorkerOptions {
  db: Db;
  clock: Clock;
  config: Config;
  mail: MailService;
  emailPreferences: EmailPreferences;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

/**
 * Invites a review a few days after delivery, once per order (docs/decisions/0029-review-moderation.md).
 * Each pass finds delivered orders due with no invitation and whose customer has not opted out of
 * review invitations; per order, one transaction records the invitation under its key (the order id,
 * unique) and writes the e-mail to the outbox, so two nodes never send one twice and a rolled-back pass
 * sends none. Only an order still delivered (not being returned) of an account not deleted is invited,
 * asked again with the opt-out inside that transaction. One order failing is logged and the others go on;
 * after MAX_TRIES it is given up. Delivery and its retries are the mail worker's.
 */
export class ReviewInviteWorker {
  private readonly worker: BatchWorker;
  /** Failures per order on this node (a pass retries them; MAX_TRIES gives one up). */
  private readonly failures = new Map<string, number>();

  constructor(private readonly options: ReviewInviteWorkerOptions) {
    this.worker = new BatchWorker({
      name: 'review invite worker',
      pass: () => this.pass(),
      log: options.log,
      // Due times are days apart: once an hour is prompt enough.
      intervalMs: options.intervalMs ?? 3_600_000,
    });
  }

  start(): void {
    this.worker.start();
  }

  /** Sends every invitation due now; tests await it instead of waiting for the timer. */
  flush(): Promise<void> {
    return this.worker.flush();
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }

  private async pass(): Promise<number> {
    const { db, clock, emailPreferences } = this.options;
    const now = clock().getTime();
    const due = await db
      .select({ orderId: orders.id, userId: orders.userId, email: users.email, firstName: users.firstName })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(reviewInvites, eq(reviewInvites.orderId, orders.id))
      .where(
        and(
          isNotNull(orders.deliveredAt),
          lte(orders.deliveredAt, new Date(now - INVITE_AFTER_DAYS * DAY_MS)),
          gt(orders.deliveredAt, new Date(now - INVITE_WITHIN_DAYS * DAY_MS)),
          isNull(reviewInvites.orderId),
          ...this.stillWanted(emailPreferences.optedOutSql(orders.userId, 'review_invite')),
        ),
      )
      .orderBy(asc(orders.deliveredAt))
      .limit(BATCH);
    let handled = 0;
    for (const order of due) {
      try {
        await this.invite(order);
        this.failures.delete(order.orderId);
        handled += 1;
      } catch (error) {
        await this.failed(order, error);
      }
    }
    // Failures are not counted: a batch of only failing orders ends the run until the next interval.
    return handled;
  }

  /** An order whose customer still wants the invitation: still delivered, account kept, not opted out. */
  private stillWanted(optedOut: SQL) {
    return [eq(orders.status, 'delivered'), isNull(users.deletedAt), not(optedOut)];
  }

  private async failed(order: { orderId: string; userId: string }, error: unknown) {
    const { db, log } = this.options;
    const tries = (this.failures.get(order.orderId) ?? 0) + 1;
    log.error({ err: error, orderId: order.orderId, tries }, 'review invitation failed');
    if (tries < MAX_TRIES) {
      this.failures.set(order.orderId, tries);
      return;
    }
    this.failures.delete(order.orderId);
    log.error({ orderId: order.orderId }, 'review invitation given up');
    // Recorded with no e-mail: the order is no longer due, so it stops heading every pass.
    await db
      .insert(reviewInvites)
      .values({ orderId: order.orderId, userId: order.userId })
      .onConflictDoNothing()
      .catch((recordError: unknown) => log.error({ err: recordError }, 'review invitation not given up'));
  }

  private async invite(order: { orderId: string; userId: string; email: string; firstName: string }) {
    const { db, mail, emailPreferences } = this.options;
    const unsubscribe = await emailPreferences.unsubscribeLink(order.userId, 'review_invite');
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(reviewInvites)
        .values({ orderId: order.orderId, userId: order.userId })
        .onConflictDoNothing()
        .returning({ orderId: reviewInvites.orderId });
      if (claimed.length === 0) return;
      // Asked again under the claim: a return requested, an account deleted or an opt-out since the
      // pass read the order leaves it claimed and unsent.
      const [still] = await tx
        .select({ orderId: orders.id })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(
          and(
            eq(orders.id, order.orderId),
            ...this.stillWanted(emailPreferences.optedOutSql(orders.userId, 'review_invite')),
          ),
        );
      if (!still) return;
      const items = await tx
        .select({ productId: orderItems.productId, name: orderItems.name })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, order.orderId), isNotNull(orderItems.productId)))
        .orderBy(asc(orderItems.position));
      if (items.length === 0) return;
      await mail.enqueue(tx, {
        ...this.message(order, items, unsubscribe.url),
        headers: unsubscribe.headers,
      });
    });
  }

  private message(
    order: { orderId: string; email: string; firstName: string },
    items: { productId: string | null; name: string }[],
    unsubscribeUrl: string,
  ) {
    const { config } = this.options;
    const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
    const ref = shortOrderId(order.orderId);
    const { html, text } = renderEmail({
      shopName: config.SHOP_NAME,
      heading: `How are you finding your order ${ref}, ${order.firstName}?`,
      paragraphs: [
        'Your order was delivered a few days ago. A short review helps other customers choose, and it helps us too.',
        ...items.map(
          (item) =>
            `${item.name}: ${new URL(`/ProductDetailsById/${item.productId}#reviews`, base).toString()}`,
        ),
        `You can stop these invitations at any time: ${unsubscribeUrl}`,
      ],
    });
    return { to: order.email, subject: `How was your order ${ref}? – ${config.SHOP_NAME}`, text, html };
  }
}
