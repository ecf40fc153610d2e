import type { PaymentVerification } from '@shop/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type FakeAnswer, fakeApiContext } from '../../../test/fake-api';
import { sandboxMessageType, sandboxWindowPath, toOutcome } from './payment-types';
import { payWithRazorpay, type RazorpayPayment } from './razorpay';
import { loadSandboxOrder, sandboxPay } from './sandbox.server';

const paid = {
  razorpay_order_id: 'order_S1',
  razorpay_payment_id: 'pay_S1',
  razorpay_signature: 'sig',
};

describe('messages from the sandbox payment window', () => {
  const from = (fields: Record<string, unknown>) => ({
    type: sandboxMessageType,
    orderId: 'order_S1',
    ...fields,
  });

  it('reads how the payment of this order ended', () => {
    expect(toOutcome(from({ outcome: 'success', response: paid }), 'order_S1')).toEqual({
      kind: 'success',
      response: paid,
    });
    expect(toOutcome(from({ outcome: 'failed', description: 'Payment failed' }), 'order_S1')).toEqual({
      kind: 'failed',
      description: 'Payment failed',
    });
    expect(toOutcome(from({ outcome: 'closed' }), 'order_S1')).toEqual({ kind: 'closed' });
    expect(toOutcome(from({ outcome: 'cancelled' }), 'order_S1')).toEqual({ kind: 'cancelled' });
  });

  it('ignores anything else: another order, another sender, a success without its ids', () => {
    expect(toOutcome(from({ outcome: 'success', response: paid }), 'order_OTHER')).toBeNull();
    expect(toOutcome({ ...from({ outcome: 'closed' }), type: 'webpack:hmr' }, 'order_S1')).toBeNull();
    expect(toOutcome(from({ outcome: 'success' }), 'order_S1')).toBeNull();
    expect(toOutcome(from({ outcome: 'refunded' }), 'order_S1')).toBeNull();
    expect(toOutcome('closed', 'order_S1')).toBeNull();
    expect(toOutcome(null, 'order_S1')).toBeNull();
  });

  it('opens the window of the order at its own address', () => {
    expect(sandboxWindowPath('order_S1')).toBe('/payment/sandbox/order_S1');
    expect(sandboxWindowPath('a/b?c')).toBe('/payment/sandbox/a%2Fb%3Fc');
  });
});

describe('the sandbox window’s server side', () => {
  const order = {
    order: {
      id: 'order_S1',
      amount: 84950,
      currency: 'INR',
      status: 'created',
      createdAt: '2025-01-01T00:00:00Z',
    },
    shopName: 'Ayurveda Wellness Store',
    methods: ['upi', 'card'],
  };

  it('loads the payment order for its owner, and says why when it cannot', async () => {
    const ok = fakeApiContext(() => ({ status: 200, body: order }));
    expect(await loadSandboxOrder(ok.context, 'order_S1')).toEqual({ ok: true, ...order });
    expect(ok.calls[0]!.path).toBe('/payment/sandbox/order/order_S1');

    const notYours = fakeApiContext(() => apiError(404, 'NOT_FOUND', 'Payment order not found'));
    expect(await loadSandboxOrder(notYours.context, 'order_S1')).toEqual({
      ok: false,
      orderId: 'order_S1',
      message: 'Payment order not found',
    });
    const crashed = fakeApiContext(() => ({ status: 500 }));
    expect(await loadSandboxOrder(crashed.context, 'order_S1')).toMatchObject({
      message: 'This payment could not be opened.',
    });
  });

  const pay = async (fields: Record<string, string>, answer: FakeAnswer) => {
    const { context, calls } = fakeApiContext(() => answer);
    const request = new Request('http://localhost/payment/sandbox/order_S1', {
      method: 'POST',
      body: new URLSearchParams(fields),
    });
    const result = await sandboxPay(request, context, 'order_S1');
    return { status: result.init?.status ?? 200, body: result.data, calls };
  };

  it('pays the order in the address with the chosen method, answering what Razorpay would', async () => {
    const { body, calls } = await pay(
      // A field naming another order does not change which one is paid.
      { method: 'card', outcome: 'success', razorpay_order_id: 'order_OTHER' },
      { status: 200, body: paid },
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/payment/sandbox/pay',
        body: { razorpay_order_id: 'order_S1', method: 'card', outcome: 'success' },
      },
    ]);
    expect(body).toEqual({ ok: true, intent: 'pay', data: paid });
  });

  it('refuses an unknown method unsent, and passes on the API’s refusal; the window reloads either way', async () => {
    const bad = await pay({ method: 'cheque', outcome: 'success' }, { status: 200, body: paid });
    expect(bad.calls).toEqual([]);
    expect(bad.status).toBe(200);
    expect(bad.body).toMatchObject({
      ok: false,
      status: 400,
      message: 'method must be one of upi, card, netbanking, wallet',
    });

    const expired = await pay(
      { method: 'upi', outcome: 'success' },
      apiError(
        409,
        'PAYMENT_EXPIRED',
        'This payment has expired. Please go back to the checkout and pay again.',
      ),
    );
    expect(expired.status).toBe(200);
    expect(expired.body).toMatchObject({
      ok: false,
      status: 409,
      code: 'PAYMENT_EXPIRED',
      message: 'This payment has expired. Please go back to the checkout and pay again.',
    });
    const crashed = await pay({ method: 'upi', outcome: 'failure' }, { status: 502 });
    expect(crashed.body).toMatchObject({ ok: false, message: 'Payment failed. Try again.' });
  });
});

