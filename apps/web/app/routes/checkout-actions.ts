import { data } from 'react-router';
import { checkoutAction } from '~/features/checkout/checkout.server';
import type { Route } from './+types/checkout-actions';

/**
 * The checkout's JSON calls (applyPromo, placeOrder, startPayment, verifyPayment): a resource route,
 * because paying online is a sequence the page's script drives across the payment window.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await checkoutAction(request, context);
  return data(result.data, { status: result.init?.status ?? 200, headers: { 'cache-control': 'no-store' } });
}
