import { messages } from '@shop/shared';

/** 'In Stock' or 'Out of Stock' as a pill, under the price of a product or a bundle. */
export function StockPill({ inStock }: { inStock: boolean }) {
  return (
    <p>
      <span
        className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${
          inStock ? 'bg-brand-100 text-brand-800' : 'bg-red-100 text-red-800'
        }`}
      >
        <span
          aria-hidden="true"
          className={`h-2 w-2 rounded-full ${inStock ? 'bg-brand-600' : 'bg-red-600'}`}
        />
        {inStock ? messages.inStock : messages.outOfStock}
      </span>
    </p>
  );
}
