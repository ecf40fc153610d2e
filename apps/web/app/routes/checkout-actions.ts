import { data } from 'react-router';
import { checkoutAction } from '~/features/checkout/checkout.server';
import { backTo, isDocumentRequest } from '~/lib/flash.server';
import { answerForm } from '~/lib/form-result.server';
import type { Route } from './+types/checkout-actions';

/**
 * The checkout's JSON calls (applyPromo, placeOrder, startPayment, verifyPayment): a resource route,
 * because paying online is a sequence the page's script drives across the payment window. The promo
 * box posted without JavaScript (applyPromo, removePromo) goes back to the checkout with a flash.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await checkoutAction(request, context);
  if (isDocumentRequest(request))
    return answerForm(request, result, { back: backTo(request, null, '/checkout') });
  return data(result.data, { status: result.init?.status ?? 200, headers: { 'cache-control': 'no-store' } });
}
