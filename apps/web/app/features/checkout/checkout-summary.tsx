import { type CartResponse, formatPrice, formatRupees, onlyLeftMessage, toPaise } from '@shop/shared';
import { useId } from 'react';
import { useFieldDraft } from '~/components/form/use-field-draft';
import { ProductImage } from '~/components/product/product-image';
import { Alert } from '~/components/ui/alert';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { inputClass } from '~/components/ui/field';
import { AlertIcon, LockIcon, TagIcon } from '~/components/ui/page-icons';
import { Spinner } from '~/components/ui/spinner';
import { BundleLineParts, lineImage, NextPromotion, PromotionRows } from '~/features/cart';
import { checkoutActionPath, deliveryFormId } from './checkout-types';
import type { useCheckout } from './use-checkout';

/** Rupees with 2 decimals (docs/PRODUCT.md §2: the checkout's totals), e.g. ₹1,234.50. */
const money = (rupees: number) => formatPrice(rupees, {});

type Checkout = ReturnType<typeof useCheckout>;

/**
 * The order summary: each line (image, name, quantity, line total), the promo box, subtotal, shipping
 * (the owner's charge, or Free), the Cash on Delivery fee when the owner charges one, the total
 * (struck-out original when a promo code lowers it), Pay Now and Cash on Delivery. Every figure is the
 * server's: the cart's totals, or the totals the promo answer priced; the order is priced again when
 * it is placed.
 */
