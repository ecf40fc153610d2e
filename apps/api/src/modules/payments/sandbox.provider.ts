import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentSecrets } from '../../db/schema/index.ts';
import {
  hmacHex,
  type PaymentProvider,
  type ProviderOrder,
  providerId,
  signatureMatches,
} from './payment-provider.ts';

const SANDBOX_KEY_ID = 'rzp_test_sandbox';
const SECRET_NAME = 'sandbox_key_secret';

/**
 * The key secret of this installation's sandbox: made once and kept in the database, so it survives
 * restarts and every node signs and checks with the same one.
 */
export async function sandboxSecret(db: Db): Promise<string> {
  await db
    .insert(paymentSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: paymentSecrets.name });
  const [row] = await db.select().from(paymentSecrets).where(eq(paymentSecrets.name, SECRET_NAME));
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

  constructor(private readonly secret: string) {}

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
