import type { CartItem } from '@shop/shared';

/** What one bundle of a cart line holds, small under its name: "2 × Ashwagandha · 120 capsules". */
export function BundleLineParts({
  bundle,
  className = '',
}: {
  bundle: NonNullable<CartItem['bundle']>;
  className?: string;
}) {
  return (
    <ul className={`space-y-0.5 text-xs text-stone-600 ${className}`} aria-label={`In ${bundle.name}`}>
      {bundle.items.map((part) => (
        <li key={part.variantId}>
          {part.quantity} × {part.name}
          {part.variantLabel && ` · ${part.variantLabel}`}
        </li>
      ))}
    </ul>
  );
}
