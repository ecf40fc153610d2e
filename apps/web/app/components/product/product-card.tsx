import { messages, type ProductCardData } from '@shop/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { productPath } from '~/lib/links';
import { Price } from '../ui/price';
import { StaticIsland } from '../ui/static-island';
import { ProductImage } from './product-image';
import { CardRating } from './rating-stars';

/**
 * The catalogue's one product tile: shop grid, featured carousel and search results. `action`
 * goes under the price (the storefront's Add to Cart, which belongs to the cart feature). All but the
 * action is static islands, keyed by what they show: a page of cards hydrates only their buttons
 * (docs/ARCHITECTURE.md, First screen).
 */
export function ProductCard({
  product,
  eager = false,
  headingLevel = 3,
  action,
}: {
  product: ProductCardData;
  eager?: boolean;
  headingLevel?: 2 | 3 | 4;
  action?: ReactNode;
}) {
  const href = productPath(product._id);
  const Heading = `h${headingLevel}` as const;
  const shown = `${product._id}:${product.inStock}:${product.discountPrice}:${product.rating?.count}`;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <StaticIsland key={`picture-${shown}`} prefetch="intent">
        <Link
          to={href}
          className="relative block overflow-hidden bg-stone-50"
          prefetch="intent"
          tabIndex={-1}
          aria-hidden="true"
        >
          <ProductImage
            image={product.image}
            alt=""
            eager={eager}
            className={`transition duration-300 group-hover:scale-105 ${product.inStock ? '' : 'opacity-60 grayscale-[40%]'}`}
          />
          {!product.inStock ? (
            <span className="absolute top-2.5 left-2.5 rounded-full bg-red-700 px-2.5 py-1 text-xs font-semibold text-white shadow-sm">
              {messages.outOfStock}
            </span>
          ) : (
            product.isBestSelling && (
              <span className="absolute top-2.5 left-2.5 rounded-full bg-saffron-400 px-2.5 py-1 text-xs font-semibold text-stone-900 shadow-sm">
                Bestseller
              </span>
            )
          )}
        </Link>
      </StaticIsland>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        {/* `contents`: the texts stay the column's own items (the price keeps its mt-auto). */}
        <StaticIsland key={`texts-${shown}`} className="contents" prefetch="intent">
          <p className="truncate text-[0.7rem] font-semibold uppercase tracking-wider text-brand-700 sm:text-xs">
            {product.brand}
          </p>
          <Heading className="line-clamp-2 text-sm leading-snug font-semibold text-stone-900 sm:text-base">
            <Link
              to={href}
              prefetch="intent"
              className="rounded hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {product.name}
            </Link>
          </Heading>
          <CardRating rating={product.rating} />
          <div className="mt-auto pt-1">
            <Price
              price={product.price}
              discountPrice={product.discountPrice}
              percentOff={product.percentOff}
            />
          </div>
        </StaticIsland>
        {action}
      </div>
    </article>
  );
}
