import { type CartResponse, repriceCart } from '@shop/shared';
import { useFetchers } from 'react-router';
import { cartActionPath } from './cart-types';

type CartItem = CartResponse['items'][number];

/** The line a cart form names: a bundle by `bundleId`, a product's variant by `productId` (+ `variantId`). */
function lineOf(items: CartItem[], form: FormData): CartItem | undefined {
  const bundleId = form.get('bundleId');
  if (typeof bundleId === 'string')
    return items.find((item) => item.bundle && item.productId._id === bundleId);
  const productId = form.get('productId');
  if (typeof productId !== 'string') return undefined;
  // The default variant is posted without `variantId` (its id is the product's).
  const variantId = form.get('variantId') ?? productId;
  return items.find(
    (item) => !item.bundle && item.productId._id === productId && item.variantId === variantId,
  );
}

/**
 * The quantities the cart's forms on their way ask for, by line id: a new quantity, 0 for a line being
 * removed, 0 for every line while the cart is being cleared. Adding a line is not here: its price is
 * not in the answer yet.
 */
export function pendingQuantities(items: CartItem[], forms: FormData[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const form of forms) {
    const intent = form.get('intent');
    if (intent === 'clear') {
      for (const item of items) quantities.set(item._id, 0);
      continue;
    }
    const item = intent === 'setQuantity' || intent === 'remove' ? lineOf(items, form) : undefined;
    if (!item) continue;
    const quantity = intent === 'remove' ? 0 : Number(form.get('quantity'));
    if (Number.isSafeInteger(quantity) && quantity >= 0) quantities.set(item._id, quantity);
  }
  return quantities;
}

/**
 * The cart as the page shows it: the server's answer, or, while changes are on their way, its figures
 * worked out again by the server's own engine (docs/decisions/0034-promotion-engine.md) with the
 * quantities asked for, so the summary follows a tap at once; the server's answer then replaces them.
 */
export function useShownCart(cart: CartResponse): CartResponse {
  const forms = useFetchers()
    // Through the reload after the action too: the page's answer is still the old one until it ends.
    .filter((fetcher) => fetcher.state !== 'idle' && fetcher.formAction?.split('?')[0] === cartActionPath)
    .flatMap((fetcher) => (fetcher.formData ? [fetcher.formData] : []));
  if (forms.length === 0) return cart;
  const quantities = pendingQuantities(cart.items, forms);
  const repriced = quantities.size > 0 ? repriceCart(cart, quantities) : null;
  return repriced ? { ...cart, ...repriced } : cart;
}
