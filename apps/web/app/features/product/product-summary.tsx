import type { Product } from '@shop/shared';
import { StockPill } from '~/components/product/stock-pill';
import { Price } from '~/components/ui/price';
import { StaticIsland } from '~/components/ui/static-island';
import { RatingLine } from '~/features/reviews';
import { Description } from './description';
import { WhyChoose } from './product-sections';

type Shown = Pick<Product, '_id' | 'price' | 'discountPrice' | 'percentOff' | 'inStock'>;

/**
 * Brand, name, rating, price and stock of the product as the chosen variant sells it: a static island
 * (docs/ARCHITECTURE.md, First screen), keyed by product and variant so another one mounts afresh.
 */
export function ProductSummary({ product, shown }: { product: Product; shown: Shown }) {
  return (
    <StaticIsland key={`facts-${product._id}-${shown._id}`} className="contents">
      <div>
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">{product.brand}</p>
        <h1 className="mt-2 font-display text-3xl leading-tight font-bold text-stone-900 sm:text-4xl">
          {product.name}
        </h1>
      </div>
      <RatingLine rating={product.rating} href="#reviews" />
      <Price
        price={shown.price}
        discountPrice={shown.discountPrice}
        percentOff={shown.percentOff}
        size="lg"
      />
      <p className="-mt-3 text-xs text-stone-600">Inclusive of all taxes</p>
      <StockPill inStock={shown.inStock} />
    </StaticIsland>
  );
}

/** The description beside "Why choose": nothing in it reacts, so hydration builds none of it. */
export function ProductAbout({ product }: { product: Pick<Product, '_id' | 'name' | 'description'> }) {
  return (
    <StaticIsland
      key={`about-${product._id}`}
      className="mt-14 grid grid-cols-1 gap-10 lg:grid-cols-[1.4fr_1fr] lg:gap-14"
    >
      <section aria-labelledby="description">
        <h2 id="description" className="font-display text-2xl font-bold text-brand-900">
          Description
        </h2>
        <div className="mt-4">
          <Description text={product.description} />
        </div>
      </section>
      <WhyChoose name={product.name} />
    </StaticIsland>
  );
}
