import type { Product } from '@shop/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { useSiteData } from '~/lib/site-data';
import { useCartFetcher } from './use-cart-fetcher';

/** The query parameter that asks a product page to add its product once the visitor has signed in. */
const pendingAddParam = 'addToCart';

// Each navigation's pending add runs once, even if the effect runs twice (StrictMode, re-renders).
const handledPendingAdds = new Set<string>();

/**
 * Add to Cart (quantity 1), disabled at stock 0 or less. It posts to the cart route's action, toasts
 * 'Added to cart!' or the server's message, and the header's count refreshes with the revalidation.
 * A visitor goes to /login and comes back to the product page with `?addToCart=<id>`, which adds it.
 */
export function AddToCartButton({
  product,
  className = '',
}: {
  product: Pick<Product, '_id' | 'stock'>;
  className?: string;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = Boolean(useSiteData()?.user);
  const outOfStock = product.stock <= 0;

  const toLogin = () => {
    const page = location.pathname.startsWith('/ProductDetailsById')
      ? location.pathname
      : `/product/${product._id}`;
    const back = `${page}?${new URLSearchParams({ [pendingAddParam]: product._id })}`;
    navigate(`/login?redirectTo=${encodeURIComponent(back)}`);
  };

  const { submit, busy } = useCartFetcher({
    onRefused: (result) => {
      if (result.status !== 401) return false;
      toLogin();
      return true;
    },
  });
  const add = () => submit({ intent: 'add', productId: product._id, quantity: '1' });

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
    submit({ intent: 'add', productId: product._id, quantity: '1' });
  }, [signedIn, location.key]);

  return (
    <Button
      size="sm"
      full
      disabled={outOfStock || busy}
      aria-busy={busy || undefined}
      onClick={() => (signedIn ? add() : toLogin())}
      className={className}
    >
      {/* Stays 'Add to Cart', disabled, when sold out: the page's own badge says Out of Stock. */}
      {busy ? 'Adding…' : 'Add to Cart'}
    </Button>
  );
}
