import { type Bundle, messages } from '@shop/shared';
import { Link } from 'react-router';
import { Price } from '~/components/ui/price';
import { StaticIsland } from '~/components/ui/static-island';
import { AddToCartButton } from '~/features/cart';
import { bundlePath } from '~/lib/links';
import { ComponentPictures, componentName, componentPath } from './bundle-parts';

/**
 * A bundle's one card (the home page's "Frequently Bought Together"): its components' pictures and
 * names (each to its product), the bundle's price against the components' list price, and Add to Cart,
 * which puts the bundle in the cart as one line. All but the button is a static island, keyed by what it
 * shows: the row hydrates only the buttons (docs/ARCHITECTURE.md, First screen).
 */
export function BundleCard({ bundle }: { bundle: Bundle }) {
  const href = bundlePath(bundle.slug);
  const shown = `${bundle._id}:${bundle.inStock}:${bundle.price}:${bundle.listPrice}`;
  const count = bundle.items.length;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <StaticIsland key={shown} className="flex flex-1 flex-col" prefetch="intent">
        <p className="text-xs font-semibold uppercase tracking-wide text-amber-800">
          Bundle · {count} {count === 1 ? 'product' : 'products'}
        </p>
        {!bundle.inStock && (
          <p className="mt-1 w-fit rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
            {messages.outOfStock}
          </p>
        )}
        <h3 className="mt-1 font-display text-xl text-stone-900">
          <Link to={href} prefetch="intent" className="rounded hover:text-brand-800 hover:underline">
            {bundle.name}
          </Link>
        </h3>
        <div className="mt-4">
          <ComponentPictures items={bundle.items} />
        </div>
        <ul className="mt-4 mb-4 space-y-1.5 text-sm">
          {bundle.items.map((item) => (
            <li key={item.variantId} className="flex justify-between gap-3">
              <Link
                to={componentPath(item)}
                prefetch="intent"
                className="line-clamp-1 text-stone-800 hover:text-brand-700 hover:underline"
              >
                {componentName(item)}
              </Link>
              {item.quantity > 1 && <span className="shrink-0 text-stone-600">× {item.quantity}</span>}
            </li>
          ))}
        </ul>
        <div className="mt-auto border-t border-dashed border-stone-200 pt-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">Together</p>
          <Price price={bundle.listPrice} discountPrice={bundle.price} percentOff={bundle.percentOff} />
        </div>
      </StaticIsland>
      <div className="mt-3">
        <AddToCartButton product={{ _id: bundle._id, stock: bundle.stock }} bundle />
      </div>
    </article>
  );
}
