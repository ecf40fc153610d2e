import {
  type CartItem,
  formatPrice,
  formatRupees,
  MAX_LINE_QUANTITY,
  onlyLeftMessage,
  toPaise,
} from '@shop/shared';
import { type FormEvent, useId } from 'react';
import { Link } from 'react-router';
import { BackField } from '~/components/form/back-field';
import { useFieldDraft } from '~/components/form/use-field-draft';
import { ProductImage } from '~/components/product/product-image';
import { MinusIcon, PlusIcon, TrashIcon } from '~/components/ui/page-icons';
import { bundlePath } from '~/lib/links';
import { BundleLineParts, lineImage, lineListPrice } from './bundle-line-parts';
import { cartActionPath } from './cart-types';
import { useCartFetcher } from './use-cart-fetcher';

const stepButton =
  'grid h-10 w-10 place-items-center text-stone-700 transition hover:bg-brand-50 hover:text-brand-800 focus-visible:relative focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent';

/**
 * One line of the cart: image, name (to /product/{id}), unit price, quantity stepper (− / + / typed;
 * below 1 removes the line), Remove, and the line total the server priced. Sold-out lines, quantities
 * above the stock and changed prices are flagged. − and + are forms of their own, as is the typed
 * quantity (Enter sends it) and Remove, so each works before JavaScript; with it one fetcher posts them.
 * A bundle's line (docs/PRODUCT.md, Bundles) links to the bundle's page and lists its components small
 * under its name; its forms name it by `bundleId`.
 */
