import {
  paymentMessages,
  type SandboxOrderResponse,
  type SandboxPay,
  type SandboxPayResponse,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { paymentAttempts } from '../../db/schema/payments.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { PaymentsDeps, PaymentsService } from './payments.service.ts';
import { SandboxProvider } from './sandbox.provider.ts';

/** What the web app's local payment window calls when no Razorpay keys are configured. */
export class SandboxPayments {
  constructor(
    private readonly deps: PaymentsDeps,
    private readonly payments: PaymentsService,
  ) {}

  /** GET /payment/sandbox/order/:id: what the local payment window shows (the owner only). */
  async order(user: SessionUser, id: string): Promise<SandboxOrderResponse> {
    this.provider();
    const attempt = await this.payments.attempt(id);
    if (!attempt || attempt.userId !== user.id || attempt.provider !== 'sandbox') {
      throw notFound('Payment order not found', 'PAYMENT_NOT_FOUND');
    }
    return {
      order: {
        id: attempt.razorpayOrderId,
        amount: attempt.amountPaise,
        currency: 'INR',
        status: attempt.status,
        createdAt: attempt.createdAt.toISOString(),
      },
      shopName: this.deps.config.SHOP_NAME,
      methods: ['upi', 'card', 'netbanking', 'wallet'],
    };
  }

  /**
   * POST /payment/sandbox/pay: the local window's Pay or Fail button. Success answers what Razorpay
   * Checkout hands its success handler (signed with this installation's secret); failure answers its
   * `error` object with status 200 and marks the attempt failed (a later success may still follow).
   * A lapsed attempt can no longer be paid (409 PAYMENT_EXPIRED), as Razorpay Checkout's timeout.
   */
  async pay(user: SessionUser, body: SandboxPay): Promise<SandboxPayResponse> {
    const sandbox = this.provider();
    const attempt = await this.payments.attempt(body.razorpay_order_id);
    if (!attempt || attempt.userId !== user.id || attempt.provider !== 'sandbox') {
      throw notFound('Payment order not found', 'PAYMENT_NOT_FOUND');
    }
    if (attempt.status === 'paid' || attempt.status === 'needs_refund') {
      throw conflict('This payment order has already been paid', 'PAYMENT_ALREADY_DONE');
    }
    if (attempt.expiresAt && this.deps.clock() > attempt.expiresAt) {
      throw new AppError(409, 'PAYMENT_EXPIRED', paymentMessages.expired);
    }
    if (body.outcome === 'success') return sandbox.pay(attempt.razorpayOrderId);
    const failedPaymentId = sandbox.pay(attempt.razorpayOrderId).razorpay_payment_id;
    await this.payments.markFailed(
      eq(paymentAttempts.id, attempt.id),
      `sandbox ${body.method} payment failed`,
    );
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: attempt.razorpayOrderId, payment_id: failedPaymentId },
      },
    };
  }

  private provider(): SandboxProvider {
    const { provider } = this.deps;
    if (!(provider instanceof SandboxProvider)) {
      throw notFound('The payment sandbox is off: Razorpay is configured', 'SANDBOX_DISABLED');
    }
    return provider;
  }
}
