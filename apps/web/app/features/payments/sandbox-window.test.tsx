import type { SandboxOrderResponse } from '@shop/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type FakeAnswer, fakeApiContext } from '../../../test/fake-api';
import { rootRoute, siteData } from '../../../test/site';
import { type PaymentOutcome, sandboxMessageType } from './payment-types';
import { sandboxPay } from './sandbox.server';
import { SandboxPaymentModal } from './sandbox-payment-modal';
import { SandboxWindow } from './sandbox-window';

const window_ = (status: SandboxOrderResponse['order']['status'] = 'created'): SandboxOrderResponse => ({
  order: { id: 'order_S1', amount: 84950, currency: 'INR', status, createdAt: '2025-01-01T00:00:00Z' },
  shopName: 'Ayurveda Wellness Store',
  methods: ['upi', 'card', 'netbanking', 'wallet'],
});

const paid = { razorpay_order_id: 'order_S1', razorpay_payment_id: 'pay_S1', razorpay_signature: 'sig' };
const declined = {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Payment failed',
    source: 'bank',
    step: 'payment_authorization',
    reason: 'payment_failed',
    metadata: { order_id: 'order_S1', payment_id: 'pay_S2' },
  },
};

/** The window alone in its tab (no checkout behind it), its Pay and Fail posting to the real action. */
function renderWindow(data: SandboxOrderResponse, answer: FakeAnswer = { status: 200, body: paid }) {
  const { context, calls } = fakeApiContext(() => answer);
  const Stub = createRoutesStub(
    [
      rootRoute(siteData({ firstName: 'Asha' }), [
        {
          path: 'payment/sandbox/:orderId',
          loader: () => null,
          action: ({ request, params }) => sandboxPay(request, context, params.orderId!),
          Component: () => <SandboxWindow data={data} />,
        },
      ]),
    ],
    context,
  );
  render(<Stub initialEntries={['/payment/sandbox/order_S1']} />);
  return { calls, user: userEvent.setup() };
}

const standaloneNote = (start: string) => `${start} You can close this window and return to the checkout.`;

describe('the sandbox payment window', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows what is paid, in rupees, and the four methods with the first chosen', async () => {
    renderWindow(window_());
    expect((await screen.findByTestId('sandbox-amount')).textContent).toBe('₹849.50');
    expect(screen.getByRole('heading', { name: 'Ayurveda Wellness Store' })).toBeTruthy();
    const methods = within(screen.getByRole('group', { name: 'Choose a payment method' })).getAllByRole(
      'radio',
    );
    expect(methods.map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'upi',
      'card',
      'netbanking',
      'wallet',
    ]);
    expect((methods[0] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Pay ₹849.50' })).toBeTruthy();
  });

  it('pays with the method chosen and says it is complete', async () => {
    const { calls, user } = renderWindow(window_());
    await user.click(await screen.findByRole('radio', { name: /Netbanking/ }));
    await user.click(screen.getByRole('button', { name: 'Pay ₹849.50' }));
    expect(await screen.findByText(standaloneNote('Payment complete.'))).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([
      { razorpay_order_id: 'order_S1', method: 'netbanking', outcome: 'success' },
    ]);
  });

  it('declines on Fail payment, as a bank would', async () => {
    const { calls, user } = renderWindow(window_(), { status: 200, body: declined });
    await user.click(await screen.findByRole('button', { name: 'Fail payment' }));
    expect(await screen.findByText(standaloneNote('Payment failed.'))).toBeTruthy();
    expect(calls[0]!.body).toMatchObject({ method: 'upi', outcome: 'failure' });
  });

  it('shows the API’s refusal in the window and reports nothing', async () => {
    const { user } = renderWindow(
      window_(),
      apiError(
        409,
        'PAYMENT_EXPIRED',
        'This payment has expired. Please go back to the checkout and pay again.',
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Pay ₹849.50' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This payment has expired. Please go back to the checkout and pay again.',
    );
    expect(screen.queryByText(/You can close this window/)).toBeNull();
  });

  it('offers no second payment of a paid order, only Close', async () => {
    const { calls, user } = renderWindow(window_('paid'));
    expect(await screen.findByText('This payment is already complete.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fail payment' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(standaloneNote('Closed.'))).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('tells the checkout that opened it in a frame how it ended, for this order only', async () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    const { user } = renderWindow(window_());
    await user.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    expect(postMessage).toHaveBeenCalledWith(
      { type: sandboxMessageType, orderId: 'order_S1', outcome: 'cancelled' },
      window.location.origin,
    );
    expect(screen.queryByText(/You can close this window/)).toBeNull();
  });
});

describe('the sandbox payment modal in the checkout', () => {
  function renderModal() {
    const outcomes: PaymentOutcome[] = [];
    const Stub = createRoutesStub([
      {
        path: 'checkout',
        Component: () => (
          <SandboxPaymentModal orderId="order_S1" onOutcome={(outcome) => outcomes.push(outcome)} />
        ),
      },
    ]);
    render(<Stub initialEntries={['/checkout']} />);
    return outcomes;
  }

  const message = (data: unknown, source: MessageEventSource | null, origin = window.location.origin) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

  it('frames the order’s window and believes only that window, on this origin, about this order', async () => {
    const outcomes = renderModal();
    const frame = (await screen.findByTitle('Payment window')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/payment/sandbox/order_S1');
    const report = { type: sandboxMessageType, orderId: 'order_S1', outcome: 'success', response: paid };

    message(report, window);
    message(report, frame.contentWindow, 'https://evil.example');
    message({ ...report, orderId: 'order_OTHER' }, frame.contentWindow);
    expect(outcomes).toEqual([]);

    message(report, frame.contentWindow);
    expect(outcomes).toEqual([{ kind: 'success', response: paid }]);
  });
});
