import type { Image } from '@shop/shared';
import { useState } from 'react';
import { ProductImage } from '~/components/product/product-image';

/** The main image and its thumbnails; a thumbnail button switches the main image. */
export function ProductGallery({ images, name }: { images: Image[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
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
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                className={`block w-20 overflow-hidden rounded-xl border-2 bg-white transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-24 ${
                  index === selected
                    ? 'border-brand-700 shadow'
                    : 'border-transparent opacity-80 hover:opacity-100'
                }`}
              >
                <ProductImage image={image} alt="" sizes="96px" low />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