export function CartLine({ item }: { item: CartItem }) {
  const { fetcher, submit, busy } = useCartFetcher();
  /** The hidden fields every form of the line posts with (the cart action and the page to come back to). */
  const lineFields = (intent: 'setQuantity' | 'remove') => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={idField} value={productId} />
      {variantId && <input type="hidden" name="variantId" value={variantId} />}
      <BackField />
    </>
  );
  const product = item.productId;
  const bundle = item.bundle ?? null;
  // A bundle's line carries the bundle's id as its product's.
  const productId = product._id;
  const idField = bundle ? 'bundleId' : 'productId';
  // The line's variant, when it is not the product's default (whose id is the product's).
  const variantId = !bundle && item.variantId && item.variantId !== productId ? item.variantId : undefined;
  const productLink = bundle
    ? bundlePath(bundle.slug)
    : `/product/${productId}${variantId ? `?variant=${encodeURIComponent(variantId)}` : ''}`;
  const inputId = useId();
  const noteId = useId();

  // While a change is on its way, show the quantity asked for and its total (the summary follows, cart-pending.ts).
  const pending = fetcher.formData;
  const pendingQuantity =
    pending?.get('intent') === 'setQuantity' ? Number(pending.get('quantity')) : item.quantity;
  const removing = pending?.get('intent') === 'remove' || pendingQuantity < 1;
  const limit = Math.min(item.availableStock, MAX_LINE_QUANTITY);
  // What is typed; back to the server's quantity whenever it answers (a refusal keeps the old one).
  const { draft, setDraft, ref: draftRef } = useFieldDraft(String(item.quantity), fetcher.data);

  const setQuantity = (quantity: number) => {
    if (!Number.isInteger(quantity) || quantity < 0 || quantity === item.quantity) return;
    submit({
      intent: 'setQuantity',
      [idField]: productId,
      quantity: String(quantity),
      ...(variantId ? { variantId } : {}),
    });
  };
  const onTyped = (value: string) => {
    if (value.trim() === '') return;
    setQuantity(Math.min(Number(value), MAX_LINE_QUANTITY));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('quantity');
    onTyped(typeof value === 'string' ? value : '');
  };

  const flags: { text: string; tone: 'red' | 'amber' }[] = [];
  if (item.outOfStock) flags.push({ text: 'Out of stock: remove it to check out', tone: 'red' });
  else if (item.exceedsStock) flags.push({ text: onlyLeftMessage(item.availableStock), tone: 'red' });
  if (item.priceChanged && item.previousDiscountPrice !== null) {
    flags.push({
      text: `Price changed from ${formatPrice(item.previousDiscountPrice)} to ${formatPrice(item.discountPrice)}`,
      tone: 'amber',
    });
  }

  return (
    // A change on its way shows its figures at once (cart-pending.ts), so the line is not dimmed for it:
    // only a line being removed fades.
    <li
      aria-busy={busy || undefined}
      className={`flex gap-3 py-5 transition-opacity sm:gap-5 ${removing ? 'opacity-50' : ''}`}
    >
      <Link
        to={productLink}
        tabIndex={-1}
        aria-hidden="true"
        className="block h-20 w-20 shrink-0 overflow-hidden rounded-2xl bg-stone-50 ring-1 ring-stone-200 sm:h-28 sm:w-28"
      >
        <ProductImage
          image={lineImage(item)}
          alt=""
          sizes="112px"
          className={item.outOfStock ? 'opacity-60 grayscale-[40%]' : ''}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate text-xs font-semibold uppercase tracking-wider text-brand-700">
              {bundle ? 'Bundle' : product.brand}
            </p>
            <h3 className="mt-0.5 text-sm leading-snug font-semibold text-stone-900 sm:text-base">
              <Link
                to={productLink}
                className="rounded hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {product.name}
              </Link>
            </h3>
            {bundle ? (
              <BundleLineParts bundle={bundle} className="mt-0.5" />
            ) : (
              item.variantLabel && <p className="mt-0.5 text-sm text-stone-700">{item.variantLabel}</p>
            )}
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold text-stone-900">
                <span className="sr-only">Price </span>
                {formatPrice(item.discountPrice)}
              </span>
              {lineListPrice(item) > item.discountPrice && (
                <s className="text-xs text-stone-500">
                  <span className="sr-only">MRP </span>
                  {formatPrice(lineListPrice(item))}
                </s>
              )}
              <span className="text-xs text-stone-500">each</span>
            </p>
          </div>
          <fetcher.Form method="post" action={cartActionPath}>
            {lineFields('remove')}
            <button
              type="submit"
              disabled={busy}
              aria-label={`Remove ${product.name} from cart`}
              className="-mt-1 -mr-2 inline-flex shrink-0 items-center gap-1.5 rounded-full p-2 text-sm font-semibold text-stone-500 transition hover:bg-red-50 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50 sm:px-3"
            >
              <TrashIcon className="h-5 w-5 sm:h-4 sm:w-4" />
              <span className="hidden sm:inline">Remove</span>
            </button>
          </fetcher.Form>
        </div>

        {flags.length > 0 && (
          <ul id={noteId} className="flex flex-wrap gap-2">
            {flags.map((flag) => (
              <li
                key={flag.text}
                className={`rounded-full px-2.5 py-1 text-xs font-semibold ${flag.tone === 'red' ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200'}`}
              >
                {flag.text}
              </li>
            ))}
          </ul>
        )}

        <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center">
            <label htmlFor={inputId} className="sr-only">
              Quantity of {product.name}
            </label>
            <div className="flex items-center overflow-hidden rounded-full border border-stone-300 bg-white shadow-sm">
              <fetcher.Form method="post" action={cartActionPath} className="flex">
                {lineFields('setQuantity')}
                <input type="hidden" name="quantity" value={Math.max(item.quantity - 1, 0)} />
                <button
                  type="submit"
                  className={stepButton}
                  aria-label={
                    item.quantity <= 1 ? `Remove ${product.name}` : `Decrease quantity of ${product.name}`
                  }
                  disabled={busy}
                >
                  <MinusIcon className="h-4 w-4" />
                </button>
              </fetcher.Form>
              <fetcher.Form method="post" action={cartActionPath} onSubmit={onSubmit} className="flex">
                {lineFields('setQuantity')}
                <input
                  ref={draftRef}
                  id={inputId}
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_LINE_QUANTITY}
                  step={1}
                  value={busy ? String(removing ? 0 : pendingQuantity) : draft}
                  readOnly={busy}
                  onChange={(event) => setDraft(event.currentTarget.value)}
                  aria-describedby={flags.length ? noteId : undefined}
                  onBlur={(event) => onTyped(event.currentTarget.value)}
                  className="h-10 w-12 border-x border-stone-200 bg-transparent text-center text-base font-semibold text-stone-900 [appearance:textfield] focus:bg-brand-50 focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
                />
              </fetcher.Form>
              <fetcher.Form method="post" action={cartActionPath} className="flex">
                {lineFields('setQuantity')}
                <input type="hidden" name="quantity" value={Math.min(item.quantity + 1, limit)} />
                <button
                  type="submit"
                  className={stepButton}
                  aria-label={`Increase quantity of ${product.name}`}
                  disabled={busy || item.quantity >= limit}
                >
                  <PlusIcon className="h-4 w-4" />
                </button>
              </fetcher.Form>
            </div>
          </div>
          <p className="shrink-0 text-right">
            <span className="sr-only">Line total </span>
            <span
              className="text-base font-bold text-stone-900 sm:text-lg"
              data-testid="line-total"
              aria-live="polite"
            >
              {busy && !removing
                ? formatRupees(toPaise(item.discountPrice) * pendingQuantity, { compact: true })
                : formatPrice(item.lineTotal)}
            </span>
          </p>
        </div>
      </div>
    </li>
  );
}
