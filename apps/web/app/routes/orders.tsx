import { Link } from 'react-router';
import { Container } from '~/components/layout/container';
import { PageHeader } from '~/components/layout/page-header';
import { Alert } from '~/components/ui/alert';
import { textLinkClass } from '~/components/ui/text-link';
import { requireUser } from '~/features/accounts/session.server';
import { loadMyOrders, ordersAction } from '~/features/orders/orders.server';
import { OrdersList } from '~/features/orders/orders-list';
import { loadTracking } from '~/features/shipments/index.server';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/orders';

/** Signed-in only: the shopper's orders, newest first. */
export async function loader({ url, context }: Route.LoaderArgs) {
  await requireUser(url, context);
  const load = await loadMyOrders(context);
  return { ...load, tracking: load.ok ? await loadTracking(context, load.orders) : {} };
}

/** Cancel Order and Return Item (also posted from the profile's Orders tab). */
export async function action({ request, url, context }: Route.ActionArgs) {
  await requireUser(url, context);
  return ordersAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seo({
    site,
    title: 'Your Orders',
    description: `Track your ${site.shopName} orders from packing to delivery, download GST invoices, cancel or return.`,
    path: '/orders',
    noindex: true,
  });
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHeader eyebrow="Order history" title="Your Orders">
        <p>
          Follow each order from packing to delivery. Orders can be cancelled until they are shipped, and
          returned within 48 hours of delivery.
        </p>
      </PageHeader>
      <Container className="py-8 sm:py-12">
        <div className="mx-auto max-w-5xl">
          {loaderData.ok ? (
            <OrdersList
              orders={loaderData.orders}
              refunds={loaderData.refunds}
              tracking={loaderData.tracking}
            />
          ) : (
            <div className="space-y-4">
              <Alert>{loaderData.message}</Alert>
              <Link to="/orders" className={textLinkClass}>
                Try again
              </Link>
            </div>
          )}
        </div>
      </Container>
    </main>
  );
}
