import type { Product } from '@shop/shared';
import { useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { loadToast } from '~/components/ui/toaster';
import { useSiteData } from '~/lib/site-data';

const failed = 'Failed to add item to cart';

/**
 * Add to Cart (quantity 1), disabled at stock 0 or less. A visitor is sent to /login and brought back;
 * a signed-in shopper's item goes to POST /api/cart/addToCart (SPEC §7), then the header's count refreshes.
 */
export function AddToCartButton({ product, className = '' }: { product: Product; className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const signedIn = Boolean(useSiteData()?.user);
  const [busy, setBusy] = useState(false);
  const outOfStock = product.stock <= 0;

  const toLogin = () => {
    const back = location.pathname.startsWith('/ProductDetailsById')
      ? location.pathname
      : `/product/${product._id}`;
    navigate(`/login?redirectTo=${encodeURIComponent(back)}`);
  };

  const add = async () => {
    if (!signedIn) return toLogin();
    setBusy(true);
    try {
      const response = await fetch('/api/cart/addToCart', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          productId: product._id,
          quantity: 1,
          price: product.price,
          discountPrice: product.discountPrice,
        }),
      });
      if (response.status === 401) return toLogin();
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
        // A missing route is our problem, not something the shopper can act on.
        (await loadToast()).error(body?.code !== 'ROUTE_NOT_FOUND' && body?.message ? body.message : failed);
        return;
      }
      (await loadToast()).success('Added to cart!');
      revalidator.revalidate();
    } catch {
      (await loadToast()).error(failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      disabled={outOfStock || busy}
      aria-busy={busy || undefined}
      onClick={add}
      className={`w-full rounded-full bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700 ${className}`}
    >
      {outOfStock ? 'Out of Stock' : busy ? 'Adding…' : 'Add to Cart'}
    </button>
  );
}
