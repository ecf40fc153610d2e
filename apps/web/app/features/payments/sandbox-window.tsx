import { formatRupees, type SandboxOrderResponse, sandboxPaymentMethods } from '@shop/shared';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { buttonClass } from '~/components/ui/button';
import { LockIcon } from '~/components/ui/page-icons';
import { Spinner } from '~/components/ui/spinner';
import { type SandboxMessage, type SandboxReport, sandboxMessageType } from './payment-types';
import type { SandboxPayResult } from './sandbox.server';

type Method = (typeof sandboxPaymentMethods)[number];

const iconPaths: Record<Method, string> = {
  upi: 'M7 4l-3 16M13 4l-3 16M15 7l5 5-5 5',
  card: 'M3 6.5h18v11H3zM3 10h18M6.5 14.5h4',
  netbanking: 'M3 9.5 12 4l9 5.5M5 10v7M9.5 10v7M14.5 10v7M19 10v7M3 20h18',
  wallet: 'M4 7.5h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4zM4 7.5l11-3v3M15.5 13.5h1.5',
};

const methodInfo: Record<Method, { label: string; hint: string }> = {
  upi: { label: 'UPI', hint: 'Google Pay, PhonePe, Paytm or any UPI app' },
  card: { label: 'Card', hint: 'Credit or debit card: Visa, Mastercard, RuPay' },
  netbanking: { label: 'Netbanking', hint: 'All major Indian banks' },
  wallet: { label: 'Wallet', hint: 'Paytm, Mobikwik, Amazon Pay' },
};

function MethodIcon({ method }: { method: Method }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[method]} />
    </svg>
  );
}

/** Tells the checkout that opened this window how it ended (iframe parent or popup opener). */
function useReporter(orderId: string) {
  const [standalone, setStandalone] = useState<string | null>(null);
  const report = (message: SandboxReport) => {
    const full: SandboxMessage = { ...message, type: sandboxMessageType, orderId };
    const target = window.parent !== window ? window.parent : (window.opener as Window | null);
    if (target) {
      target.postMessage(full, window.location.origin);
      if (target === window.opener) window.close();
      return;
    }
    const texts = {
      success: 'Payment complete.',
      failed: 'Payment failed.',
      closed: 'Closed.',
      cancelled: 'Cancelled.',
    };
    setStandalone(`${texts[message.outcome]} You can close this window and return to the checkout.`);
  };
  return { report, standalone };
}

/**
 * The local payment window of the sandbox provider: what is being paid, the four methods (UPI, card,
 * netbanking, wallet), and Pay, Fail, Close and Cancel. It follows Razorpay's flow: Pay answers ids
 * and a signature the server checks exactly as it checks Razorpay's.
 */
