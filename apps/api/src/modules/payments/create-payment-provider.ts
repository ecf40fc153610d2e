import { type Config, onlinePaymentMode } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { RazorpayProvider } from './razorpay.provider.ts';
import { SandboxProvider, sandboxSecret } from './sandbox.provider.ts';

/** Razorpay when its keys are configured, the sandbox where allowed (`onlinePaymentMode`), else none. */
export async function createPaymentProvider(
  config: Config,
  db: Db,
  clock: Clock,
): Promise<PaymentProvider | null> {
  const mode = onlinePaymentMode(config);
  if (mode === 'razorpay') {
    return new RazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID!,
      keySecret: config.RAZORPAY_KEY_SECRET!,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: config.RAZORPAY_API_URL,
      timeoutMs: config.RAZORPAY_TIMEOUT_MS,
    });
  }
  if (mode === 'sandbox') return new SandboxProvider(await sandboxSecret(db), clock);
  return null;
}
