import { Container } from '~/components/layout/container';
import { getUser } from '~/features/accounts/session.server';
import { OrderSuccess } from '~/features/orders/order-success';
import { loadMyOrder } from '~/features/orders/orders.server';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/order-success';

/** After an order: `?order=<id>` shows its number and total to its owner; anyone else sees the thanks. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const id = url.searchParams.get('order');
  const user = id ? await getUser(context) : null;
  return { order: user && id ? await loadMyOrder(context, id) : null };
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seo({
    site,
    title: 'Thank you for your order',
    description: `Your ${site.shopName} order has been placed. See what happens next and follow it in your order history.`,
    path: '/order-success',
    noindex: true,
  });
}

export default function OrderSuccessPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <Container className="py-10 sm:py-14">
        <OrderSuccess order={loaderData.order} />
      </Container>
    </main>
  );
}
