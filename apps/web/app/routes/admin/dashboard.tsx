import { formatRupees, orderStatuses, statusLabel } from '@shop/shared';
import { Link } from 'react-router';
import { cardClass } from '~/components/ui/card';
import { textLinkClass } from '~/components/ui/text-link';
import { requireAdmin } from '~/features/admin/admin.server';
import { SalesChart } from '~/features/admin/sales-chart';
import { WebPerformance } from '~/features/admin/web-performance';
import { ExpiringBatchesCard } from '~/features/batches/expiring-batches-card';
import { loadReminderFigures } from '~/features/cart-reminders/admin-cart-reminders.server';
import { CartRemindersCard } from '~/features/cart-reminders/cart-reminders-card';
import { OrderTable } from '~/features/orders/admin-order-table';
import { ShippingAttention } from '~/features/shipments';
import { callApi, dataOrThrow } from '~/lib/api.server';
import type { Route } from './+types/dashboard';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  const [figures, ndr, cartReminders] = await Promise.all([
    callApi(context, 'GET /admin/dashboard').then(dataOrThrow),
    callApi(context, 'GET /admin/shipments', { query: { state: 'failed_attempt', limit: 5 } }),
    loadReminderFigures(context, url),
  ]);
  // The shipping card is extra: the dashboard shows without it when shipments cannot be read.
  return { ...figures, shipping: ndr.ok ? ndr.body : null, cartReminders };
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className={`${cardClass} p-4`}>
      <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">{label}</p>
      <p className="mt-1 font-display text-2xl font-bold text-brand-900">{value}</p>
      {note && <p className="text-sm text-stone-600">{note}</p>}
    </div>
  );
}

export default function AdminDashboardPage({ loaderData: figures }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Dashboard</h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Orders today" value={String(figures.today.orders)} />
        <Figure label="Revenue today" value={formatRupees(figures.today.revenuePaise, { compact: true })} />
        <Figure label="Orders, 30 days" value={String(figures.last30Days.orders)} />
        <Figure
          label="Revenue, 30 days"
          value={formatRupees(figures.last30Days.revenuePaise, { compact: true })}
        />
      </div>
      {figures.refundsDue > 0 && (
        <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {figures.refundsDue} refund{figures.refundsDue === 1 ? ' is' : 's are'} due.{' '}
          <Link to="/admin/orders#refunds" className={textLinkClass}>
            See refunds
          </Link>
        </p>
      )}
      {figures.shipping && (
        <ShippingAttention
          failedDeliveries={figures.shipping.shipments}
          attention={figures.shipping.attention}
        />
      )}
      <section className={`${cardClass} p-4 sm:p-6`}>
        <h3 className="font-semibold text-brand-900">Sales by day, last 30 days</h3>
        <SalesChart days={figures.salesByDay} />
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <section className={`${cardClass} p-4 sm:p-6`}>
          <h3 className="font-semibold text-brand-900">Orders by status</h3>
          <ul className="mt-3 space-y-1.5 text-sm">
            {orderStatuses.map((status) => (
              <li key={status} className="flex justify-between">
                <Link to={`/admin/orders?status=${status}`} className={textLinkClass}>
                  {statusLabel(status)}
                </Link>
                <span className="font-semibold">{figures.byStatus[status] ?? 0}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className={`${cardClass} p-4 sm:p-6 lg:col-span-2`}>
          <h3 className="font-semibold text-brand-900">Low stock</h3>
          {figures.lowStock.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600">Every product has more than a few left.</p>
          ) : (
            <ul className="mt-3 divide-y divide-stone-100 text-sm">
              {figures.lowStock.map((product) => (
                <li key={product.id} className="flex justify-between py-1.5">
                  <Link to={`/admin/products/${product.id}`} className={textLinkClass}>
                    {product.name}
                  </Link>
                  <span className={product.stock === 0 ? 'font-semibold text-red-700' : 'font-semibold'}>
                    {product.stock === 0 ? 'Out of stock' : `${product.stock} left`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <ExpiringBatchesCard batches={figures.expiringBatches} />
      <CartRemindersCard
        summary={figures.cartReminders.summary}
        error={figures.cartReminders.error}
        showSettingsLink
      />
      <section className={`${cardClass} p-4 sm:p-6`}>
        <h3 className="font-semibold text-brand-900">Latest orders</h3>
        <OrderTable orders={figures.latestOrders} />
      </section>
      <WebPerformance figures={figures.webPerformance} />
    </div>
  );
}
