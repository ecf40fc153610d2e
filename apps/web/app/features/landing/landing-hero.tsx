import { formatPrice, type Product } from '@shop/shared';
import { Link } from 'react-router';
import { Container } from '~/components/layout/container';
import { ProductImage } from '~/components/product/product-image';
import { buttonClass } from '~/components/ui/button';
import { productPath } from '~/lib/links';
import { CopyCode } from './copy-code';

/** The owner's code and what it takes off (docs/PRODUCT.md §2.21, Storefront content). */
export interface LandingOffer {
  code: string;
  percent: number;
}

/**
 * The offer: the hero product with its price, its code to copy and the way to the cart; without the
 * product (removed from the catalogue), the way to the shop; without a live code, no code.
 */
export function LandingHero({ product, offer }: { product: Product | null; offer: LandingOffer | null }) {
  return (
    <section className="bg-linear-to-br from-brand-50 via-cream to-amber-50">
      <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-800">Limited offer</p>
          <h1 className="mt-3 font-display text-4xl leading-tight text-brand-900 sm:text-5xl">
            {product ? product.name : 'Ayurvedic wellness, delivered'}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-stone-700">
            India’s favourite adaptogen for calm days and restful nights.
            {offer && ` Get ${offer.percent}% off your order with the code below.`}
          </p>
          {product ? (
            <div className="mt-6 space-y-5">
              <p className="flex items-baseline gap-3">
                <span className="font-display text-3xl text-stone-900">
                  {formatPrice(product.discountPrice)}
                </span>
                {product.price > product.discountPrice && (
                  <span className="text-stone-500 line-through">{formatPrice(product.price)}</span>
                )}
                {offer && (
                  <span className="rounded-full bg-saffron-400/20 px-3 py-1 text-sm font-semibold text-amber-900">
                    {offer.percent}% off with {offer.code}
                  </span>
                )}
              </p>
              {offer && <CopyCode code={offer.code} />}
              <div className="flex flex-wrap gap-3">
                <Link
                  to={`${productPath(product._id)}?addToCart=${encodeURIComponent(product._id)}`}
                  className={buttonClass({ variant: 'saffron', size: 'lg' })}
                >
                  Add to cart
                </Link>
                <Link
                  to={productPath(product._id)}
                  className={buttonClass({ variant: 'outline', size: 'lg' })}
                >
                  Read the details
                </Link>
              </div>
            </div>
          ) : (
            <Link to="/shop/all" className={`${buttonClass({ size: 'lg' })} mt-6`}>
              Shop all products
            </Link>
          )}
        </div>
        {product && (
          <ProductImage
            image={product.images[0]}
            alt={product.name}
            eager
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="rounded-3xl shadow-lg"
          />
        )}
      </Container>
    </section>
  );
}
