import type { Bundle, BundleItem } from '@shop/shared';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { productPath } from '~/lib/links';

/** A component's product page, on the variant the bundle holds. */
export function componentPath(item: Pick<BundleItem, 'productId' | 'variantId'>) {
  return `${productPath(item.productId)}?variant=${encodeURIComponent(item.variantId)}`;
}

/** "Ashwagandha Capsules · 120 capsules": the component's name with its variant, when it has one. */
export function componentName(item: Pick<BundleItem, 'name' | 'variantLabel'>) {
  return item.variantLabel ? `${item.name} · ${item.variantLabel}` : item.name;
}

/** An uploaded picture (a bundle's or a component's), or an empty tile when there is none. */
export function BundlePicture({
  src,
  eager = false,
  className = '',
}: {
  src: string | null;
  eager?: boolean;
  className?: string;
}) {
  if (!src) return <div className={`aspect-square bg-stone-100 ${className}`} aria-hidden="true" />;
  return (
    <img
      src={src}
      alt=""
      width={600}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      className={`aspect-square h-auto w-full object-cover ${className}`}
    />
  );
}

/** The components' pictures side by side with a "+" between them, each linking to its product. */
export function ComponentPictures({ items, max = 3 }: { items: Bundle['items']; max?: number }) {
  return (
    <div className="flex items-center justify-center gap-2 rounded-xl bg-stone-50 p-3">
      {items.slice(0, max).map((item, index) => (
        <Fragment key={item.variantId}>
          {index > 0 && (
            <span
              className="grid size-7 shrink-0 place-items-center rounded-full bg-saffron-400 font-bold text-stone-900"
              aria-hidden="true"
            >
              +
            </span>
          )}
          <Link
            to={componentPath(item)}
            tabIndex={-1}
            aria-hidden="true"
            className="block aspect-square w-24 min-w-0 shrink overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
          >
            <BundlePicture src={item.image} />
          </Link>
        </Fragment>
      ))}
    </div>
  );
}
