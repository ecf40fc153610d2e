/** What other features may use of payments (features meet only through these entries). */
export type { PaymentOutcome } from './payment-types';
export { payWithRazorpay } from './razorpay';
export { SandboxPaymentModal } from './sandbox-payment-modal';
