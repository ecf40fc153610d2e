import type { ReactNode } from 'react';

const iconTones = {
  brand: 'grid h-16 w-16 place-items-center rounded-full bg-brand-50 text-brand-700',
  saffron: 'grid h-16 w-16 place-items-center rounded-full bg-saffron-400/20 text-amber-800',
  /** The icon as given (a picture that brings its own colours). */
  plain: '',
} as const;

/** Nothing to show yet ('Your cart is empty.', 'No products found'), with the way forward. */
export function EmptyState({
  icon,
  iconTone = 'brand',
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  iconTone?: keyof typeof iconTones;
  title: string;
  /** A sentence or two under the title. */
  children?: ReactNode;
  /** Links or buttons to go on with. */
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-brand-200 bg-white/70 px-6 py-16 text-center">
      {iconTone === 'plain' ? icon : <span className={iconTones[iconTone]}>{icon}</span>}
      <p className="mt-4 font-display text-2xl font-semibold text-brand-900">{title}</p>
      {children && <div className="mt-2 max-w-md text-stone-700">{children}</div>}
      {actions && <div className="mt-6 flex flex-col gap-3 sm:flex-row">{actions}</div>}
    </div>
  );
}
