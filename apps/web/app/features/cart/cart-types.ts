import type { CartResponse } from '@shop/shared';
import type { FormResult } from '~/lib/form-result';
import { bundlePath } from '~/lib/links';

/** What the cart route's action can be asked to do (Hydrogen's one cart action, switched on intent). */
export type CartIntent = 'add' | 'setQuantity' | 'remove' | 'clear';

/** The action's answer: a toast text on success with the server's item count, its message on refusal. */
export type CartActionResult = FormResult<CartIntent, { itemCount: number; productId: string }>;

/** The cart as a page receives it: never a thrown error, so the page shows its own red text. */
export type CartLoad = { ok: true; cart: CartResponse } | { ok: false; message: string };

/** The route the cart's fetchers post to. */
export const cartActionPath = '/cart';

/** The query parameter that asks a product page to add its product once the visitor has signed in. */
export const pendingAddParam = 'addToCart';

/**
 * Where a visitor who tapped Add to Cart logs in and comes back to: the product page they were on, or
 * the product's own page when they were on a list, asking it to add the product (`?addToCart=<id>`).
 */
export function loginToAdd(page: string, productId: string, variantId?: string): string {
  const pathname = page.split(/[?#]/)[0] ?? '';
  const productPage = pathname.startsWith('/ProductDetailsById/') ? pathname : `/product/${productId}`;
  // A variant chosen stays chosen (`?variant=`), and is the one added.
  const params = new URLSearchParams({
    ...(variantId ? { variant: variantId } : {}),
    [pendingAddParam]: productId,
  });
  const back = `${productPage}?${params}`;
  return `/login?redirectTo=${encodeURIComponent(back)}`;
}

/**
 * Where a visitor who tapped a bundle's Add to Cart logs in and comes back to: the bundle's page, asking
 * it to add the bundle (`?addToCart=<id>`), whichever page the button was on (docs/PRODUCT.md, Bundles).
 */
export function loginToAddBundle(bundleId: string): string {
  const back = `${bundlePath(bundleId)}?${new URLSearchParams({ [pendingAddParam]: bundleId })}`;
  return `/login?redirectTo=${encodeURIComponent(back)}`;
}

/** The 18+ ask before an age-restricted product's first add (routes/age-check.tsx; docs/PRODUCT.md §7.4). */
const ageCheckRoute = '/age-check';

/** The refusal code of an add made before the session confirmed being over 18. */
export const ageNotConfirmed = 'AGE_NOT_CONFIRMED';

/**
 * The 18+ ask for this product, or this bundle (`bundle`: the id is a bundle's), or none (only the
 * confirmation), coming back to `back` afterwards.
 */
export function ageCheckPath(productId: string, back: string, bundle = false): string {
  const params = new URLSearchParams({ back });
  if (productId) params.set(bundle ? 'bundleId' : 'productId', productId);
  return `${ageCheckRoute}?${params}`;
}