export function CheckoutSummary({
  cart,
  checkout,
  onlinePayment,
}: {
  cart: CartResponse;
  checkout: Checkout;
  onlinePayment: boolean;
}) {
  const totals = checkout.promo?.totals ?? cart.totals;
  // What paying at the door adds (nothing on a free order); the only way to pay when online is off.
  const codFeePaise = totals.totalPrice > 0 ? cart.codFeePaise : 0;
  const codTotal = formatRupees(toPaise(totals.totalPrice) + codFeePaise);
  const discounted = checkout.promo !== null && totals.totalPrice < cart.totals.totalPrice;
  const blocked = cart.items.some((item) => item.outOfStock || item.exceedsStock);
  const working = checkout.busy !== null;
  // Until the page runs its code the browser checks the empty boxes itself, so nothing waits on them.
  const disabled = working || blocked || (checkout.hydrated && checkout.missing);
  return (
    <aside
      aria-labelledby="checkout-summary-heading"
      className={`${cardClass} p-5 sm:p-6 lg:sticky lg:top-36`}
    >
      <h2 id="checkout-summary-heading" className="font-display text-xl font-bold text-brand-900">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-stone-100">
        {cart.items.map((item) => (
          <li key={item._id} className="flex items-center gap-3 py-3">
            <span className="relative shrink-0">
              <span className="block h-14 w-14 overflow-hidden rounded-xl bg-stone-50 ring-1 ring-stone-200">
                <ProductImage image={lineImage(item)} alt="" sizes="56px" />
              </span>
              <span
                aria-hidden="true"
                className="absolute -top-2 -right-2 grid h-5 min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-[0.7rem] font-bold text-white"
              >
                {item.quantity}
              </span>
            </span>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-semibold text-stone-900">{item.productId.name}</p>
              {item.bundle ? (
                <BundleLineParts bundle={item.bundle} />
              ) : (
                item.variantLabel && <p className="text-xs text-stone-700">{item.variantLabel}</p>
              )}
              <p className="text-xs text-stone-600">Quantity: {item.quantity}</p>
              {(item.outOfStock || item.exceedsStock) && (
                <p className="text-xs font-semibold text-red-700">
                  {item.outOfStock ? 'Out of stock' : onlyLeftMessage(item.availableStock)}
                </p>
              )}
            </div>
            <p className="shrink-0 text-sm font-semibold text-stone-900">{money(item.lineTotal)}</p>
          </li>
        ))}
      </ul>

      <PromoBox checkout={checkout} />

      <dl className="mt-5 space-y-2.5 text-sm" aria-live="polite">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">Subtotal</dt>
          <dd className="font-semibold text-stone-900">{money(totals.totalDiscountPrice)}</dd>
        </div>
        {/* Without a code, the promotions the shop applies by itself; a code's answer prices them in too. */}
        {!checkout.promo && <PromotionRows cart={cart} />}
        {checkout.promo && totals.promoDiscount > 0 && (
          <div className="flex justify-between gap-4 text-brand-800">
            <dt>
              Promo {checkout.promo.code}
              {/* A percent code names its percent; other kinds (an amount, free shipping) have none. */}
              {checkout.promo.discount > 0 && ` (${checkout.promo.discount}% off)`}
            </dt>
            <dd className="font-semibold">−{money(totals.promoDiscount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">Shipping</dt>
          {totals.shippingPaise > 0 ? (
            <dd className="font-semibold text-stone-900" data-testid="checkout-shipping">
              {formatRupees(totals.shippingPaise)}
            </dd>
          ) : (
            <dd className="font-semibold text-brand-700" data-testid="checkout-shipping">
              Free
            </dd>
          )}
        </div>
        {codFeePaise > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-stone-700">
              Cash on Delivery fee
              {onlinePayment && (
                <span className="block text-xs text-stone-500">Only if you pay on delivery</span>
              )}
            </dt>
            <dd className="font-semibold text-stone-900" data-testid="checkout-cod-fee">
              {onlinePayment ? '+' : ''}
              {formatRupees(codFeePaise)}
            </dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-4 border-t border-dashed border-stone-200 pt-3">
          <dt className="text-base font-semibold text-stone-900">Total</dt>
          <dd className="text-right">
            {discounted && (
              <s className="mr-2 text-sm text-stone-500" data-testid="original-total">
                <span className="sr-only">Was </span>
                {money(cart.totals.totalPrice)}
              </s>
            )}
            <span className="text-xl font-bold text-stone-900" data-testid="checkout-total">
              {discounted && <span className="sr-only">Now </span>}
              {onlinePayment ? money(totals.totalPrice) : codTotal}
            </span>
          </dd>
        </div>
        {onlinePayment && codFeePaise > 0 && (
          <div className="flex justify-between gap-4 text-stone-700">
            <dt>With Cash on Delivery</dt>
            <dd className="font-semibold" data-testid="checkout-cod-total">
              {codTotal}
            </dd>
          </div>
        )}
      </dl>
      <p className="mt-1 text-xs text-stone-500">Inclusive of all taxes</p>

      {blocked && (
        <Alert className="mt-4">
          Some items are out of stock or above the stock left. Update your cart to continue.
        </Alert>
      )}
      <Alert className="mt-4">{checkout.formError}</Alert>
      {checkout.missing && !working && (
        <p className="mt-4 text-xs text-stone-600">
          Fill in your email and shipping address to place the order.
        </p>
      )}

      <div className="mt-5 grid gap-3">
        {onlinePayment && (
          <button
            type="button"
            // The payment window is the page's script: unavailable until it runs.
            disabled={disabled || !checkout.hydrated}
            aria-busy={checkout.busy === 'pay' || undefined}
            onClick={checkout.payNow}
            className={buttonClass({ full: true, className: 'py-3.5 text-base' })}
          >
            {working ? <Spinner /> : <LockIcon className="h-4 w-4" />}
            {working ? 'Processing...' : 'Pay Now'}
          </button>
        )}
        <button
          type="submit"
          form={deliveryFormId}
          disabled={disabled}
          aria-busy={checkout.busy === 'cod' || undefined}
          onClick={(event) => {
            event.preventDefault();
            checkout.payCashOnDelivery();
          }}
          className={buttonClass({ variant: 'saffron', full: true, className: 'py-3.5 text-base' })}
        >
          {working && <Spinner />}
          {working
            ? 'Processing...'
            : codFeePaise > 0
              ? `Cash on Delivery · ${codTotal}`
              : 'Cash on Delivery'}
        </button>
      </div>
      {onlinePayment && (
        <noscript>
          <p className="mt-3 text-center text-xs text-stone-600">
            Pay Now opens the payment window, which needs JavaScript. Cash on Delivery works without it.
          </p>
        </noscript>
      )}
      <p className="mt-4 text-center text-xs text-stone-500">
        {onlinePayment
          ? 'Secure checkout · UPI, cards, netbanking and wallets'
          : 'Pay in cash when your order arrives'}
        {totals.shippingPaise === 0 && ' · Free shipping'}
      </p>
      {!checkout.promo && <NextPromotion cart={cart} />}
    </aside>
  );
}

/**
 * Apply, then '{code} applied! …', the code locked in the box, and 'Remove {code}'. A form posting to
 * the checkout's action, so it works before JavaScript (back to /checkout?promo={code}, or /checkout,
 * with the toast's text as a flash); with JavaScript the page's script prices it in place.
 */
function PromoBox({ checkout }: { checkout: Checkout }) {
  const applied = checkout.promo;
  const { draft: code, setDraft: setCode, ref: codeRef } = useFieldDraft('');
  const id = useId();
  const working = checkout.busy !== null;
  return (
    <form
      method="post"
      action={checkoutActionPath}
      className="mt-4 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200"
      onSubmit={(event) => {
        event.preventDefault();
        if (!applied) void checkout.applyPromo(code);
      }}
    >
      <input type="hidden" name="intent" value={applied ? 'removePromo' : 'applyPromo'} />
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold text-stone-800">
        <TagIcon className="h-4 w-4 text-brand-700" />
        Promo code
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          // A code the box shows as applied is not a draft to keep.
          ref={applied ? undefined : codeRef}
          id={id}
          name="code"
          value={applied ? applied.code : code}
          readOnly={Boolean(applied)}
          disabled={working}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="Enter code"
          aria-invalid={checkout.promoError ? true : undefined}
          aria-describedby={checkout.promoError ? `${id}-error` : applied ? `${id}-applied` : undefined}
          className={`${inputClass} min-w-0 flex-1 basis-32 py-2 uppercase placeholder:normal-case`}
        />
        {applied ? (
          <button
            type="submit"
            onClick={(event) => {
              event.preventDefault();
              setCode('');
              void checkout.removePromo();
            }}
            disabled={working}
            className="shrink-0 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-700 transition hover:border-red-300 hover:bg-red-50 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
          >
            Remove {applied.code}
          </button>
        ) : (
          <button
            type="submit"
            disabled={working || checkout.promoBusy}
            className={buttonClass({ size: 'md', className: 'shrink-0' })}
          >
            {checkout.promoBusy && <Spinner />}
            Apply
          </button>
        )}
      </div>
      {applied && (
        <p id={`${id}-applied`} className="mt-2 text-xs font-semibold text-brand-800">
          {applied.discount}% off applied
        </p>
      )}
      {checkout.promoError && (
        <p id={`${id}-error`} role="alert" className="mt-2 flex items-start gap-1.5 text-sm text-red-700">
          <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
          {checkout.promoError}
        </p>
      )}
    </form>
  );
}
