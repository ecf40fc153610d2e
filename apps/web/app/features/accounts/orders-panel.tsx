import { Link } from 'react-router';
import { primaryButton } from './fields';
import { PackageIcon } from './icons';

/** The Orders tab: order history has its own page (/orders); this points there. */
export function OrdersPanel() {
  return (
    <section aria-labelledby="orders-heading" className="flex flex-col items-center py-6 text-center">
      <span className="grid h-16 w-16 place-items-center rounded-full bg-saffron-400/20 text-amber-800">
        <PackageIcon className="h-8 w-8" />
      </span>
      <h2 id="orders-heading" className="mt-5 font-display text-2xl font-bold text-brand-900">
        Your Orders
      </h2>
      <p className="mt-2 max-w-sm text-stone-600">
        Your orders will appear here. Follow each one from packing to delivery on your order history page.
      </p>
      <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to="/orders" className={`${primaryButton} sm:w-auto`}>
          View order history
        </Link>
        <Link
          to="/shop/all"
          className="inline-flex items-center justify-center rounded-full border border-brand-700 px-6 py-3 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Start Shopping
        </Link>
      </div>
    </section>
  );
}
