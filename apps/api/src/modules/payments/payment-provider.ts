import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A payment order at the provider, as Razorpay's Orders API answers it (amount in paise). */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: 'INR';
}

/** A refund at the provider, as Razorpay's Refunds API answers it (amount in paise). */
export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  notes: Record<string, string>;
}

/** One refund call: the same key and the same body on every retry of it (X-Refund-Idempotency). */
export interface RefundRequest {
  paymentId: string;
  amountPaise: number;
  receipt: string;
  notes: Record<string, string>;
  idempotencyKey: string;
}

/**
 * A refund call that did not give a refund. `unknown`: timeout, network error, 5xx, 409 or 429 (the
 * provider may have made it: ask before calling again); `refused`: a 4xx that says it never will.
 */
export class RefundCallError extends Error {
  constructor(
    readonly outcome: 'unknown' | 'refused',
    message: string,
  ) {
    super(message);
    this.name = 'RefundCallError';
  }
}

/** Razorpay or the local sandbox: the same flow and the same signature rules. */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'sandbox';
  /** The public key id the checkout script is opened with. */
  readonly keyId: string;
  /** Whether webhooks can be checked (Razorpay needs RAZORPAY_WEBHOOK_SECRET). */
  readonly webhookConfigured: boolean;
  createOrder(amountPaise: number, receipt: string, notes: Record<string, string>): Promise<ProviderOrder>;
  /** HMAC-SHA256 of `order_id|payment_id` with the key secret, compared in constant time. */
  verifySignature(orderId: string, paymentId: string, signature: string): boolean;
  /** HMAC-SHA256 of the raw webhook body with the webhook secret, compared in constant time. */
  verifyWebhook(rawBody: Buffer, signature: string): boolean;
  /** POST /v1/payments/{id}/refund; throws RefundCallError. */
  createRefund(request: RefundRequest): Promise<ProviderRefund>;
  /** GET /v1/payments/{id}/refunds: what the provider already has for the payment. */
  listRefunds(paymentId: string): Promise<ProviderRefund[]>;
}

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of a hex signature with the expected one (any other shape is simply false). */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(givenHex) || givenHex.length !== expectedHex.length) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex.toLowerCase(), 'hex'));
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay-shaped ids: a prefix and 14 random letters and digits ('order_Nb3xY...', 'pay_...'). */
export function providerId(prefix: 'order' | 'pay' | 'rfnd'): string {
  const bytes = randomBytes(14);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}
