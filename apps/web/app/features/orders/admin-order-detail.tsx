import {
  type AdminOrder,
  formatDateTime,
  formatIndiaDay,
  formatPrice,
  formatRupees,
  lineNameWithVariant,
  paymentLabel,
  statusColour,
  statusLabel,
} from '@shop/shared';
import { useState } from 'react';
import { Form } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { TextAreaField } from '~/components/ui/field';
import { textLinkClass } from '~/components/ui/text-link';
import type { AnyFormResult } from '~/lib/form-result';

/** The admin's order page, part by part (the route composes them with the refund panel). */

/** The order number, its status, how it is paid and its invoice. */
export function OrderHeading({ order }: { order: AdminOrder }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h2 className="font-display text-xl font-bold text-brand-900">Order #{order.shortId}</h2>
      <Badge colour={statusColour(order.orderStatus)}>{statusLabel(order.orderStatus)}</Badge>
      <span className="text-sm text-stone-600">
        {order.paymentResult.paymentMethod === 'cod' ? 'Cash on Delivery' : 'Paid online'} ·{' '}
        {paymentLabel(order.paymentResult.paymentStatus)}
      </span>
      {order.invoiceNumber && (
        <a href={`/api/order/invoice/${order._id}`} className={`${textLinkClass} text-sm`}>
          Invoice {order.invoiceNumber} (PDF)
        </a>
      )}
    </div>
  );
}

/** One button per status the order may move to, with an optional note for the customer. */
export function OrderStatusForm({ order, result }: { order: AdminOrder; result: AnyFormResult | undefined }) {
  const form = useForm({ intent: 'status', result });
  const [note, setNote] = useState(form.typed?.note ?? '');
  useFormResult(result, { intent: 'status', onSuccess: () => setNote('') });
  return (
    <section className={`${cardClass} p-4 sm:p-6`}>
      <h3 className="font-semibold text-brand-900">Move the order on</h3>
      {order.nextStatuses.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">
          This order is finished: nothing follows {statusLabel(order.orderStatus)}.
        </p>
      ) : (
        <Form method="post" ref={form.ref} onSubmit={form.onSubmit} className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="version" value={order.version} />
          <Alert>{form.message}</Alert>
          <TextAreaField
            name="note"
            label="Note for the customer (optional)"
            rows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            errors={form.fieldErrors}
          />
          <div className="flex flex-wrap gap-2">
            {order.nextStatuses.map((status) => (
              <button
                key={status}
                type="submit"
                name="status"
                value={status}
                disabled={form.busy}
                className={buttonClass({
                  variant: status === 'cancelled' ? 'dangerOutline' : 'primary',
                  size: 'sm',
                })}
              >
                Mark {statusLabel(status)}
              </button>
            ))}
          </div>
          {order.paymentResult.paymentMethod === 'cod' && order.nextStatuses.includes('delivered') && (
            <p className="text-sm text-stone-600">Marking it delivered also records the cash as paid.</p>
          )}
        </Form>
      )}
    </section>
  );
}

/** What was ordered, the total, and where it goes. */
export function OrderItemsAndAddress({ order }: { order: AdminOrder }) {
  const address = order.shippingAddress;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className={`${cardClass} p-4 sm:p-6`}>
        <h3 className="font-semibold text-brand-900">Items</h3>
        <ul className="mt-2 divide-y divide-stone-100 text-sm">
          {order.items.map((item) => (
            <li key={item._id} className="flex justify-between gap-3 py-2">
              <span>
                {lineNameWithVariant(item.name, item.variantLabel)} × {item.quantity}
                {item.bundle && (
                  <span className="block text-xs text-brand-800">
                    In bundle {item.bundle.name} × {item.bundle.quantity}
                  </span>
                )}
                {item.sku && <span className="block text-xs text-stone-500">SKU {item.sku}</span>}
                {item.batches.map((taken) => (
                  <span key={taken.batch} className="block text-xs text-stone-500">
                    Batch {taken.batch} × {taken.quantity} · best before {formatIndiaDay(taken.bestBefore)}
                  </span>
                ))}
              </span>
              <span className="text-right font-semibold">
                {formatPrice(item.lineTotal)}
                {item.discountPaise > 0 && (
                  <span className="block text-xs font-normal text-stone-600">
                    −{formatRupees(item.discountPaise)}
                  </span>
                )}
              </span>
            </li>
          ))}
          <li className="flex justify-between gap-3 py-2">
            <span>Shipping</span>
            <span className="font-semibold">
              {order.shippingPaise > 0 ? formatRupees(order.shippingPaise) : 'Free'}
            </span>
          </li>
          {order.codFeePaise > 0 && (
            <li className="flex justify-between gap-3 py-2">
              <span>Cash on Delivery fee</span>
              <span className="font-semibold">{formatRupees(order.codFeePaise)}</span>
            </li>
          )}
          <li className="flex justify-between py-2 font-semibold">
            <span>Total</span>
            <span>{formatPrice(order.totalPrice)}</span>
          </li>
        </ul>
      </section>
      <section className={`${cardClass} p-4 sm:p-6 text-sm`}>
        <h3 className="font-semibold text-brand-900">Ship to</h3>
        <p className="mt-2">
          {address.name}
          <br />
          {address.address}, {address.city}, {address.state} {address.pincode}
          <br />
          {address.phone} · {address.email}
        </p>
        {order.gstin && <p className="mt-2 font-semibold">GSTIN {order.gstin} (B2B)</p>}
        <p className="mt-2 text-stone-600">Account: {order.customer.email}</p>
      </section>
    </div>
  );
}

/** Every status the order has had, who moved it and their note. */
export function OrderHistory({ order }: { order: AdminOrder }) {
  return (
    <section className={`${cardClass} p-4 sm:p-6`}>
      <h3 className="font-semibold text-brand-900">History</h3>
      <ol className="mt-2 space-y-2 text-sm">
        {order.history.map((entry) => (
          <li key={`${entry.at}-${entry.to}`}>
            <span className="font-semibold">{statusLabel(entry.to)}</span>
            {entry.from && <span className="text-stone-600"> (from {statusLabel(entry.from)})</span>} ·{' '}
            {formatDateTime(entry.at)} · {entry.byEmail ?? entry.by}
            {entry.note && <span className="block text-stone-600">“{entry.note}”</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
