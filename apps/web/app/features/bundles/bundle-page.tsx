import type { Bundle } from '@shop/shared';
import { Link } from 'react-router';
import { Container } from '~/components/layout/container';
import { StockPill } from '~/components/product/stock-pill';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { Price } from '~/components/ui/price';
import { StaticIsland } from '~/components/ui/static-island';
import { AddToCartButton } from '~/features/cart';
import { Description } from '~/features/product';
import { BundlePicture, ComponentPictures, componentPath } from './bundle-parts';

/**
 * A bundle's page (docs/PRODUCT.md, Bundles): its picture, name, price against the components' list
 * price, stock, what is inside (each component to its product page) and Add to Cart, which puts the
 * bundle in the cart as one line (a form: it works before JavaScript, as a product's does). All but the
 * button is static islands keyed by the bundle and what it shows.
 */
export function BundlePage({ bundle }: { bundle: Bundle }) {
  const shown = `${bundle._id}:${bundle.inStock}:${bundle.price}:${bundle.listPrice}`;
  return (
    <main id="main">
      <Container className="py-6 sm:py-10">
        <StaticIsland key={`crumbs-${bundle._id}`}>
          <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Bundles' }, { label: bundle.name }]} />
        </StaticIsland>
        <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-14">
          <StaticIsland key={`picture-${bundle._id}`}>
            {bundle.image ? (
              <div className="overflow-hidden rounded-3xl bg-stone-50 ring-1 ring-stone-200">
                <BundlePicture src={bundle.image} eager />
              </div>
            ) : (
              <ComponentPictures items={bundle.items} max={4} />
            )}
          </StaticIsland>
          <div className="flex flex-col gap-5">
            <StaticIsland key={`facts-${shown}`} className="contents">
              <div>
                <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">Bundle</p>
                <h1 className="mt-2 font-display text-3xl leading-tight font-bold text-stone-900 sm:text-4xl">
                  {bundle.name}
                </h1>
              </div>
              <Price
                price={bundle.listPrice}
                discountPrice={bundle.price}
                percentOff={bundle.percentOff}
                size="lg"
              />
              <p className="-mt-3 text-xs text-stone-600">Inclusive of all taxes</p>
              <StockPill inStock={bundle.inStock} />
            </StaticIsland>
            <AddToCartButton
              product={{ _id: bundle._id, stock: bundle.stock }}
              bundle
              className="py-3.5 text-base sm:max-w-sm"
            />
            <StaticIsland key={`inside-${bundle._id}`} prefetch="intent">
              <section aria-labelledby="inside" className="rounded-3xl border border-stone-200 bg-white p-5">
                <h2 id="inside" className="font-display text-xl font-bold text-brand-900">
                  What’s inside
                </h2>
                <ul className="mt-3 divide-y divide-stone-100">
                  {bundle.items.map((item) => (
                    <li key={item.variantId} className="flex items-center gap-3 py-3">
                      <Link
                        to={componentPath(item)}
                        tabIndex={-1}
                        aria-hidden="true"
                        className="block h-14 w-14 shrink-0 overflow-hidden rounded-xl bg-stone-50 ring-1 ring-stone-200"
                      >
                        <BundlePicture src={item.image} />
                      </Link>
                      <div className="min-w-0 flex-1">
                        <Link
                          to={componentPath(item)}
                          prefetch="intent"
                          className="text-sm font-semibold text-stone-900 hover:text-brand-800 hover:underline"
                        >
                          {item.name}
                        </Link>
                        {item.variantLabel && <p className="text-sm text-stone-700">{item.variantLabel}</p>}
                      </div>
                      <p className="shrink-0 text-sm font-semibold text-stone-800">
                        <span className="sr-only">Quantity </span>× {item.quantity}
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            </StaticIsland>
          </div>
        </div>
        {bundle.description && (
          <StaticIsland key={`about-${bundle._id}`} className="mt-14 max-w-3xl">
            <section aria-labelledby="description">
              <h2 id="description" className="font-display text-2xl font-bold text-brand-900">
                Description
              </h2>
              <div className="mt-4">
                <Description text={bundle.description} />
              </div>
            </section>
          </StaticIsland>
        )}
      </Container>
    </main>
  );
}
