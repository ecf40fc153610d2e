import type { FeaturedCardData } from '@shop/shared';
import { ProductCard } from '~/components/product/product-card';
import { AddToCartButton } from '~/features/cart';
import { rowItem } from './scroll-row';

/** The featured products' cards, each with its add-to-cart form: the items of the row's list. */
export function FeaturedCards({ products }: { products: FeaturedCardData[] }) {
  return products.map((product) => (
    <li key={product._id} className={rowItem}>
      <ProductCard product={product} action={<AddToCartButton product={product} className="mt-1" />} />
    </li>
  ));
}
