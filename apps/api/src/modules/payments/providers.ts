import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import { RazorpayProvider } from './razorpay.provider.ts';
import { SandboxProvider, sandboxSecret } from './sandbox.provider.ts';

/** Razorpay when its key id and secret are configured, else this installation's sandbox. */
export async function createPaymentProvider(config: Config, db: Db): Promise<PaymentProvider> {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return new RazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: config.RAZORPAY_API_URL,
    });
  }
  return new SandboxProvider(await sandboxSecret(db));
}
