/**
 * The policy facts of SPEC.md §9, worded once so the FAQ, policy, about and contact pages never
 * disagree. (Candidates for packages/shared once checkout and e-mails quote them too.)
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

export const brand = {
  founded: 2020,
  mission:
    'To make authentic Ayurvedic and wellness supplements easy to trust and easy to buy for every household in India, with honest labels and fair prices.',
  vision:
    'A country where everyday wellness starts with time-tested herbs, sound science and good advice — not guesswork.',
} as const;
