import { checkoutAction } from '~/features/checkout/checkout.server';
import type { Route } from './+types/checkout-actions';

/**
 * The checkout's JSON calls (applyPromo, placeOrder, startPayment, verifyPayment): a resource route,
 * because paying online is a sequence the page's script drives across the payment window.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await checkoutAction(request, context);
  const status = result.ok ? 200 : result.status === 401 ? 401 : result.status >= 500 ? 502 : result.status;
  return Response.json(result, { status, headers: { 'cache-control': 'no-store' } });
}
