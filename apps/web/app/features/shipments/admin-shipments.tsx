import {
  type AdminShipment,
  formatDate,
  formatDateTime,
  formatRupees,
  indiaInstant,
  type ShipmentStateName,
  shipmentStateLabel,
  shipmentStateList,
} from '@shop/shared';
import { Form, Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { textLinkClass } from '~/components/ui/text-link';
import { td, th } from '~/features/admin';

interface ReadyOrder {
  id: string;
  shortId: string;
  createdAt: string;
  customerName: string;
  city: string;
  pincode: string;
  paymentMethod: 'cod' | 'online';
  totalPaise: number;
}

const stateColour = (state: ShipmentStateName) =>
  state === 'failed' || state === 'failed_attempt' || state === 'rto'
    ? 'red'
    : state === 'delivered'
      ? 'green'
      : state === 'pending'
        ? 'yellow'
        : state === 'returned'
          ? 'grey'
          : 'blue';

/** The console's tabs over orders: all, ready to ship, shipments. */
export function OrdersTabs({ view }: { view: 'orders' | 'ready' | 'shipments' }) {
  const tabs = [
    ['orders', 'All orders', '/admin/orders'],
    ['ready', 'Ready to ship', '/admin/orders?view=ready'],
    ['shipments', 'Shipments', '/admin/orders?view=shipments'],
  ] as const;
  return (
    <nav aria-label="Orders views" className="flex flex-wrap gap-2">
      {tabs.map(([key, label, to]) => (
        <Link
          key={key}
          to={to}
          aria-current={view === key ? 'page' : undefined}
          className={buttonClass({ variant: view === key ? 'primary' : 'outline', size: 'sm' })}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * "Ready to ship": orders placed or being prepared with no courier yet, oldest first; ticked ones are
 * booked in bulk by one plain form (the worker books them, the page does not wait).
 */
export function ReadyToShip({
  orders,
  total,
  manualOnly,
}: {
  orders: ReadyOrder[];
  total: number;
  manualOnly?: boolean;
}) {
  if (orders.length === 0) {
    return (
      <section className={`${cardClass} p-4`}>
        <p className="text-sm text-stone-600">No orders are waiting for a courier.</p>
      </section>
    );
  }
  return (
    <section className={`${cardClass} p-4`} aria-labelledby="ready-title">
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="ship" />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="ready-title" className="font-semibold text-brand-900">
            {total} order{total === 1 ? '' : 's'} ready to ship
            {total > orders.length ? ` (the oldest ${orders.length} shown)` : ''}
          </h3>
          {!manualOnly && (
            <button type="submit" className={buttonClass({ size: 'sm' })}>
              Create shipments for ticked orders
            </button>
          )}
        </div>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem]">
            <thead className="border-b border-stone-200">
              <tr>
                <th className={th}>
                  <span className="sr-only">Ship</span>
                </th>
                <th className={th}>Order</th>
                <th className={th}>Placed</th>
                <th className={th}>Customer</th>
                <th className={th}>Deliver to</th>
                <th className={th}>Payment</th>
                <th className={`${th} text-right`}>Total</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {orders.map((order) => (
                <tr key={order.id}>
                  <td className={td}>
                    <input
                      type="checkbox"
                      name="orderIds"
                      value={order.id}
                      defaultChecked
                      aria-label={`Ship order #${order.shortId}`}
                      className="h-4 w-4 accent-brand-700"
                    />
                  </td>
                  <td className={td}>
                    <Link to={`/admin/orders/${order.id}`} className={textLinkClass}>
                      #{order.shortId}
                    </Link>
                  </td>
                  <td className={td}>{formatDateTime(order.createdAt)}</td>
                  <td className={td}>{order.customerName}</td>
                  <td className={td}>
                    {order.city} {order.pincode}
                  </td>
                  <td className={td}>{order.paymentMethod === 'cod' ? 'Cash on Delivery' : 'Online'}</td>
                  <td className={`${td} text-right font-semibold`}>
                    {formatRupees(order.totalPaise, { compact: true })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Form>
    </section>
  );
}

function RowAction({
  id,
  intent,
  label,
  extra,
}: {
  id: string;
  intent: string;
  label: string;
  extra?: [string, string];
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {extra && <input type="hidden" name={extra[0]} value={extra[1]} />}
      <button type="submit" className={buttonClass({ variant: 'outline', size: 'sm' })}>
        {label}
      </button>
    </Form>
  );
}

function ShipmentRow({ shipment }: { shipment: AdminShipment }) {
  const problem =
    shipment.state === 'failed'
      ? shipment.lastError
      : shipment.state === 'failed_attempt'
        ? shipment.ndrReason
        : null;
  return (
    <tr>
      <td className={td}>
        <Link to={`/admin/orders/${shipment.orderId}`} className={textLinkClass}>
          #{shipment.orderRef}
        </Link>
        <span className="block text-xs text-stone-500">
          {shipment.customerName} · {shipment.pincode}
        </span>
      </td>
      <td className={td}>
        {shipment.courier ?? '—'}
        <span className="block font-mono text-xs text-stone-600">{shipment.awb ?? 'no AWB yet'}</span>
      </td>
      <td className={td}>
        <Badge colour={stateColour(shipment.state)} dot={shipment.state === 'pending'}>
          {shipmentStateLabel(shipment.state)}
        </Badge>
        {problem && <span className="mt-1 block max-w-xs text-xs text-red-800">{problem}</span>}
        {!problem && shipment.state === 'pending' && shipment.lastError && (
          <span className="mt-1 block max-w-xs text-xs text-amber-800">Retrying: {shipment.lastError}</span>
        )}
      </td>
      <td className={td}>
        {shipment.paymentMethod === 'cod'
          ? `COD ${formatRupees(shipment.totalPaise, { compact: true })}`
          : 'Prepaid'}
        {shipment.expectedDate && (
          <span className="block text-xs text-stone-500">
            by {formatDate(indiaInstant(shipment.expectedDate, 12 * 60))}
          </span>
        )}
      </td>
      <td className={`${td} space-x-2 whitespace-nowrap`}>
        {shipment.awb && (
          <a href={`/api/admin/shipments/labels.pdf?ids=${shipment.id}`} download className={textLinkClass}>
            Label
          </a>
        )}
        {shipment.state === 'failed' && <RowAction id={shipment.id} intent="retry" label="Retry" />}
        {shipment.state === 'failed_attempt' && (
          <>
            <RowAction id={shipment.id} intent="ndr" label="Deliver again" extra={['action', 'reattempt']} />
            <RowAction id={shipment.id} intent="ndr" label="Return to us" extra={['action', 'return']} />
          </>
        )}
        {shipment.state === 'rto' && (
          <RowAction id={shipment.id} intent="returned" label="Restock and cancel" />
        )}
      </td>
    </tr>
  );
}

/** The shipments, newest change first: state, the provider's reason, labels and the manifest. */
export function ShipmentList({
  shipments,
  total,
  attention,
  state,
}: {
  shipments: AdminShipment[];
  total: number;
  attention: { failed: number; failedAttempt: number; rto: number };
  state?: string;
}) {
  const printable = shipments.filter((shipment) => shipment.awb && shipment.state === 'booked');
  const ids = printable.map((shipment) => shipment.id).join(',');
  return (
    <section className={`${cardClass} space-y-3 p-4`} aria-labelledby="shipments-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="shipments-title" className="font-semibold text-brand-900">
          {total} shipment{total === 1 ? '' : 's'}
          {state ? ` ${shipmentStateLabel(state as ShipmentStateName).toLowerCase()}` : ''}
        </h3>
        {printable.length > 0 && (
          <div className="flex flex-wrap gap-2">
            <a
              href={`/api/admin/shipments/labels.pdf?ids=${ids}`}
              download
              className={buttonClass({ size: 'sm' })}
            >
              Download labels ({printable.length})
            </a>
            <a
              href={`/api/admin/shipments/manifest.pdf?ids=${ids}`}
              download
              className={buttonClass({ variant: 'outline', size: 'sm' })}
            >
              Pickup manifest
            </a>
          </div>
        )}
      </div>
      {(attention.failed > 0 || attention.failedAttempt > 0 || attention.rto > 0) && (
        <p className="text-sm text-red-800" role="status">
          Needs you: {attention.failed} booking{attention.failed === 1 ? '' : 's'} failed ·{' '}
          {attention.failedAttempt} failed deliver{attention.failedAttempt === 1 ? 'y' : 'ies'} ·{' '}
          {attention.rto} returning
        </p>
      )}
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="view" value="shipments" />
        <label className="text-sm text-stone-700">
          State{' '}
          <select
            name="state"
            defaultValue={state ?? ''}
            className="ml-1 rounded-lg border border-stone-300 px-2 py-1 text-sm"
          >
            <option value="">Any</option>
            {shipmentStateList.map((value) => (
              <option key={value} value={value}>
                {shipmentStateLabel(value)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass({ variant: 'outline', size: 'sm' })}>
          Show
        </button>
      </Form>
      {shipments.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[44rem]">
            <thead className="border-b border-stone-200">
              <tr>
                <th className={th}>Order</th>
                <th className={th}>Courier · AWB</th>
                <th className={th}>State</th>
                <th className={th}>Collect</th>
                <th className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {shipments.map((shipment) => (
                <ShipmentRow key={shipment.id} shipment={shipment} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A courier booked outside the shop: the owner types what the courier gave them. */
export function ManualShipmentForm() {
  const field = 'mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 text-sm';
  return (
    <details className={`${cardClass} p-4`}>
      <summary className="cursor-pointer font-semibold text-brand-900">
        Record a courier booked by hand
      </summary>
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-4 sm:items-end">
        <input type="hidden" name="intent" value="manual" />
        <label className="text-sm text-stone-700">
          Order id
          <input name="orderId" required className={field} />
        </label>
        <label className="text-sm text-stone-700">
          Courier
          <input name="courier" required className={field} placeholder="India Post" />
        </label>
        <label className="text-sm text-stone-700">
          AWB
          <input name="awb" required className={field} />
        </label>
        <label className="text-sm text-stone-700">
          Tracking link
          <input name="trackingUrl" type="url" className={field} placeholder="https://…" />
        </label>
        <button
          type="submit"
          className={buttonClass({ size: 'sm', className: 'sm:col-span-4 sm:justify-self-start' })}
        >
          Save shipment
        </button>
      </Form>
    </details>
  );
}
