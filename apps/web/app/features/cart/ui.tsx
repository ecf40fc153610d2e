import type { ReactNode, SVGProps } from 'react';

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

type IconProps = SVGProps<SVGSVGElement>;

function Outline({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const AlertIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </Outline>
);

export const TrashIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v5M14 11v5" />
  </Outline>
);

export const MinusIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M5 12h14" />
  </Outline>
);

export const PlusIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M12 5v14M5 12h14" />
  </Outline>
);

export const BagIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M5 8h14l-1 12H6L5 8z" />
    <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
  </Outline>
);

export const LockIcon = (props: IconProps) => (
  <Outline {...props}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3" />
  </Outline>
);

export const TagIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M3.5 12.5V4.5h8l9 9-8 8-9-9z" />
    <circle cx="8" cy="9" r="1.4" />
  </Outline>
);

export const PackageIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5v-9z" />
    <path d="M3.5 7.5 12 12l8.5-4.5M12 12v9M7.8 5.3l8.5 4.5" />
  </Outline>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="m6 9 6 6 6-6" />
  </Outline>
);

export const CheckCircleIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.8 2.8L16.5 9.5" />
  </Outline>
);

export const DownloadIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14" />
  </Outline>
);
