import type { ReactNode } from 'react';
import { AlertIcon } from '~/components/ui/icons';

/** Class names and small pieces shared by the cart, checkout, payment and order screens. */

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export const buttonPrimary = `inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700 disabled:shadow-none ${focusRing}`;

export const buttonSaffron = `inline-flex items-center justify-center gap-2 rounded-full bg-saffron-400 px-6 py-3 text-sm font-semibold text-stone-900 shadow-sm transition hover:bg-saffron-500 disabled:cursor-not-allowed disabled:bg-stone-200 disabled:text-stone-600 disabled:shadow-none ${focusRing}`;

export const buttonOutline = `inline-flex items-center justify-center gap-2 rounded-full border border-brand-700 bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-500 ${focusRing}`;

export const buttonDanger = `inline-flex items-center justify-center gap-2 rounded-full border border-red-200 bg-white px-5 py-2.5 text-sm font-semibold text-red-800 transition hover:border-red-300 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;

export const textLink = `rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline ${focusRing}`;

export const card = 'rounded-3xl bg-white shadow-sm ring-1 ring-stone-200';

export const selectClass =
  'block w-full rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 shadow-sm transition placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/25 disabled:bg-stone-100 disabled:text-stone-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/25';

/** Text inputs; a read-only one (a promo code once applied) is greyed. */
export const inputClass = `${selectClass} read-only:bg-stone-100 read-only:text-stone-700`;

export { focusRing };

/** A spinning ring for buttons that are working. */
export function Spinner({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`${className} animate-spin motion-reduce:animate-none`}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A refusal or failure in red, announced at once. */
export function ErrorText({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="alert"
      className={`flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 ${className}`}
    >
      <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
