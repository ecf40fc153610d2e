import type { Product } from '@shop/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BackField } from '~/components/form/back-field';
import { Button } from '~/components/ui/button';
import { useSiteData } from '~/lib/site-data';
import {
  ageCheckPath,
  ageNotConfirmed,
  cartActionPath,
  loginToAdd,
  loginToAddBundle,
  pendingAddParam,
} from './cart-types';
import { useCartFetcher } from './use-cart-fetcher';

// Each navigation's pending add runs once, even if the effect runs twice (StrictMode, re-renders).
const handledPendingAdds = new Set<string>();

/**
 * Add to Cart (quantity 1), disabled at stock 0 or less: a form posting to the cart route's action, so
 * it works before JavaScript (the action comes back to this page with 'Added to cart!' as a flash).
 * With JavaScript a fetcher posts it, toasts the answer or the server's message, and the header's count
 * refreshes with the revalidation. A visitor goes to /login and comes back to the product page with
 * `?addToCart=<id>`, which adds it (the server does, when the page comes without JavaScript).
 * With `bundle`, `product` is a bundle (its id and how many whole bundles are in stock): it goes in the
 * cart as one line, and a visitor comes back to the bundle's page (docs/PRODUCT.md, Bundles).
 */
export function AddToCartButton({
  product,
  variantId,
  bundle = false,
  className = '',
}: {
  product: Pick<Product, '_id' | 'stock'>;
  /** A variant other than the default (docs/PRODUCT.md, Variants); `stock` is then that variant's. */
  variantId?: string;
  /** `product` is a bundle. */
  bundle?: boolean;
  className?: string;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = Boolean(useSiteData()?.user);
  const outOfStock = product.stock <= 0;

  const toLogin = () =>
    navigate(bundle ? loginToAddBundle(product._id) : loginToAdd(location.pathname, product._id, variantId));
  const idField = bundle ? 'bundleId' : 'productId';

  const { fetcher, submit, busy } = useCartFetcher({
    onRefused: (result) => {
      // An age-restricted product, before this session's 18+ ask: the ask (routes/age-check.tsx), which
      // then adds it. Loaded as a new document, the same way as without JavaScript: a client navigation
      // to it from a shop page committed the address but kept the page (seen in the browser journey).
      if (result.code === ageNotConfirmed) {
        const params = new URLSearchParams(location.search);
        params.delete(pendingAddParam);
        const search = params.toString();
        window.location.assign(
          ageCheckPath(product._id, `${location.pathname}${search ? `?${search}` : ''}`, bundle),
        );
        return true;
      }
      if (result.status !== 401) return false;
      toLogin();
      return true;
    },
  });

  // Back from /login: add the product the visitor chose, once, and drop the request from the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address or sign-in changes
  useEffect(() => {
    if (!signedIn || outOfStock) return;
    const params = new URLSearchParams(location.search);
    if (params.get(pendingAddParam) !== product._id || handledPendingAdds.has(location.key)) return;
    handledPendingAdds.add(location.key);
    params.delete(pendingAddParam);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
    submit({ intent: 'add', [idField]: product._id, quantity: '1', ...(variantId ? { variantId } : {}) });
  }, [signedIn, location.key]);

  return (
    <fetcher.Form
      method="post"
      action={cartActionPath}
      onSubmit={(event) => {
        // A visitor has no cart to post to: straight to log in, without asking the server first.
        if (signedIn) return;
        event.preventDefault();
        toLogin();
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name={idField} value={product._id} />
      {variantId && <input type="hidden" name="variantId" value={variantId} />}
      <input type="hidden" name="quantity" value="1" />
      <BackField />
      <Button
        type="submit"
        size="sm"
        full
        disabled={outOfStock || busy}
        aria-busy={busy || undefined}
        className={className}
      >
        {/* Stays 'Add to Cart', disabled, when sold out: the page's own badge says Out of Stock. */}
        {busy ? 'Adding…' : 'Add to Cart'}
      </Button>
    </fetcher.Form>
  );
}
