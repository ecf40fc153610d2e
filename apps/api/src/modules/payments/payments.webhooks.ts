import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paymentAttempts, paymentEvents } from '../../db/schema/payments.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { PaymentsDeps, PaymentsService } from './payments.service.ts';

export type WebhookStatus = 'processed' | 'duplicate' | 'ignored' | 'needs_refund';

/** Reads `a.b.c` out of an untrusted JSON value. */
function dig(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * Razorpay's webhooks: a signature over the raw body, then the event, once. A captured payment whose
 * shopper never came back is completed through the same step as paymentverification.
 */
export class PaymentWebhooks {
  constructor(
    private readonly deps: PaymentsDeps,
    private readonly payments: PaymentsService,
  ) {}

  /**
   * Throws unless the raw bytes carry a valid signature: 503 without a webhook secret, 400 for a missing
   * or wrong one. The route calls it before parsing anything (ADR 0023).
   */
  verify(rawBody: Buffer, signature: string | undefined): void {
    const { provider } = this.deps;
    if (!provider?.webhookConfigured) {
      throw new AppError(
        503,
        'WEBHOOK_NOT_CONFIGURED',
        'Set RAZORPAY_WEBHOOK_SECRET to receive Razorpay webhooks',
      );
    }
    if (!signature || !provider.verifyWebhook(rawBody, signature)) {
      throw badRequest('The webhook signature does not match', 'WEBHOOK_SIGNATURE_INVALID');
    }
  }

  /** POST /payment/webhook: signature over the raw body first, then the event, once. */
  async receive(
    rawBody: Buffer,
    signature: string | undefined,
    eventId: string | undefined,
  ): Promise<WebhookStatus> {
    const { db } = this.deps;
    this.verify(rawBody, signature);
    let event: unknown;
    try {
      event = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw badRequest('The webhook body is not JSON', 'MALFORMED_JSON');
    }
    const id = eventId ?? createHash('sha256').update(rawBody).digest('hex');
    const [seen] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
    if (seen) return 'duplicate';
    const name = String(dig(event, 'event') ?? '');
    const status = await this.handleEvent(name, event);
    await db
      .insert(paymentEvents)
      .values({ id, event: name.slice(0, 100), receivedAt: this.deps.clock() })
      .onConflictDoNothing();
    return status;
  }

  private async handleEvent(name: string, event: unknown): Promise<WebhookStatus> {
    const { log } = this.deps;
    if (name === 'payment.captured' || name === 'order.paid') {
      const paymentId = dig(event, 'payload', 'payment', 'entity', 'id');
      const orderId =
        dig(event, 'payload', 'payment', 'entity', 'order_id') ??
        dig(event, 'payload', 'order', 'entity', 'id');
      if (typeof paymentId !== 'string' || typeof orderId !== 'string') return 'ignored';
      if (!(await this.payments.attempt(orderId))) return 'ignored';
      try {
        await this.payments.complete(orderId, paymentId);
        return 'processed';
      } catch (error) {
        if (error instanceof AppError && error.code === 'PAYMENT_REFUND_NEEDED') return 'needs_refund';
        throw error;
      }
    }
    if (name === 'payment.failed') {
      const orderId = dig(event, 'payload', 'payment', 'entity', 'order_id');
      if (typeof orderId !== 'string') return 'ignored';
      const reason = dig(event, 'payload', 'payment', 'entity', 'error_description');
      const failed = await this.payments.markFailed(
        eq(paymentAttempts.razorpayOrderId, orderId),
        typeof reason === 'string' ? reason.slice(0, 500) : 'payment failed',
        ['created'],
      );
      return failed ? 'processed' : 'ignored';
    }
    if (name === 'refund.processed' || name === 'refund.failed') {
      const entity = dig(event, 'payload', 'refund', 'entity');
      const paymentId = dig(entity, 'payment_id');
      const refundId = dig(entity, 'id');
      if (typeof paymentId !== 'string' || typeof refundId !== 'string') return 'ignored';
      const ours = dig(entity, 'notes', 'refund_id');
      const reason = dig(entity, 'error_description') ?? dig(entity, 'error', 'description');
      const changed = await this.deps.refunds.applyEvent({
        status: name === 'refund.processed' ? 'processed' : 'failed',
        providerRefundId: refundId,
        paymentId,
        refundId: typeof ours === 'string' ? ours : null,
        failureReason: typeof reason === 'string' ? reason.slice(0, 500) : null,
      });
      if (changed) log.info({ paymentId, refundId }, `${name} applied`);
      return changed ? 'processed' : 'ignored';
    }
    return 'ignored';
  }
}
