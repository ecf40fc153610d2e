/**
 * The policy facts of docs/PRODUCT.md §9 (cancellation, refunds, delivery, support hours), worded once so the
 * FAQ, policy, about, contact and order pages never disagree. (Candidates for packages/shared once
 * e-mails quote them too.)
 */
export const policy = {
  cancellation: 'You can cancel an order at any time before it is shipped.',
  replacementWindow: '48 hours of delivery',
  refundToBank: '5–7 working days',
  refundOnPaymentFailure: '72 hours',
  supportHours: '10 AM to 6 PM, Monday to Saturday',
  processing: 'within 24 hours',
  delivery: '3–5 business days',
  paymentMethods: 'Cash on Delivery and online payment (UPI, cards, net banking and wallets)',
} as const;
