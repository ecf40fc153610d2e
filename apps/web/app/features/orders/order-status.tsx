import { statusColour, statusLabel, trackerSteps } from '@shop/shared';
import { Badge } from '~/components/ui/badge';
import { CheckCircleIcon } from '~/components/ui/page-icons';

/** The order's status in the colour docs/PRODUCT.md §4 gives it (processing yellow, shipped blue, …, other grey). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge colour={statusColour(status)} dot>
      {statusLabel(status)}
    </Badge>
  );
}

/**
 * The progress tracker (docs/PRODUCT.md §4): Order Placed, Processing, Shipped, Delivered, plus Cancelled for a
 * cancelled order; each step complete or not, as the shared rule says.
 */
export function OrderTracker({ status, label }: { status: string; label: string }) {
  const steps = trackerSteps(status);
  const cancelled = status.toLowerCase() === 'cancelled';
  return (
    <ol aria-label={label} className="flex w-full items-start">
      {steps.map((step, index) => {
        const red = cancelled && step.label === 'Cancelled';
        const dot = step.complete
          ? red
            ? 'bg-red-600 text-white ring-red-100'
            : 'bg-brand-600 text-white ring-brand-100'
          : 'bg-white text-stone-300 ring-stone-200';
        const nextComplete = steps[index + 1]?.complete;
        return (
          <li key={step.label} className="relative flex flex-1 flex-col items-center text-center">
            {index < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={`absolute top-3.5 left-1/2 h-0.5 w-full ${nextComplete ? (cancelled && index === steps.length - 2 ? 'bg-red-300' : 'bg-brand-500') : 'bg-stone-200'}`}
              />
            )}
            <span className={`relative grid h-7 w-7 place-items-center rounded-full ring-4 ${dot}`}>
              {step.complete ? (
                <CheckCircleIcon className="h-5 w-5" />
              ) : (
                <span className="h-2 w-2 rounded-full bg-stone-300" />
              )}
            </span>
            <span
              className={`mt-2 px-0.5 text-[0.7rem] leading-tight font-medium sm:text-xs ${step.complete ? (red ? 'text-red-800' : 'text-brand-900') : 'text-stone-500'}`}
            >
              {step.label}
              <span className="sr-only">{step.complete ? ': done' : ': not yet'}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
