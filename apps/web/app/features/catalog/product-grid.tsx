import type { ProductCardData } from '@shop/shared';
import { ProductCard } from '~/components/product/product-card';
import { AddToCartButton } from '~/features/cart';

/**
 * The product grid: 2 columns on phones, 3 on tablets, 4 on desktops. With a `label` it is its own
 * section (with a hidden h2 so card headings stay in order); the first `eager` images load at once, and
 * the cards after them are laid out only when they near the screen (`below-first-screen`).
 */
export function ProductGrid({
  products,
  label,
  eager = 4,
}: {
  products: ProductCardData[];
  label?: string;
  eager?: number;
}) {
  const grid = (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li
          key={product._id}
          className={index < eager ? 'flex' : 'below-first-screen flex [--below-first-screen-height:22rem]'}
        >
          <ProductCard
            product={product}
            eager={index < eager}
            action={<AddToCartButton product={product} className="mt-1" />}
          />
        </li>
      ))}
    </ul>
  );
  if (!label) return grid;
  return (
    <section aria-label={label}>
      <h2 className="sr-only">{label}</h2>
      {grid}
    </section>
  );
}
