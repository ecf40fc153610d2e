/** The payments module's public entry: online payment with Razorpay or the local sandbox. */
export { createPaymentProvider } from './create-payment-provider.ts';
export { markAttemptRefunded } from './payment-attempts.ts';
export {
  type PaymentProvider,
  type ProviderRefund,
  RefundCallError,
} from './payment-provider.ts';
export type { PaymentRefunds, RefundEvent } from './payment-refunds.ts';
export { paymentsRoutes } from './payments.routes.ts';
export { PaymentsService } from './payments.service.ts';
export { PaymentWebhooks } from './payments.webhooks.ts';
export { SandboxPayments } from './sandbox.payments.ts';
