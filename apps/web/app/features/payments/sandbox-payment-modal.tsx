import { useEffect, useRef } from 'react';
import { Dialog } from '~/components/ui/dialog';
import { type PaymentOutcome, sandboxWindowPath, toOutcome } from './payment-types';

/**
 * The sandbox's payment window inside the checkout, like Razorpay Checkout's own modal: a same-origin
 * iframe of /payment/sandbox/{orderId} that reports how it ended with postMessage. Escape closes it.
 */
export function SandboxPaymentModal({
  orderId,
  onOutcome,
}: {
  orderId: string;
  onOutcome: (outcome: PaymentOutcome) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const report = useRef(onOutcome);
  report.current = onOutcome;

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      // Only the window we opened, on our own origin, may speak for the payment.
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const outcome = toOutcome(event.data, orderId);
      if (outcome) report.current(outcome);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [orderId]);

  return (
    <Dialog
      open
      aria-label="Secure payment window"
      onClose={() => report.current({ kind: 'closed' })}
      className="m-0 h-full max-h-none w-full max-w-none overflow-hidden bg-transparent p-0 backdrop:bg-stone-900/60 backdrop:backdrop-blur-sm sm:m-auto sm:h-[min(47rem,calc(100%-2rem))] sm:w-[26rem] sm:rounded-3xl sm:shadow-2xl"
    >
      <iframe
        ref={frame}
        title="Payment window"
        src={sandboxWindowPath(orderId)}
        className="h-full w-full border-0 bg-stone-100"
      />
    </Dialog>
  );
}
