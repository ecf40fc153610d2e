import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { loadToast } from '~/components/ui/toaster';
import { type CartActionResult, cartActionPath } from './cart-types';

/**
 * A fetcher for the cart action that toasts each answer once: the success text ('Added to cart!',
 * 'Item removed from cart', 'Cart cleared') or the server's refusal. `onRefused` may take over a
 * refusal (return true), e.g. a 401 that sends the visitor to log in.
 */
export function useCartFetcher(
  options: { onRefused?: (result: Extract<CartActionResult, { ok: false }>) => boolean } = {},
) {
  const fetcher = useFetcher<CartActionResult>();
  const seen = useRef<CartActionResult | undefined>(undefined);
  const onRefused = useRef(options.onRefused);
  onRefused.current = options.onRefused;

  // The answer arrives before the revalidation that may unmount this row (a removed line, a cleared
  // cart), so it is told at once, not when the fetcher is idle again.
  useEffect(() => {
    const result = fetcher.data;
    if (!result || seen.current === result) return;
    seen.current = result;
    if (!result.ok && onRefused.current?.(result)) return;
    void loadToast().then((toast) => {
      if (!result.ok) toast.error(result.message);
      else if (result.message) toast.success(result.message);
    });
  }, [fetcher.data]);

  const submit = (values: Record<string, string>) =>
    fetcher.submit(values, { method: 'post', action: cartActionPath });

  return { fetcher, submit, busy: fetcher.state !== 'idle' };
}
