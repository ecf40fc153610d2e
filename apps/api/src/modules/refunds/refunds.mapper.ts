import type { AdminRefundRecord, Refund } from '@shop/shared';
import { toRupees } from '@shop/shared';
import type { RefundRow } from '../../db/schema/refunds.ts';

/** The customer's view of a refund; the credit note's URL is the API path the owner and admin may read. */
export function toRefundJson(row: RefundRow): Refund {
  return {
    id: row.id,
    amountPaise: row.amountPaise,
    amount: toRupees(row.amountPaise),
    status: row.status,
    method: row.method,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    failedAt: row.failedAt?.toISOString() ?? null,
    creditNote:
      row.orderId && row.creditNoteSeq && row.creditNoteNumber
        ? {
            number: row.creditNoteNumber,
            date: row.createdAt.toISOString(),
            url: `/api/order/${row.orderId}/credit-notes/${row.creditNoteSeq}.pdf`,
          }
        : null,
  };
}

export function toAdminRefundJson(row: RefundRow, createdByEmail: string | null): AdminRefundRecord {
  return {
    ...toRefundJson(row),
    reason: row.reason,
    reference: row.reference,
    providerRefundId: row.providerRefundId,
    failureReason: row.status === 'failed' ? row.failureReason : null,
    createdBy: row.createdBy,
    createdByEmail,
  };
}

/** How the money goes back, as the credit note and the e-mails say it. */
export function refundMethodText(row: RefundRow, providerName: string): string {
  switch (row.method) {
    case 'provider':
      return `to the original payment method (${providerName === 'sandbox' ? 'payment sandbox' : 'Razorpay'} ${row.paymentId ?? ''})`.replace(
        ' )',
        ')',
      );
    case 'upi':
      return `by UPI (reference ${row.reference})`;
    case 'bank_transfer':
      return `by bank transfer (reference ${row.reference})`;
    case 'cash':
      return `in cash (receipt ${row.reference})`;
  }
}
