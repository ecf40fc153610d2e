import type { AdminRefundCreate, AdminRefundRecord } from '@shop/shared';
import type { SessionUser } from '../../plugins/auth.ts';
import type { RefundsService } from '../refunds/index.ts';
import { recordAudit } from './audit.ts';

/** The owner's refunds: each one written with its audit row in one transaction (docs/decisions/0014). */
export class AdminRefunds {
  constructor(private readonly refunds: RefundsService) {}

  list(orderId: string) {
    return this.refunds.listForAdmin(orderId);
  }

  create(admin: SessionUser, orderId: string, body: AdminRefundCreate): Promise<AdminRefundRecord> {
    return this.refunds.create(admin, orderId, body, (tx, refund) =>
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
    return this.refunds.retry(id, (tx, before, after) =>
      recordAudit(tx, admin, {
        action: 'refund.retry',
        entity: 'order',
        entityId: before.orderId ?? before.attemptId ?? before.id,
        before: { refundId: before.id, status: before.status, failureReason: before.failureReason },
        after: { refundId: after.id, status: after.status },
      }),
    );
  }
}
