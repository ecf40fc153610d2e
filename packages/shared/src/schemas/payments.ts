import { TotalsSchema } from './cart.ts';
import { CouponCodeSchema, ShippingAddressInputSchema } from './orders.ts';
import { plainTextSchema } from './text.ts';
import { z } from './zod.ts';

/** Texts of docs/PRODUCT.md §8 for paying online: the checkout page shows one for every outcome. */
export const paymentMessages = {
  success: 'Payment successful! Order placed successfully.',
  failed: 'Payment failed. Try again.',
  cancelled: 'Payment was cancelled. You can try again.',
  windowClosed: 'Payment window was closed. You can try again.',
  initFailed: 'Payment initialization failed. Please try again.',
  sdkFailed: 'Razorpay SDK failed to load. Are you online?',
  keyFailed: 'Failed to get Razorpay key',
  createFailed: 'Failed to create payment order',
  verifyFailed: 'Failed to verify payment',
  signatureInvalid: 'We could not confirm this payment. If money was deducted it will be refunded.',
  nothingToPay: 'This order is free with your promo code: place it with Cash on Delivery.',
  unavailable: 'Online payment is not available right now. Please choose Cash on Delivery.',
  soldOutAfterPayment:
    'Sorry, an item sold out while you were paying, so the order was not placed. Your payment will be refunded to your original payment method in 5–7 working days.',
  promoGoneAfterPayment:
    'Sorry, your promo code could no longer be used when your payment arrived, so the order was not placed. Your payment will be refunded to your original payment method in 5–7 working days.',
  expired: 'This payment has expired. Please go back to the checkout and pay again.',
} as const;

const paymentProviders = ['razorpay', 'sandbox'] as const;
export const sandboxPaymentMethods = ['upi', 'card', 'netbanking', 'wallet'] as const;

export const PaymentKeyResponseSchema = z.object({
  key: z.string(),
  provider: z.enum(paymentProviders),
});

/**
 * POST /payment/checkout. The amount a client sends is ignored: the server charges its own total of
 * the cart. The shipping address is needed now because a paid order may be completed by a webhook
 * after the shopper has gone.
 */
export const PaymentCheckoutSchema = z.object({
  amount: z.unknown().optional().describe('Ignored: the server charges its own total of the cart'),
  couponCode: CouponCodeSchema,
  shippingAddress: ShippingAddressInputSchema,
});

export const PaymentCheckoutResponseSchema = z.object({
  success: z.literal(true),
  /** As Razorpay's Orders API answers: amount in paise. */
  order: z.object({ id: z.string(), amount: z.number().int(), currency: z.literal('INR') }),
  key: z.string(),
  provider: z.enum(paymentProviders),
  totals: TotalsSchema,
  /** Ready-made options for Razorpay Checkout (or the sandbox window). */
  checkout: z.object({
    name: z.string(),
    description: z.string(),
    prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  }),
});
export type PaymentCheckout = z.infer<typeof PaymentCheckoutSchema>;
export type PaymentCheckoutResponse = z.infer<typeof PaymentCheckoutResponseSchema>;

const RazorpayId = (label: string) => plainTextSchema(label, { max: 64 });

export const PaymentVerificationSchema = z.object({
  razorpay_order_id: RazorpayId('razorpay_order_id'),
  razorpay_payment_id: RazorpayId('razorpay_payment_id'),
  razorpay_signature: plainTextSchema('razorpay_signature', { max: 256 }),
});
export type PaymentVerification = z.infer<typeof PaymentVerificationSchema>;

export const SandboxOrderParamsSchema = z.object({ id: RazorpayId('id') });

export const paymentAttemptStatuses = ['created', 'paid', 'failed', 'needs_refund', 'refunded'] as const;

/** GET /payment/sandbox/order/:id, for the local payment window to show what is being paid. */
export const SandboxOrderResponseSchema = z.object({
  order: z.object({
    id: z.string(),
    amount: z.number().int(),
    currency: z.literal('INR'),
    status: z.enum(paymentAttemptStatuses),
    createdAt: z.string(),
  }),
  shopName: z.string(),
  methods: z.array(z.enum(sandboxPaymentMethods)),
});
export type SandboxOrderResponse = z.infer<typeof SandboxOrderResponseSchema>;

export const SandboxPaySchema = z.object({
  razorpay_order_id: RazorpayId('razorpay_order_id'),
  method: z.enum(sandboxPaymentMethods, {
    error: `method must be one of ${sandboxPaymentMethods.join(', ')}`,
  }),
  outcome: z.enum(['success', 'failure'], { error: 'outcome must be success or failure' }),
});
export type SandboxPay = z.infer<typeof SandboxPaySchema>;

/** What Razorpay Checkout hands its success handler. */
const PaymentSuccessSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});

/** What Razorpay Checkout hands its payment.failed handler (`response.error`). */
const PaymentFailureSchema = z.object({
  error: z.object({
    code: z.literal('BAD_REQUEST_ERROR'),
    description: z.literal('Payment failed'),
    source: z.string(),
    step: z.string(),
    reason: z.literal('payment_failed'),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});

export const SandboxPayResponseSchema = z.union([PaymentSuccessSchema, PaymentFailureSchema]);
export type SandboxPayResponse = z.infer<typeof SandboxPayResponseSchema>;

export const WebhookResponseSchema = z.object({
  status: z.enum(['processed', 'duplicate', 'ignored', 'needs_refund']),
});
