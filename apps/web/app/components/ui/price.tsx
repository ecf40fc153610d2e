import { formatPrice } from '@shop/shared';

/** Selling price, the struck-out list price and percent off, exactly as the server priced them. */
export function Price({
  price,
  discountPrice,
  percentOff,
  size = 'md',
}: {
  price: number;
  discountPrice: number;
  percentOff: number;
  size?: 'md' | 'lg';
}) {
  const big = size === 'lg';
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={big ? 'text-3xl font-bold text-stone-900' : 'text-lg font-bold text-stone-900'}>
        {formatPrice(discountPrice)}
      </span>
      {percentOff > 0 && (
        <>
          <s className={big ? 'text-lg text-stone-500' : 'text-sm text-stone-500'}>
            <span className="sr-only">Was </span>
            {formatPrice(price)}
          </s>
          <span className="rounded bg-saffron-400/20 px-1.5 py-0.5 text-xs font-semibold text-amber-800">
            {percentOff}% off
          </span>
        </>
      )}
    </p>
  );
}
