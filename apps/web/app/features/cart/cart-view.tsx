import { type CartResponse, cartMessages, formatPrice, formatRupees } from '@shop/shared';
import { Link, useNavigation, useRevalidator } from 'react-router';
import { BackField } from '~/components/form/back-field';
import { LeafMark } from '~/components/layout/logo';
import { Alert } from '~/components/ui/alert';
import { Button, buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { BagIcon, LockIcon, TagIcon, TrashIcon } from '~/components/ui/page-icons';
import { Spinner } from '~/components/ui/spinner';
import { textLinkClass } from '~/components/ui/text-link';
import { CartLine } from './cart-line';
import { useShownCart } from './cart-pending';
import { NextPromotion, PromotionRows } from './cart-promotions';
import { cartActionPath } from './cart-types';
import { useCartFetcher } from './use-cart-fetcher';

/** The filled cart: its lines, Clear cart, and the summary priced by the server (repriced while a change is on its way). */
export function CartContents({ cart: answered }: { cart: CartResponse }) {
  const cart = useShownCart(answered);
  if (cart.items.length === 0) return <EmptyCart />;
  const blocked = cart.items.some((item) => item.outOfStock || item.exceedsStock);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start lg:gap-8">
      <section aria-labelledby="cart-lines-heading" className={`${cardClass} px-4 sm:px-6`}>
        <div className="flex items-center justify-between gap-3 border-b border-stone-100 py-4">
          <h2 id="cart-lines-heading" className="font-display text-xl font-bold text-brand-900">
            {cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'} in your cart
          </h2>
          <ClearCartButton />
        </div>
        <ul className="divide-y divide-stone-100">
          {cart.items.map((item) => (
            <CartLine key={item._id} item={item} />
          ))}
        </ul>
      </section>
      <CartSummary cart={cart} blocked={blocked} />
    </div>
  );
}

function ClearCartButton() {
  const { fetcher, busy } = useCartFetcher();
  return (
    <fetcher.Form method="post" action={cartActionPath}>
      <input type="hidden" name="intent" value="clear" />
      <BackField />
      <button
        type="submit"
        disabled={busy}
        className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold text-stone-600 transition hover:bg-red-50 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50"
      >
        <TrashIcon className="h-4 w-4" />
        {busy ? 'Clearing…' : 'Clear cart'}
      </button>
    </fetcher.Form>
  );
}

/**
 * Subtotal, shipping (the owner's charge, or Free) and total exactly as the server priced them (or its
 * engine, while a change is on its way), what Cash on Delivery adds when the owner charges a fee;
 * Checkout and Continue Shopping.
 */
function CartSummary({ cart, blocked }: { cart: CartResponse; blocked: boolean }) {
  const { totals } = cart;
  // The checkout reads the cart again on the server: say so while it does.
  const opening = useNavigation().location?.pathname === '/checkout';
  return (
    <aside aria-labelledby="cart-summary-heading" className={`${cardClass} p-5 sm:p-6 lg:sticky lg:top-36`}>
      <h2 id="cart-summary-heading" className="font-display text-xl font-bold text-brand-900">
        Order Summary
      </h2>
      <dl className="mt-4 space-y-3 text-sm" aria-live="polite">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">
            Subtotal ({totals.itemCount} {totals.itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd className="text-right">
            {totals.originalPrice > totals.totalDiscountPrice && (
              <s className="mr-2 text-xs text-stone-500">
                <span className="sr-only">MRP </span>
                {formatPrice(totals.originalPrice)}
              </s>
            )}
            <span className="font-semibold text-stone-900">{formatPrice(totals.totalDiscountPrice)}</span>
          </dd>
        </div>
        <PromotionRows cart={cart} />
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">Shipping</dt>
          {totals.shippingPaise > 0 ? (
            <dd className="font-semibold text-stone-900" data-testid="cart-shipping">
              {formatRupees(totals.shippingPaise)}
            </dd>
          ) : (
            <dd className="font-semibold text-brand-700" data-testid="cart-shipping">
              Free
            </dd>
          )}
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-dashed border-stone-200 pt-3">
          <dt className="text-base font-semibold text-stone-900">Total</dt>
          <dd className="text-xl font-bold text-stone-900">{formatPrice(totals.totalPrice)}</dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-stone-500">
        Inclusive of all taxes
        {cart.codFeePaise > 0 && ` · Cash on Delivery adds ${formatRupees(cart.codFeePaise)}`}
      </p>
      <NextPromotion cart={cart} />
      {blocked && (
        <Alert className="mt-4">
          Some items are out of stock or above the stock left. Remove them or lower the quantity to check out.
        </Alert>
      )}
      <div className="mt-5 flex flex-col gap-3">
        {blocked ? (
          <Button disabled full>
            <LockIcon className="h-4 w-4" />
            Checkout
          </Button>
        ) : (
          <Link to="/checkout" className={buttonClass({ full: true })} aria-busy={opening || undefined}>
            {opening ? <Spinner /> : <LockIcon className="h-4 w-4" />}
            Checkout
          </Link>
        )}
        <Link to="/" className={buttonClass({ variant: 'outline', full: true })}>
          Continue Shopping
        </Link>
      </div>
      <p className="mt-5 flex items-start gap-2 rounded-2xl bg-brand-50 px-4 py-3 text-xs text-brand-900">
        <TagIcon className="mt-0.5 h-4 w-4 shrink-0" />
        Have a promo code? Apply it at checkout. Cash on Delivery available.
      </p>
    </aside>
  );
}

/** 'Your cart is empty.' with a way back to the shop. */
function EmptyCart() {
  return (
    <EmptyState
      icon={<BagIcon className="h-8 w-8" />}
      title={cartMessages.empty}
      actions={
        <>
          <Link to="/shop/all" className={buttonClass()}>
            Browse the shop
          </Link>
          <Link to="/" className={buttonClass({ variant: 'outline' })}>
            Continue Shopping
          </Link>
        </>
      }
    >
      Explore Ayurvedic blends, multivitamins and daily wellness essentials.
    </EmptyState>
  );
}

/** The cart could not be read: the reason in red, and a retry. */
export function CartError({ message }: { message: string }) {
  const revalidator = useRevalidator();
  return (
    <div className={`${cardClass} flex flex-col items-start gap-4 p-6`}>
      <p role="alert" className="font-semibold text-red-700">
        {message}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          disabled={revalidator.state !== 'idle'}
          onClick={() => revalidator.revalidate()}
        >
          {revalidator.state !== 'idle' ? 'Trying again…' : 'Try again'}
        </Button>
        <Link to="/" className={`${textLinkClass} self-center`}>
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}

/** While the cart loads: the shape of the page, announced as loading. */
export function CartSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:gap-8">
      <span className="sr-only">Loading your cart…</span>
      <div aria-hidden="true" className={`${cardClass} space-y-5 p-6`}>
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex animate-pulse gap-4 motion-reduce:animate-none">
            <div className="h-20 w-20 rounded-2xl bg-stone-200 sm:h-28 sm:w-28" />
            <div className="flex-1 space-y-3 py-1">
              <div className="h-3 w-24 rounded bg-stone-200" />
              <div className="h-4 w-3/4 rounded bg-stone-200" />
              <div className="h-8 w-32 rounded-full bg-stone-100" />
            </div>
          </div>
        ))}
      </div>
      <div aria-hidden="true" className={`${cardClass} h-64 animate-pulse p-6 motion-reduce:animate-none`}>
        <LeafMark className="h-8 w-8 opacity-30" />
      </div>
    </div>
  );
}
