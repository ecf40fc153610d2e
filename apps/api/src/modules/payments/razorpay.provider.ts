import { paymentMessages } from '@shop/shared';
import { AppError } from '../../lib/errors.ts';
import { hmacHex, type PaymentProvider, type ProviderOrder, signatureMatches } from './payment-provider.ts';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  /** https://api.razorpay.com unless RAZORPAY_API_URL says otherwise (tests point it at a fake server). */
  apiUrl?: string;
  timeoutMs?: number;
}

const providerError = () => new AppError(502, 'PAYMENT_PROVIDER_ERROR', paymentMessages.initFailed);

/** Razorpay's Orders API over HTTPS with Basic auth, and its signature rules. */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay';
  readonly keyId: string;
  readonly webhookConfigured: boolean;

  constructor(private readonly options: RazorpayOptions) {
    this.keyId = options.keyId;
    this.webhookConfigured = Boolean(options.webhookSecret);
  }

  async createOrder(
    amountPaise: number,
    receipt: string,
    notes: Record<string, string>,
  ): Promise<ProviderOrder> {
    const base = (this.options.apiUrl ?? 'https://api.razorpay.com').replace(/\/+$/, '');
    const auth = Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(`${base}/v1/orders`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${auth}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw Object.assign(providerError(), { cause: error });
    }
    const body = (await response.json().catch(() => null)) as {
      id?: unknown;
      amount?: unknown;
      currency?: unknown;
    } | null;
    if (
      !response.ok ||
      typeof body?.id !== 'string' ||
      body.amount !== amountPaise ||
      body.currency !== 'INR'
    ) {
      throw Object.assign(providerError(), { cause: new Error(`Razorpay answered ${response.status}`) });
    }
    return { id: body.id, amount: amountPaise, currency: 'INR' };
  }

  verifySignature(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(hmacHex(this.options.keySecret, `${orderId}|${paymentId}`), signature);
  }

  verifyWebhook(rawBody: Buffer, signature: string): boolean {
    if (!this.options.webhookSecret) return false;
    return signatureMatches(hmacHex(this.options.webhookSecret, rawBody), signature);
  }
}
