import { allocateDiscount, type GstSplit, splitGst } from './gst.ts';
import { formatDate } from './india-time.ts';
import { assertPaise, formatRupees, type Paise } from './money.ts';

/** The printed number of the n-th credit note of a financial year: 'CN/2026-27/0001'. */
export function formatCreditNoteNumber(financialYearLabel: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`Credit note sequence must be a whole number from 1: ${sequence}`);
  }
  return `CN/${financialYearLabel}/${String(sequence).padStart(4, '0')}`;
}

export type RefundStatus = 'pending' | 'processed' | 'failed';

/**
 * What is still refundable of a captured amount. Every refund counts, a failed one too: it is
 * retried, not replaced, so counting it keeps a retry and a new refund from paying twice.
 */
export function refundableRemaining(capturedPaise: Paise, refunds: { amountPaise: Paise }[]): Paise {
  assertPaise(capturedPaise);
  const taken = refunds.reduce((sum, refund) => sum + refund.amountPaise, 0);
  return Math.max(0, capturedPaise - taken);
}

/**
 * The order's payment status once its refunds have moved: `refund_pending` while one is pending or
 * failed (money still owed), or while a cancelled or returned order has not had all of it back;
 * `refunded` once processed refunds reach what was captured; otherwise it stays `paid` (a goodwill
 * or one-line refund of a kept order).
 */
export function paymentStatusAfterRefunds(input: {
  capturedPaise: Paise;
  orderStatus: string;
  refunds: { amountPaise: Paise; status: RefundStatus }[];
}): 'paid' | 'refund_pending' | 'refunded' {
  const { capturedPaise, orderStatus, refunds } = input;
  if (refunds.some((refund) => refund.status !== 'processed')) return 'refund_pending';
  const processed = refunds.reduce((sum, refund) => sum + refund.amountPaise, 0);
  if (processed >= capturedPaise) return 'refunded';
  if (orderStatus === 'cancelled' || orderStatus === 'returned') return 'refund_pending';
  return 'paid';
}

/** One line of the invoice as the credit note reverses it. */
export interface CreditLine extends GstSplit {
  index: number;
}

/**
 * The refunded amount spread over the invoice's lines in proportion to what each line was sold for
 * (largest remainders take the odd paise), then each share split into taxable value and CGST+SGST or
 * IGST at the line's own rate, exactly as the invoice split it. A full refund gives back each line
 * exactly; the shares always add up to the refund. The invoice's shipping and Cash on Delivery fee
 * lines are among the lines, so they are refunded in proportion too; `shippingPaise` is what the lines
 * cannot take (nothing when they add up to what was paid).
 */
export function creditNoteLines(
  lines: { amountPaise: Paise; gstRateBp: number }[],
  refundPaise: Paise,
  intraState: boolean,
): { lines: CreditLine[]; shippingPaise: Paise } {
  assertPaise(refundPaise);
  const linesTotal = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  if (refundPaise <= 0) throw new RangeError(`A refund must be more than zero: ${refundPaise}`);
  const onLines = Math.min(refundPaise, linesTotal);
  const shares = allocateDiscount(
    lines.map((line) => line.amountPaise),
    onLines,
  );
  return {
    lines: lines.map((line, index) => ({
      index: index + 1,
      ...splitGst(shares[index]!, line.gstRateBp, intraState),
    })),
    shippingPaise: refundPaise - onLines,
  };
}

/** Texts the customer reads about refunds (the 5–7 working days of the refund policy, docs/PRODUCT.md). */
export const refundMessages = {
  processed: (date: Date | string) => `Refunded on ${formatDate(date)}`,
  initiated: (amountPaise: Paise, date: Date | string) =>
    `Refund of ${formatRupees(amountPaise)} initiated on ${formatDate(date)}; it reaches your account in 5–7 working days`,
  amount: (amountPaise: Paise) => `${formatRupees(amountPaise)} back to you`,
} as const;
