import { useFetcher } from 'react-router';
import { useFormResult } from '~/components/form/use-form-result';
import type { FormFailure } from '~/lib/form-result';
import { type CartActionResult, type CartIntent, cartActionPath } from './cart-types';

/**
 * A fetcher for the cart action that toasts each answer once: the success text ('Added to cart!',
 * 'Item removed from cart', 'Cart cleared') or the server's refusal. `onRefused` may take over a
 * refusal (return true), e.g. a 401 that sends the visitor to log in. The answer arrives before the
 * revalidation that may unmount this row (a removed line, a cleared cart), so it is told at once.
 */
export function useCartFetcher(options: { onRefused?: (result: FormFailure<CartIntent>) => boolean } = {}) {
  const fetcher = useFetcher<CartActionResult>();
  useFormResult(fetcher.data, { onFailure: options.onRefused, toastFailure: true });
  const submit = (values: Record<string, string>) =>
    fetcher.submit(values, { method: 'post', action: cartActionPath });
  return { fetcher, submit, busy: fetcher.state !== 'idle' };
}
