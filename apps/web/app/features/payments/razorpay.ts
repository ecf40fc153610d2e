import type { PaymentVerification } from '@shop/shared';
import type { PaymentOutcome } from './payment-types';

const scriptUrl = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<boolean> | null = null;

/** Loads Razorpay Checkout's script once; false when it cannot be fetched (offline, blocked). */
function loadRazorpay(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => resolve(Boolean(window.Razorpay));
    script.onerror = () => {
      script.remove();
      loading = null;
      resolve(false);
    };
    document.body.append(script);
  });
  return loading;
}

export interface RazorpayPayment {
  key: string;
  amount: number;
  orderId: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
}

/**
 * Opens Razorpay Checkout for a payment order and settles when it ends: the success handler's ids
 * and signature, or closed (modal.ondismiss). A failed attempt is reported at once through
 * `onFailedAttempt` (the shopper may retry inside the modal), and closing after one counts as failed.
 */
export async function payWithRazorpay(
  payment: RazorpayPayment,
  onFailedAttempt: (description?: string) => void,
): Promise<PaymentOutcome> {
  if (!(await loadRazorpay()) || !window.Razorpay) return { kind: 'sdk-failed' };
  const Razorpay = window.Razorpay;
  return new Promise<PaymentOutcome>((resolve) => {
    let failed = false;
    let settled = false;
    const settle = (outcome: PaymentOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const checkout = new Razorpay({
      key: payment.key,
      amount: payment.amount,
      currency: 'INR',
      order_id: payment.orderId,
      name: payment.name,
      description: payment.description,
      prefill: payment.prefill,
      method: { upi: true, card: true, netbanking: true, wallet: true },
      theme: { color: '#2b5927' },
      handler: (response: PaymentVerification) => settle({ kind: 'success', response }),
      modal: {
        ondismiss: () => settle(failed ? { kind: 'failed', shown: true } : { kind: 'closed' }),
      },
    });
    checkout.on('payment.failed', (response) => {
      failed = true;
      onFailedAttempt(response.error?.description);
    });
    checkout.open();
  });
}
