import type { BadgeColour } from '@shop/shared';
import type { ReactNode } from 'react';

const colours: Record<BadgeColour, string> = {
  yellow: 'bg-amber-100 text-amber-900 ring-amber-200',
  blue: 'bg-sky-100 text-sky-900 ring-sky-200',
  green: 'bg-brand-100 text-brand-900 ring-brand-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
  grey: 'bg-stone-100 text-stone-700 ring-stone-200',
};

/**
 * A short state in colour (an order's status, a payment's, a product's): one line, never wrapped, so it
 * sits in a table cell as well as in a card. The colour only repeats what the text says.
 */
export function Badge({
  colour = 'grey',
  dot = false,
  children,
}: {
  colour?: BadgeColour;
  /** A dot before the text, for states that change over time. */
  dot?: boolean;
  children: ReactNode;
}) {
  return (
    <span
      data-colour={colour}
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold ring-1 ${colours[colour]}`}
    >
      {dot && <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />}
      {children}
    </span>
  );
}
