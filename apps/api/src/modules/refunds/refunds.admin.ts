import type { AdminRefund, AdminRefundCreate, AdminRefundRecord } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { orders } from '../../db/schema/orders.ts';
import { paymentAttempts } from '../../db/schema/payments.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { type AdminActor, recordAudit } from '../admin/index.ts';
import { setOrderPaymentStatus } from '../orders/index.ts';
import { markAttemptRefunded } from '../payments/index.ts';
import type { RefundsService } from './refunds.service.ts';

/**
 * The owner's refunds: an order's refunds, each written with its audit row in one transaction
 * (docs/decisions/0014), and the refunds due that the owner gives back by hand and marks done.
 */
export class RefundsAdmin {
  constructor(private readonly deps: { db: Db; clock: Clock; refunds: RefundsService }) {}

  list(orderId: string) {
    return this.deps.refunds.listForAdmin(orderId);
  }

  create(admin: SessionUser, orderId: string, body: AdminRefundCreate): Promise<AdminRefundRecord> {
    return this.deps.refunds.create(admin, orderId, body, (tx, refund) =>
      recordAudit(tx, admin, {
        action: 'refund.create',
        entity: 'order',
        entityId: orderId,
        before: null,
        after: {
          refundId: refund.id,
          amountPaise: refund.amountPaise,
          method: refund.method,
          reference: refund.reference,
          reason: refund.reason,
          creditNote: refund.creditNote?.number ?? null,
        },
      }),
    );
  }

  retry(admin: SessionUser, id: string): Promise<AdminRefundRecord> {
    return this.deps.refunds.retry(id, (tx, before, after) =>
      recordAudit(tx, admin, {
        action: 'refund.retry',
        entity: 'order',
        entityId: before.orderId ?? before.attemptId ?? before.id,
        before: { refundId: before.id, status: before.status, failureReason: before.failureReason },
        after: { refundId: after.id, status: after.status },
      }),
    );
  }

  /** Money owed back: paid orders cancelled or returned, and payments that never became an order. */
  async due(): Promise<AdminRefund[]> {
    const { db } = this.deps;
    const [owedOrders, owedPayments] = await Promise.all([
      db.select().from(orders).where(eq(orders.paymentStatus, 'refund_pending')).orderBy(orders.updatedAt),
      db
        .select({ attempt: paymentAttempts, email: users.email })
        .from(paymentAttempts)
        .innerJoin(users, eq(users.id, paymentAttempts.userId))
        .where(eq(paymentAttempts.status, 'needs_refund'))
        .orderBy(paymentAttempts.updatedAt),
    ]);
    return [
      ...owedOrders.map((order) => ({
        kind: 'order' as const,
        id: order.id,
        orderId: order.id,
        amountPaise: order.totalPaise,
        email: order.shipEmail,
        razorpayPaymentId: order.razorpayPaymentId,
        status: 'refund_pending' as const,
        since: order.updatedAt.toISOString(),
      })),
      ...owedPayments.map(({ attempt, email }) => ({
        kind: 'payment' as const,
        id: attempt.id,
        orderId: attempt.orderId,
        amountPaise: attempt.amountPaise,
        email,
        razorpayPaymentId: attempt.razorpayPaymentId,
        status: 'needs_refund' as const,
        since: attempt.updatedAt.toISOString(),
      })),
    ];
  }

  /** The owner gave the money back (in Razorpay's dashboard): the refund leaves the list. */
  async markRefunded(admin: AdminActor, kind: 'order' | 'payment', id: string): Promise<void> {
    const now = this.deps.clock();
    await this.deps.db.transaction(async (tx) => {
      const changed =
        kind === 'order'
          ? await setOrderPaymentStatus(tx, id, { to: 'refunded', from: 'refund_pending', now })
          : await markAttemptRefunded(tx, id, now);
      if (!changed)
        throw conflict('No refund is due there (already marked done, or none owed)', 'NO_REFUND_DUE');
      await recordAudit(tx, admin, {
        action: 'refund.done',
        entity: kind === 'order' ? 'order' : 'payment',
        entityId: id,
        before: { status: kind === 'order' ? 'refund_pending' : 'needs_refund' },
        after: { status: 'refunded' },
      });
    });
  }
}
