import type { Image } from '@shop/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ProductImage } from '~/components/product/product-image';

/** The 0-based image `?image=` (1-based, as people count) asks for, when there is one. */
function imageAsked(params: URLSearchParams, count: number): number {
  const asked = Number(params.get('image')) - 1;
  return Number.isInteger(asked) && asked >= 0 && asked < count ? asked : 0;
}

/**
 * The main image and its thumbnails. A thumbnail is a link to this page with `?image=` (the variant
 * and anything else in the address kept), so it works before the page is hydrated and without
 * JavaScript; once hydrated, it switches the main image in place.
 */
export function ProductGallery({ images, name }: { images: Image[]; name: string }) {
  const [params] = useSearchParams();
  const [selected, setSelected] = useState(() => imageAsked(params, images.length));
  const main = images[selected] ?? images[0];
  const linkTo = (index: number) => {
    const next = new URLSearchParams(params);
    if (index === 0) next.delete('image');
    else next.set('image', String(index + 1));
    const search = next.toString();
    return search ? `?${search}` : '?';
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm">
        <ProductImage
          key={main?._id}
          image={main}
          alt={main?.alt || name}
          eager={selected === 0}
          sizes="(min-width: 1024px) 560px, 100vw"
        />
      </div>
      {images.length > 1 && (
        <ul className="flex gap-3 overflow-x-auto pb-1">
          {images.map((image, index) => (
            <li key={image._id} className="shrink-0">
              <a
                href={linkTo(index)}
                rel="nofollow"
                onClick={(event) => {
                  event.preventDefault();
                  setSelected(index);
                }}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-current={index === selected ? 'true' : undefined}
                className={`block w-20 overflow-hidden rounded-xl border-2 bg-white transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-24 ${
                  index === selected
                    ? 'border-brand-700 shadow'
                    : 'border-transparent opacity-80 hover:opacity-100'
                }`}
              >
                <ProductImage image={image} alt="" sizes="96px" low />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
