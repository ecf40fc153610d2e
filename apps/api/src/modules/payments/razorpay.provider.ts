import { paymentMessages } from '@shop/shared';
import { AppError } from '../../lib/errors.ts';
import {
  hmacHex,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderRefund,
  RefundCallError,
  type RefundRequest,
  signatureMatches,
} from './payment-provider.ts';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  /** https://api.razorpay.com unless RAZORPAY_API_URL says otherwise (tests point it at a fake server). */
  apiUrl?: string;
  timeoutMs?: number;
}

const providerError = () => new AppError(502, 'PAYMENT_PROVIDER_ERROR', paymentMessages.initFailed);

/** Reads a refund entity out of Razorpay's untrusted answer; null when it is not one. */
function toRefund(value: unknown): ProviderRefund | null {
  if (!value || typeof value !== 'object') return null;
  const entity = value as Record<string, unknown>;
  const status = entity.status;
  if (
    typeof entity.id !== 'string' ||
    typeof entity.payment_id !== 'string' ||
    typeof entity.amount !== 'number' ||
    (status !== 'pending' && status !== 'processed' && status !== 'failed')
  ) {
    return null;
  }
  const notes: Record<string, string> = {};
  if (entity.notes && typeof entity.notes === 'object' && !Array.isArray(entity.notes)) {
    for (const [key, note] of Object.entries(entity.notes)) if (typeof note === 'string') notes[key] = note;
  }
  return { id: entity.id, paymentId: entity.payment_id, amount: entity.amount, status, notes };
}

/** Razorpay's Orders and Refunds APIs over HTTPS with Basic auth, and its signature rules. */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay';
  readonly keyId: string;
  readonly webhookConfigured: boolean;

  constructor(private readonly options: RazorpayOptions) {
    this.keyId = options.keyId;
    this.webhookConfigured = Boolean(options.webhookSecret);
  }

  /** One call to Razorpay's API; a network failure or timeout throws as fetch does. */
  private async request(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: unknown }> {
    const base = (this.options.apiUrl ?? 'https://api.razorpay.com').replace(/\/+$/, '');
    const auth = Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64');
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Basic ${auth}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  }

  async createOrder(
    amountPaise: number,
    receipt: string,
    notes: Record<string, string>,
  ): Promise<ProviderOrder> {
    let response: { status: number; body: unknown };
    try {
      response = await this.request('POST', '/v1/orders', {
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes,
      });
    } catch (error) {
      throw Object.assign(providerError(), { cause: error });
    }
    const body = response.body as { id?: unknown; amount?: unknown; currency?: unknown } | null;
    if (
      response.status !== 200 ||
      typeof body?.id !== 'string' ||
      body.amount !== amountPaise ||
      body.currency !== 'INR'
    ) {
      throw Object.assign(providerError(), { cause: new Error(`Razorpay answered ${response.status}`) });
    }
    return { id: body.id, amount: amountPaise, currency: 'INR' };
  }

  async createRefund(request: RefundRequest): Promise<ProviderRefund> {
    let response: { status: number; body: unknown };
    try {
      response = await this.request(
        'POST',
        `/v1/payments/${encodeURIComponent(request.paymentId)}/refund`,
        { amount: request.amountPaise, speed: 'normal', receipt: request.receipt, notes: request.notes },
        { 'X-Refund-Idempotency': request.idempotencyKey },
      );
    } catch (error) {
      throw new RefundCallError('unknown', `Razorpay did not answer: ${(error as Error).message}`);
    }
    const refund = response.status === 200 ? toRefund(response.body) : null;
    if (refund) return refund;
    const description = (response.body as { error?: { description?: unknown } } | null)?.error?.description;
    const reason =
      typeof description === 'string' ? description.slice(0, 500) : `Razorpay answered ${response.status}`;
    // 409: a call with this key is still being processed; 429 and 5xx say nothing about the refund.
    const unknown =
      response.status === 409 || response.status === 429 || response.status >= 500 || response.status === 200;
    throw new RefundCallError(unknown ? 'unknown' : 'refused', reason);
  }

  async listRefunds(paymentId: string): Promise<ProviderRefund[]> {
    let response: { status: number; body: unknown };
    try {
      response = await this.request('GET', `/v1/payments/${encodeURIComponent(paymentId)}/refunds?count=100`);
    } catch (error) {
      throw new RefundCallError('unknown', `Razorpay did not answer: ${(error as Error).message}`);
    }
    const items = (response.body as { items?: unknown } | null)?.items;
    if (response.status !== 200 || !Array.isArray(items)) {
      throw new RefundCallError('unknown', `Razorpay answered ${response.status} to the refund list`);
    }
    return items.map(toRefund).filter((refund) => refund !== null);
  }

  verifySignature(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(hmacHex(this.options.keySecret, `${orderId}|${paymentId}`), signature);
  }

  verifyWebhook(rawBody: Buffer, signature: string): boolean {
    if (!this.options.webhookSecret) return false;
    return signatureMatches(hmacHex(this.options.webhookSecret, rawBody), signature);
  }
}
