import { ageGateMessages, limits } from '@shop/shared';
import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';

/**
 * The 18+ ask before an age-restricted product's first add to cart, as a page of its own so that every
 * Add to Cart (product page, shop grid, home rows, search) reaches it, with JavaScript or without:
 * VERIFY AGE posts to this page's action (the session confirms, then the product is added), CANCEL
 * goes back where the shopper was, nothing added. Both load a new document, with JavaScript too, as
 * the way here does (features/cart/add-to-cart-button.tsx): one path for every shopper.
 */
export function AgeCheck({
  productId,
  bundleId = '',
  back,
}: {
  productId: string;
  /** A bundle waiting for the answer instead of a product (docs/PRODUCT.md, Bundles). */
  bundleId?: string;
  back: string;
}) {
  return (
    <section
      aria-labelledby="age-check-title"
      className="mx-auto w-full max-w-md rounded-3xl bg-cream p-8 text-center shadow-xl ring-1 ring-stone-200"
    >
      <p className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-saffron-400/25 font-display text-2xl font-bold text-amber-900">
        {limits.adultAge}+
      </p>
      <h1 id="age-check-title" className="mt-5 font-display text-3xl font-bold text-brand-900">
        {ageGateMessages.title}
      </h1>
      <p className="mt-3 text-stone-700">{ageGateMessages.text}</p>
      <div className="mt-7 flex flex-col gap-3 sm:flex-row-reverse">
        <Form method="post" reloadDocument className="flex-1">
          <input type="hidden" name="productId" value={productId} />
          {bundleId && <input type="hidden" name="bundleId" value={bundleId} />}
          <input type="hidden" name="back" value={back} />
          <button type="submit" className={buttonClass({ full: true, className: 'font-bold tracking-wide' })}>
            VERIFY AGE
          </button>
        </Form>
        <Link
          to={back}
          reloadDocument
          className="flex-1 rounded-full border border-stone-400 bg-white px-6 py-3 text-sm font-bold tracking-wide text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          CANCEL
        </Link>
      </div>
    </section>
  );
}
