import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentSecrets } from '../../db/schema/payments.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  hmacHex,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderRefund,
  providerId,
  RefundCallError,
  type RefundRequest,
  signatureMatches,
} from './payment-provider.ts';

/** How long a sandbox refund stays `pending` before it is `processed`, as a bank takes a while. */
const SANDBOX_REFUND_DELAY_MS = 3000;

interface SandboxRefund extends ProviderRefund {
  key: string;
  body: string;
  createdAt: number;
}

const SANDBOX_KEY_ID = 'rzp_test_sandbox';
const SECRET_NAME = 'sandbox_key_secret';

/**
 * The key secret of this installation's sandbox: made once and kept in the database, so it survives
 * restarts and every node signs and checks with the same one.
 */
export async function sandboxSecret(db: Db): Promise<string> {
  const read = () => db.select().from(paymentSecrets).where(eq(paymentSecrets.name, SECRET_NAME));
  // Read first: every start after the first finds it, and a write at each start cost a PGlite restart
  // a flush to disk. Two nodes making it at once keep the first one written.
  const [kept] = await read();
  if (kept) return kept.value;
  await db
    .insert(paymentSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: paymentSecrets.name });
  const [row] = await read();
  return row!.value;
}

/**
 * A local stand-in for Razorpay when no keys are configured: order ids like Razorpay's, and payment
 * signatures made exactly as Razorpay makes them, so verification runs the same code either way.
 * Webhooks (for tests and tools) are signed with the same secret.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly keyId = SANDBOX_KEY_ID;
  readonly webhookConfigured = true;

  /** Refunds by payment id. In memory: the sandbox is for trying the shop on one node. */
  private readonly refunds = new Map<string, SandboxRefund[]>();

  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  /**
   * Razorpay's refund rules in small: the same idempotency key and body answer the same refund, the
   * same key with another body is refused, and no payment gives back more than it took. The refund is
   * `pending` at first and `processed` SANDBOX_REFUND_DELAY_MS later, which the refund worker sees.
   */
  async createRefund(request: RefundRequest): Promise<ProviderRefund> {
    const body = JSON.stringify([request.amountPaise, request.receipt, request.notes]);
    const list = this.refunds.get(request.paymentId) ?? [];
    const same = list.find((refund) => refund.key === request.idempotencyKey);
    if (same) {
      if (same.body !== body)
        throw new RefundCallError('refused', 'Idempotency key reused with another request');
      return this.view(same);
    }
    const refund: SandboxRefund = {
      id: providerId('rfnd'),
      paymentId: request.paymentId,
      amount: request.amountPaise,
      status: 'pending',
      notes: request.notes,
      key: request.idempotencyKey,
      body,
      createdAt: this.clock().getTime(),
    };
    this.refunds.set(request.paymentId, [...list, refund]);
    return this.view(refund);
  }

  async listRefunds(paymentId: string): Promise<ProviderRefund[]> {
    return (this.refunds.get(paymentId) ?? []).map((refund) => this.view(refund));
  }

  private view(refund: SandboxRefund): ProviderRefund {
    const processed = this.clock().getTime() - refund.createdAt >= SANDBOX_REFUND_DELAY_MS;
    return {
      id: refund.id,
      paymentId: refund.paymentId,
      amount: refund.amount,
      status: processed ? 'processed' : 'pending',
      notes: refund.notes,
    };
  }

  async createOrder(amountPaise: number): Promise<ProviderOrder> {
    return { id: providerId('order'), amount: amountPaise, currency: 'INR' };
  }

  /** What the sandbox payment window hands back on success, signed as Razorpay would. */
  pay(orderId: string): {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  } {
    const paymentId = providerId('pay');
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmacHex(this.secret, `${orderId}|${paymentId}`),
    };
  }

  verifySignature(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(hmacHex(this.secret, `${orderId}|${paymentId}`), signature);
  }

  verifyWebhook(rawBody: Buffer, signature: string): boolean {
    return signatureMatches(hmacHex(this.secret, rawBody), signature);
  }
}
