import { redirect } from 'react-router';
import { Container } from '~/components/layout/container';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { requireUser } from '~/features/accounts/session.server';
import { initialAddress, pricePromo } from '~/features/checkout/checkout.server';
import { CheckoutPage } from '~/features/checkout/checkout-page';
import { loadOrderUpdates } from '~/features/notifications/index.server';
import { loadMyOrders } from '~/features/orders/orders.server';
import { pincodeAnswerFromUrl } from '~/features/shipping/index.server';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { publicConfigContext } from '~/lib/load-context.server';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/checkout';

/**
 * Signed-in only; an empty cart goes back to /cart. The last order's address fills the form. A promo
 * code in the address (`?promo=`, where the promo box posted without JavaScript comes back to) is
 * priced again, or says why it no longer applies.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = await requireUser(url, context);
  const code = url.searchParams.get('promo');
  const [cart, orders, promo, orderUpdates, pincode] = await Promise.all([
    callApi(context, 'GET /cart/getUserCart').then(dataOrThrow),
    loadMyOrders(context),
    code ? pricePromo(context, code) : null,
    loadOrderUpdates(context),
    // The pincode box without JavaScript comes back here with ?pincode= (features/shipping).
    pincodeAnswerFromUrl(url, context),
  ]);
  if (cart.items.length === 0) throw redirect('/cart');
  return {
    cart,
    address: initialAddress(user, orders.ok ? orders.orders : []),
    onlinePayment: context.get(publicConfigContext).onlinePayment,
    promo,
    orderUpdates,
    pincode,
  };
}

/** The page's calls go to the JSON resource route; nothing here changes what the loader read. */
export function shouldRevalidate() {
  return false;
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const { shipping } = site;
  return seo({
    site,
    title: 'Checkout',
    description: `Secure checkout at ${site.shopName}: ${shipping.phrase}, pay by ${shipping.cod ? 'UPI, card, netbanking, wallet or Cash on Delivery' : 'UPI, card, netbanking or wallet'}.`,
    path: '/checkout',
    noindex: true,
  });
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <Container className="py-6 sm:py-10">
        <Breadcrumbs
          items={[{ label: 'Home', to: '/' }, { label: 'Cart', to: '/cart' }, { label: 'Checkout' }]}
        />
        <h1 className="mt-3 font-display text-3xl font-bold text-brand-900 sm:text-4xl">Checkout</h1>
        <CheckoutPage
          cart={loaderData.cart}
          initial={loaderData.address}
          onlinePayment={loaderData.onlinePayment}
          promo={loaderData.promo}
          orderUpdates={loaderData.orderUpdates}
          pincode={loaderData.pincode}
        />
      </Container>
    </main>
  );
}