/** What the checkout hands Razorpay Checkout: the handlers the test calls, and the rest it reads. */
type CheckoutOptions = Record<string, unknown> & {
  handler: (response: PaymentVerification) => void;
  modal: { ondismiss: () => void };
};

/** Razorpay Checkout as its script defines it; the test plays the shopper through `script`. */
function fakeRazorpay(
  script: (checkout: { options: CheckoutOptions; failed: (text?: string) => void }) => void,
) {
  const made: CheckoutOptions[] = [];
  class Razorpay {
    private failedHandler: (response: { error?: { description?: string } }) => void = () => {};
    constructor(readonly options: CheckoutOptions) {
      made.push(options);
    }
    on(_event: string, handler: (response: { error?: { description?: string } }) => void) {
      this.failedHandler = handler;
    }
    open() {
      script({
        options: this.options,
        failed: (description) => this.failedHandler({ error: { description } }),
      });
    }
  }
  return { Razorpay, made };
}

const payment: RazorpayPayment = {
  key: 'rzp_test_1',
  amount: 84950,
  orderId: 'order_R1',
  name: 'Ayurveda Wellness Store',
  description: 'Order of 2 items',
  prefill: { name: 'Asha Verma', email: 'asha@example.com', contact: '9876543210' },
};

describe('payWithRazorpay', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete window.Razorpay;
  });

  it('opens Checkout for the payment order in rupees (INR) with the shopper’s details, and answers its ids', async () => {
    const { Razorpay, made } = fakeRazorpay(({ options }) => options.handler(paid));
    window.Razorpay = Razorpay as never;
    expect(await payWithRazorpay(payment, () => {})).toEqual({ kind: 'success', response: paid });
    expect(made[0]).toMatchObject({
      key: 'rzp_test_1',
      amount: 84950,
      currency: 'INR',
      order_id: 'order_R1',
      prefill: { name: 'Asha Verma', email: 'asha@example.com', contact: '9876543210' },
    });
  });

  it('answers closed when the shopper closes Checkout without trying', async () => {
    const { Razorpay } = fakeRazorpay(({ options }) => options.modal.ondismiss());
    window.Razorpay = Razorpay as never;
    expect(await payWithRazorpay(payment, () => {})).toEqual({ kind: 'closed' });
  });

  it('reports each failed attempt at once, and counts closing after one as failed (already shown)', async () => {
    const { Razorpay } = fakeRazorpay(({ options, failed }) => {
      failed('Your bank declined the payment');
      failed('Payment failed');
      options.modal.ondismiss();
    });
    window.Razorpay = Razorpay as never;
    const attempts: (string | undefined)[] = [];
    const outcome = await payWithRazorpay(payment, (description) => attempts.push(description));
    expect(attempts).toEqual(['Your bank declined the payment', 'Payment failed']);
    expect(outcome).toEqual({ kind: 'failed', shown: true });
  });

  it('lets the shopper retry after a failed attempt: a success after it is the answer', async () => {
    const { Razorpay } = fakeRazorpay(({ options, failed }) => {
      failed('Payment failed');
      options.handler(paid);
      options.modal.ondismiss();
    });
    window.Razorpay = Razorpay as never;
    expect(await payWithRazorpay(payment, () => {})).toEqual({ kind: 'success', response: paid });
  });

  it('loads Checkout’s script when it is missing, answers sdk-failed when it cannot, and tries again next time', async () => {
    const scripts: HTMLScriptElement[] = [];
    vi.spyOn(document.body, 'append').mockImplementation((...nodes) => {
      scripts.push(...(nodes as HTMLScriptElement[]));
    });
    const offline = payWithRazorpay(payment, () => {});
    await vi.waitFor(() => expect(scripts).toHaveLength(1));
    expect(scripts[0]!.src).toBe('https://checkout.razorpay.com/v1/checkout.js');
    scripts[0]!.onerror?.(new Event('error'));
    expect(await offline).toEqual({ kind: 'sdk-failed' });

    const online = payWithRazorpay(payment, () => {});
    await vi.waitFor(() => expect(scripts).toHaveLength(2));
    window.Razorpay = fakeRazorpay(({ options }) => options.handler(paid)).Razorpay as never;
    scripts[1]!.onload?.(new Event('load'));
    expect(await online).toEqual({ kind: 'success', response: paid });
  });
});
