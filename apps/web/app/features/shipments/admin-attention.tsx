import type { AdminShipment } from '@shop/shared';
import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { textLinkClass } from '~/components/ui/text-link';

/**
 * The dashboard's shipping card: failed deliveries (NDR) with the courier's reason and the owner's
 * choice, deliver again or return (posted to /admin/orders, which hands it to the worker), and how
 * many bookings failed or parcels are coming back. Nothing when nothing waits for the owner.
 */
export function ShippingAttention({
  failedDeliveries,
  attention,
}: {
  failedDeliveries: AdminShipment[];
  attention: { failed: number; failedAttempt: number; rto: number };
}) {
  if (attention.failed + attention.failedAttempt + attention.rto === 0) return null;
  const answer = (shipment: AdminShipment, action: 'reattempt' | 'return', label: string) => (
    <Form method="post" action="/admin/orders?view=shipments" className="inline">
      <input type="hidden" name="intent" value="ndr" />
      <input type="hidden" name="id" value={shipment.id} />
      <input type="hidden" name="action" value={action} />
      <button type="submit" className={buttonClass({ variant: 'outline', size: 'sm' })}>
        {label}
      </button>
    </Form>
  );
  return (
    <section className={`${cardClass} space-y-3 p-4 sm:p-6`} aria-labelledby="shipping-attention">
      <h3 id="shipping-attention" className="font-semibold text-brand-900">
        Shipping needs you
      </h3>
      <p className="text-sm text-stone-700">
        {attention.failedAttempt} failed deliver{attention.failedAttempt === 1 ? 'y' : 'ies'} ·{' '}
        <Link to="/admin/orders?view=shipments&state=failed" className={textLinkClass}>
          {attention.failed} booking{attention.failed === 1 ? '' : 's'} failed
        </Link>{' '}
        ·{' '}
        <Link to="/admin/orders?view=shipments&state=rto" className={textLinkClass}>
          {attention.rto} returning to us
        </Link>
      </p>
      {failedDeliveries.length > 0 && (
        <ul className="divide-y divide-stone-100 text-sm">
          {failedDeliveries.map((shipment) => (
            <li key={shipment.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <Link to={`/admin/orders/${shipment.orderId}`} className={textLinkClass}>
                  #{shipment.orderRef}
                </Link>{' '}
                {shipment.customerName} · {shipment.courier} {shipment.awb}
                <span className="block text-red-800">{shipment.ndrReason}</span>
              </span>
              <span className="flex gap-2">
                {answer(shipment, 'reattempt', 'Deliver again')}
                {answer(shipment, 'return', 'Return to us')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
