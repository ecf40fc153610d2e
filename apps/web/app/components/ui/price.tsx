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
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span
        className={
          big ? 'text-3xl font-bold text-stone-900' : 'text-base font-bold text-stone-900 sm:text-lg'
        }
      >
        <span className="sr-only">Price </span>
        {formatPrice(discountPrice)}
      </span>
      {percentOff > 0 && (
        <>
          <s className={big ? 'text-lg text-stone-600' : 'text-xs text-stone-600 sm:text-sm'}>
            <span className="sr-only">MRP </span>
            {formatPrice(price)}
          </s>
          <span
            className={`rounded-md bg-brand-100 font-semibold text-brand-800 ${big ? 'px-2 py-1 text-sm' : 'px-1.5 py-0.5 text-xs'}`}
          >
            {percentOff}% off
          </span>
        </>
      )}
    </p>
  );
}
