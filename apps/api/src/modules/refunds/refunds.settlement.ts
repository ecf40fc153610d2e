import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { paymentAttempts } from '../../db/schema/payments.ts';
import { type RefundRow, refunds } from '../../db/schema/refunds.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailService } from '../mail/index.ts';
import { shopInfo } from '../orders/index.ts';
import { markAttemptRefunded, type PaymentProvider, type RefundEvent } from '../payments/index.ts';
import { refundProcessedEmail } from './refunds.emails.ts';
import { refundMethodText } from './refunds.mapper.ts';
import { creditNoteRef, syncOrder } from './refunds.repo.ts';

/**
 * The provider's word on a refund: its answer to the refund worker (refunds.worker.ts) or a signed
 * refund.processed / refund.failed webhook, applied once to the refund, its order and its e-mail.
 */

export interface SettlementDeps {
  db: Db;
  config: Config;
  clock: Clock;
  provider: PaymentProvider | null;
  mail: MailService;
}

/** What the provider said about one refund: its id and where it stands. */
export interface ProviderOutcome {
  providerRefundId: string | null;
  status: 'pending' | 'processed' | 'failed';
  failureReason: string | null;
}

/**
 * Applies the provider's word once: the row is locked after its order, and a refund already
 * processed never changes again.
 */
export async function settle(
  deps: SettlementDeps,
  id: string,
  outcome: ProviderOutcome,
  pollAt: Date | null,
): Promise<boolean> {
  const { db, clock, mail } = deps;
  const [peek] = await db.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, id));
  if (!peek) return false;
  const changed = await db.transaction(async (tx) => {
    // Order first, then refund: the same lock order as creating one.
    if (peek.orderId)
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, peek.orderId)).for('update');
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
    if (!row || row.status === 'processed') return false;
    if (row.status === 'failed' && outcome.status !== 'processed') return false;
    const now = clock();
    const providerRefundId = outcome.providerRefundId ?? row.providerRefundId;
    if (outcome.status === 'pending') {
      await tx
        .update(refunds)
        .set({
          providerRefundId,
          outcomeUnknown: false,
          // The provider answered: only calls whose outcome stays unknown count towards giving up.
          attempts: 0,
          lockedUntil: null,
          nextAttemptAt: pollAt ?? now,
          updatedAt: now,
        })
        .where(eq(refunds.id, id));
      return false;
    }
    const [updated] = await tx
      .update(refunds)
      .set({
        providerRefundId,
        status: outcome.status,
        outcomeUnknown: false,
        lockedUntil: null,
        updatedAt: now,
        ...(outcome.status === 'processed'
          ? { processedAt: now, failureReason: null, failedAt: null }
          : { failedAt: now, failureReason: (outcome.failureReason ?? 'The refund failed').slice(0, 500) }),
      })
      .where(eq(refunds.id, id))
      .returning();
    if (updated!.orderId) await syncOrder(tx, clock, updated!.orderId);
    if (updated!.attemptId && outcome.status === 'processed') {
      await markAttemptRefunded(tx, updated!.attemptId, now);
    }
    if (outcome.status === 'processed') await mailProcessed(tx, deps, updated!);
    return true;
  });
  if (changed) mail.kick();
  return changed;
}

/** refund.processed and refund.failed webhooks; replays and strangers change nothing. */
export async function applyEvent(deps: SettlementDeps, event: RefundEvent): Promise<boolean> {
  const { db } = deps;
  const [row] = event.refundId
    ? await db.select().from(refunds).where(eq(refunds.id, event.refundId))
    : await db.select().from(refunds).where(eq(refunds.providerRefundId, event.providerRefundId));
  if (!row || row.paymentId !== event.paymentId) return false;
  // A late failure of an earlier try (the owner has retried since) says nothing about this one.
  if (event.status === 'failed' && row.providerRefundId !== event.providerRefundId) return false;
  return settle(
    deps,
    row.id,
    { providerRefundId: event.providerRefundId, status: event.status, failureReason: event.failureReason },
    null,
  );
}

async function mailProcessed(tx: Tx, deps: SettlementDeps, row: RefundRow): Promise<void> {
  const how = refundMethodText(row, deps.provider?.name ?? 'razorpay');
  const shop = shopInfo(deps.config);
  if (row.orderId) {
    const [order] = await tx
      .select({ email: orders.shipEmail })
      .from(orders)
      .where(eq(orders.id, row.orderId));
    await deps.mail.enqueue(tx, refundProcessedEmail(order!.email, row, how, shop, creditNoteRef(row)));
    return;
  }
  const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, row.attemptId!));
  if (attempt) {
    await deps.mail.enqueue(tx, refundProcessedEmail(attempt.shippingAddress.email, row, how, shop, null));
  }
}