export function SandboxWindow({ data }: { data: SandboxOrderResponse }) {
  const { order, shopName } = data;
  const methods = data.methods.length ? data.methods : [...sandboxPaymentMethods];
  const [method, setMethod] = useState<Method>(methods[0]!);
  const fetcher = useFetcher<SandboxPayResult>();
  const busy = fetcher.state !== 'idle';
  const pendingOutcome = fetcher.formData?.get('outcome');
  const { report, standalone } = useReporter(order.id);
  const amount = formatRupees(order.amount);
  const done = order.status === 'paid' || order.status === 'needs_refund';

  // Once the window's data is read again, tell the checkout how the payment ended.
  useFormResult(fetcher.state === 'idle' ? fetcher.data : undefined, {
    onSuccess: ({ data: answer }) => {
      if ('razorpay_signature' in answer) report({ outcome: 'success', response: answer });
      else report({ outcome: 'failed', description: answer.error.description });
    },
  });

  const submit = (outcome: 'success' | 'failure') => fetcher.submit({ method, outcome }, { method: 'post' });

  return (
    <div className="fixed inset-0 z-[100] overflow-y-auto bg-stone-100">
      <main id="main" className="mx-auto flex min-h-full max-w-md flex-col bg-white shadow-sm">
        <header className="flex items-start justify-between gap-3 bg-brand-800 px-5 py-4 text-white">
          <div className="min-w-0">
            <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.14em] text-brand-100">
              <LockIcon className="h-3.5 w-3.5" />
              Secure payment
              <span className="rounded-full bg-saffron-400 px-2 py-0.5 text-[0.65rem] tracking-normal text-stone-900">
                Sandbox
              </span>
            </p>
            <h1 className="mt-1 truncate font-display text-xl font-bold">{shopName}</h1>
          </div>
          <button
            type="button"
            onClick={() => report({ outcome: 'closed' })}
            disabled={busy}
            aria-label="Close payment window"
            className="grid h-10 w-10 shrink-0 place-items-center rounded-full text-2xl leading-none text-white transition hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-50"
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>

        <div className="border-b border-stone-100 bg-brand-50 px-5 py-4">
          <p className="text-sm text-stone-600">Amount to pay</p>
          <p className="text-3xl font-bold text-stone-900" data-testid="sandbox-amount">
            {amount}
          </p>
          <p className="mt-1 truncate text-xs text-stone-500">Payment order {order.id}</p>
        </div>

        <div className="flex flex-1 flex-col gap-4 px-5 py-4">
          {standalone && (
            <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
              {standalone}
            </p>
          )}
          {fetcher.data && !fetcher.data.ok && <Alert>{fetcher.data.message}</Alert>}
          {done ? (
            <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
              This payment is already complete.
            </p>
          ) : (
            <fieldset disabled={busy}>
              <legend className="text-sm font-semibold text-stone-900">Choose a payment method</legend>
              <div className="mt-2.5 grid gap-2">
                {methods.map((id) => {
                  const info = methodInfo[id];
                  const checked = method === id;
                  return (
                    <label
                      key={id}
                      className={`flex cursor-pointer items-center gap-3 rounded-2xl border px-3.5 py-2.5 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${checked ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-stone-200 hover:border-brand-300'}`}
                    >
                      <input
                        type="radio"
                        name="method"
                        value={id}
                        checked={checked}
                        onChange={() => setMethod(id)}
                        className="sr-only"
                      />
                      <span
                        aria-hidden="true"
                        className={`grid h-9 w-9 shrink-0 place-items-center rounded-xl text-xs font-bold ${checked ? 'bg-brand-700 text-white' : 'bg-stone-100 text-stone-700'}`}
                      >
                        <MethodIcon method={id} />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block text-sm font-semibold text-stone-900">{info.label}</span>
                        <span className="block text-xs text-stone-600">{info.hint}</span>
                      </span>
                      <span
                        aria-hidden="true"
                        className={`h-4 w-4 shrink-0 rounded-full border-2 ${checked ? 'border-brand-700 bg-brand-700 shadow-[inset_0_0_0_2px_white]' : 'border-stone-300'}`}
                      />
                    </label>
                  );
                })}
              </div>
            </fieldset>
          )}

          <div className="mt-auto flex flex-col gap-3">
            {!done && (
              <>
                <button
                  type="button"
                  onClick={() => submit('success')}
                  disabled={busy}
                  aria-busy={(busy && pendingOutcome === 'success') || undefined}
                  className={buttonClass({ full: true, className: 'py-3.5 text-base' })}
                >
                  {busy && pendingOutcome === 'success' && <Spinner />}
                  {busy && pendingOutcome === 'success' ? 'Processing...' : `Pay ${amount}`}
                </button>
                <button
                  type="button"
                  onClick={() => submit('failure')}
                  disabled={busy}
                  className="inline-flex w-full items-center justify-center gap-2 rounded-full border border-red-200 px-5 py-3 text-sm font-semibold text-red-800 transition hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
                >
                  {busy && pendingOutcome === 'failure' && <Spinner />}
                  Fail payment
                </button>
              </>
            )}
            <button
              type="button"
              onClick={() => report({ outcome: done ? 'closed' : 'cancelled' })}
              disabled={busy}
              className="rounded-full px-4 py-2 text-sm font-semibold text-stone-600 underline-offset-4 transition hover:text-stone-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {done ? 'Close' : 'Cancel payment'}
            </button>
          </div>
          <p className="rounded-xl bg-amber-50 px-3.5 py-2.5 text-xs leading-relaxed text-amber-900 ring-1 ring-amber-200">
            Test mode: no money moves. <strong>Pay</strong> completes the payment;{' '}
            <strong>Fail payment</strong> declines it, as a bank would.
          </p>
        </div>
        <footer className="flex items-center justify-center gap-1.5 border-t border-stone-100 px-5 py-3 text-xs text-stone-500">
          <LockIcon className="h-3.5 w-3.5" />
          Signed and checked exactly like Razorpay
        </footer>
      </main>
    </div>
  );
}

/** The window could not open this payment: the reason, and a way back. */
export function SandboxWindowError({ orderId, message }: { orderId: string; message: string }) {
  const { report, standalone } = useReporter(orderId);
  return (
    <div className="fixed inset-0 z-[100] overflow-y-auto bg-stone-100">
      <main id="main" className="mx-auto flex min-h-full max-w-md flex-col gap-4 bg-white px-5 py-8">
        <h1 className="font-display text-xl font-bold text-brand-900">Secure payment</h1>
        <Alert>{message}</Alert>
        {standalone && <p role="status">{standalone}</p>}
        <button type="button" className={buttonClass()} onClick={() => report({ outcome: 'closed' })}>
          Close
        </button>
      </main>
    </div>
  );
}
