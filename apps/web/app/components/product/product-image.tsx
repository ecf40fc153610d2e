import type { CardImage } from '@shop/shared';

/** Responsive WebP with its intrinsic size set (no layout shift); lazy unless it is above the fold. */
export function ProductImage({
  image,
  alt,
  sizes = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
  eager = false,
  low = false,
  className = '',
}: {
  image: CardImage | undefined;
  alt: string;
  sizes?: string;
  eager?: boolean;
  /** A small picture beside the page's main one (a gallery thumbnail): fetched after it. */
  low?: boolean;
  className?: string;
}) {
  if (!image) return <div className={`aspect-square bg-stone-100 ${className}`} aria-hidden="true" />;
  return (
    <img
      src={image.url}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : low ? 'low' : undefined}
      className={`aspect-square h-auto w-full object-cover ${className}`}
    />
  );
}
