import type { ComponentProps } from 'react';

/** The keyboard focus ring of every control. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

const variants = {
  /** The page's main action. */
  primary:
    'bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:bg-stone-300 disabled:text-stone-700 disabled:shadow-none',
  /** A second main action beside the primary one (Cash on Delivery beside Pay Now). */
  saffron:
    'bg-saffron-400 text-stone-900 shadow-sm hover:bg-saffron-500 disabled:bg-stone-200 disabled:text-stone-600 disabled:shadow-none',
  /** Everything else: Cancel, Continue Shopping, Edit. */
  outline:
    'border border-brand-700 text-brand-800 hover:bg-brand-50 disabled:border-stone-300 disabled:text-stone-500',
  /** Confirms something that cannot be undone. */
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 disabled:bg-red-300',
  /** Opens the confirmation of something that cannot be undone. */
  dangerOutline:
    'border border-red-200 bg-white text-red-800 hover:border-red-300 hover:bg-red-50 disabled:opacity-60',
} as const;

type ButtonVariant = keyof typeof variants;

const sizes = { sm: 'px-4 py-2.5', md: 'px-5 py-2.5', lg: 'px-6 py-3' } as const;
const defaultSize: Record<ButtonVariant, keyof typeof sizes> = {
  primary: 'lg',
  saffron: 'lg',
  outline: 'md',
  danger: 'md',
  dangerOutline: 'md',
};

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /** As wide as its container. */
  full?: boolean;
  className?: string;
}

/** The classes of a button, for a <button> or a link that looks like one. */
export function buttonClass({
  variant = 'primary',
  size,
  full = false,
  className = '',
}: ButtonLook = {}): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-full text-sm font-semibold transition disabled:cursor-not-allowed',
    focusRing,
    variants[variant],
    sizes[size ?? defaultSize[variant]],
    full ? 'w-full' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = Omit<ComponentProps<'button'>, 'className'> & ButtonLook;

/** A button (type="button" unless told otherwise). */
export function Button({ variant, size, full, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, full, className })} {...props} />;
}
