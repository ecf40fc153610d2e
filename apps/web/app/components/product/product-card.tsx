import { messages, type Product } from '@shop/shared';
import { Link } from 'react-router';
import { AddToCartButton } from '~/features/cart/add-to-cart-button';
import { Price } from '../ui/price';
import { ProductImage } from './product-image';

/** The catalogue's one product tile: shop grid, featured carousel, combos and search results. */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const href = `/ProductDetailsById/${product._id}`;
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      <Link to={href} className="relative block overflow-hidden" prefetch="intent" tabIndex={-1} aria-hidden="true">
        <ProductImage image={product.images[0]} alt="" eager={eager} className="transition group-hover:scale-105" />
        {!product.inStock && (
          <span className="absolute left-3 top-3 rounded-full bg-red-600 px-2.5 py-1 text-xs font-semibold text-white">
            {messages.outOfStock}
          </span>
        )}
        {product.inStock && product.percentOff > 0 && (
          <span className="absolute left-3 top-3 rounded-full bg-brand-600 px-2.5 py-1 text-xs font-semibold text-white">
            {product.percentOff}% off
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-brand-700">{product.brand}</p>
        <h3 className="line-clamp-2 font-semibold leading-snug text-stone-900">
          <Link to={href} prefetch="intent" className="hover:text-brand-700">
            {product.name}
          </Link>
        </h3>
        <div className="mt-auto">
          <Price price={product.price} discountPrice={product.discountPrice} percentOff={product.percentOff} />
        </div>
        <AddToCartButton product={product} />
      </div>
    </article>
  );
}
