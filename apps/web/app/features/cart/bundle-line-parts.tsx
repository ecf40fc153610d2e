import type { CardImage, CartItem } from '@shop/shared';

type CartBundle = NonNullable<CartItem['bundle']>;

/**
 * What one bundle of a cart line (or of an order's bundle row) holds, small under its name:
 * "2 × Ashwagandha · 120 capsules".
 */
export function BundleLineParts({
  bundle,
  className = '',
}: {
  bundle: Pick<CartBundle, 'name'> & {
    items: Pick<CartBundle['items'][number], 'variantId' | 'name' | 'variantLabel' | 'quantity'>[];
  };
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

/**
 * A cart line's picture: its product's first, or for a bundle line without one, the bundle's own (an
 * uploaded picture's address, at the size uploads are made).
 */
export function lineImage(item: CartItem): CardImage | undefined {
  const image = item.productId.images[0];
  if (image || !item.bundle?.image) return image;
  return { url: item.bundle.image, srcset: '', width: 600, height: 600 };
}

/** The struck-out price of one unit of a line: a bundle's components bought one by one, else the list price. */
export const lineListPrice = (item: CartItem) => item.bundle?.listPrice ?? item.price;
