import {
  formatDate,
  formatPrice,
  formatRupees,
  type Order,
  type OrderTracking,
  paymentLabel,
  type Refund,
  shortOrderId,
} from '@shop/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { ChevronDownIcon, PackageIcon } from '~/components/ui/page-icons';
import { BundleLineParts } from '~/features/cart';
import { ParcelTracking } from '~/features/shipments';
import { OrderActions } from './order-actions';
import { type BundleOrderLine, bundleParts, type OrderItem, orderLines } from './order-lines';
import { OrderTracker, StatusBadge } from './order-status';
import type { OrderRefunds, OrdersLoad } from './order-types';
import { RefundNotices } from './refund-notices';

const money = (rupees: number) => formatPrice(rupees, {});

/**
 * The order history (docs/PRODUCT.md §2.14): one card per order, newest first, or 'No orders yet'. Used by
 * /orders and the profile's Orders tab; its buttons post to the /orders action.
 */
export function OrdersList({
  orders,
  refunds = {},
  tracking = {},
}: {
  orders: Order[];
  refunds?: OrderRefunds;
  /** Each shipped order's parcel (courier, AWB, timeline), by order id. */
  tracking?: Record<string, OrderTracking>;
}) {
  if (orders.length === 0) return <NoOrders />;
  return (
    <ul className="space-y-5">
      {orders.map((order) => (
        <li key={order._id}>
          <OrderCard order={order} refunds={refunds[order._id] ?? []} tracking={tracking[order._id]} />
        </li>
      ))}
    </ul>
  );
}

function NoOrders() {
  return (
    <EmptyState
      icon={<PackageIcon className="h-8 w-8" />}
      iconTone="saffron"
      title="No orders yet"
      actions={
        <Link to="/shop" className={buttonClass()}>
          Start Shopping
        </Link>
      }
    >
      When you place an order, you can follow it here from packing to delivery.
    </EmptyState>
  );
}

/** One order: short id, date, status, total and tracker; details expand below. */
function OrderCard({
  order,
  refunds,
  tracking,
}: {
  order: Order;
  refunds: Refund[];
  tracking?: OrderTracking;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const short = shortOrderId(order._id);
  const count = order.totals.itemCount;
  return (
    <article aria-labelledby={`${detailsId}-title`} className={`${cardClass} overflow-hidden`}>
      <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3 border-b border-stone-100 bg-brand-50/40 px-5 py-4 sm:px-6">
        <div>
          <h3 id={`${detailsId}-title`} className="font-display text-lg font-bold text-brand-900">
            Order #{short}
          </h3>
          <p className="mt-0.5 text-sm text-stone-600">
            Placed on <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> · {count}{' '}
            {count === 1 ? 'item' : 'items'}
          </p>
        </div>
        <div className="flex items-center gap-4">
          <StatusBadge status={order.orderStatus} />
          <p className="text-right">
            <span className="block text-xs text-stone-500">Total</span>
            <span className="font-bold text-stone-900">{money(order.totalPrice)}</span>
          </p>
        </div>
      </header>
      <div className="px-3 py-5 sm:px-6">
        <OrderTracker status={order.orderStatus} label={`Progress of order #${short}`} />
        {tracking && <ParcelTracking tracking={tracking} />}
        <RefundNotices refunds={refunds} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 px-5 py-4 sm:px-6">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex items-center gap-1.5 rounded-full px-2 py-1.5 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {open ? 'Hide details' : 'View details'}
          <span className="sr-only"> of order #{short}</span>
          <ChevronDownIcon className={`h-4 w-4 transition ${open ? 'rotate-180' : ''}`} />
        </button>
        <OrderActions order={order} refunds={refunds} />
      </div>
      <div
        id={detailsId}
        hidden={!open}
        className="border-t border-stone-100 bg-stone-50/60 px-3 py-5 sm:px-6"
      >
        {open && <OrderDetails order={order} />}
      </div>
    </article>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const address = order.shippingAddress;
  const payment = order.paymentResult;
  const paid = paymentLabel(payment.paymentStatus);
  return (
    <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
      <section aria-label="Items">
        <h4 className="px-1 text-sm font-semibold uppercase tracking-wide text-stone-600">Items</h4>
        <ul className="mt-3 divide-y divide-stone-200 rounded-2xl bg-white px-3 ring-1 ring-stone-200 sm:px-4">
          {orderLines(order.items).map((line) =>
            line.bundle ? (
              <BundleRow key={line.items[0]?._id} line={line} />
            ) : (
              <ItemRow key={line.item._id} item={line.item} />
            ),
          )}
        </ul>
      </section>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <section aria-label="Shipping address" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
          <h4 className="text-sm font-semibold uppercase tracking-wide text-stone-600">Shipping address</h4>
          <address className="mt-2 text-sm leading-relaxed text-stone-800 not-italic">
            <span className="font-semibold">{address.name}</span>
            <br />
            {address.address}
            <br />
            {address.city}, {address.state} {address.postalCode || address.pincode}
            <br />
            {address.country}
            <br />
            {address.phone}
            {address.email && (
              <>
                <br />
                <span className="break-all">{address.email}</span>
              </>
            )}
          </address>
        </section>
        <section aria-label="Payment" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
          <h4 className="text-sm font-semibold uppercase tracking-wide text-stone-600">Payment</h4>
          <dl className="mt-2 space-y-1.5 text-sm">
            <Row label="Method">
              {payment.paymentMethod === 'cod' ? 'Cash on Delivery' : 'Online payment'}
            </Row>
            <Row label="Status">
              <span
                className={
                  paid !== 'Not Paid' ? 'font-semibold text-brand-700' : 'font-semibold text-amber-800'
                }
              >
                {paid}
              </span>
            </Row>
            <Row label="Transaction ID">
              <span className="break-all">{payment.razorpay_payment_id ?? '—'}</span>
            </Row>
          </dl>
        </section>
        <section aria-label="Order summary" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
          <h4 className="text-sm font-semibold uppercase tracking-wide text-stone-600">Summary</h4>
          <dl className="mt-2 space-y-1.5 text-sm">
            {/* The rows add up: items, what the promotions took off them, the subtotal, the charges. */}
            {order.totals.promoDiscount > 0 && (
              <>
                <Row label="Items">{money(order.totalDiscountPrice)}</Row>
                <Row label="Promotions">−{money(order.totals.promoDiscount)}</Row>
              </>
            )}
            <Row label="Subtotal">{money(order.subtotalPrice)}</Row>
            <Row label="Shipping">{order.shippingPaise > 0 ? formatRupees(order.shippingPaise) : 'Free'}</Row>
            {order.codFeePaise > 0 && (
              <Row label="Cash on Delivery fee">{formatRupees(order.codFeePaise)}</Row>
            )}
            <div className="flex justify-between gap-3 border-t border-dashed border-stone-200 pt-2 font-bold text-stone-900">
              <dt>Total</dt>
              <dd>{money(order.totalPrice)}</dd>
            </div>
          </dl>
          {/* Each promotion by name with what it saved (free shipping: the shipping it waived). */}
          {(order.couponCode || order.promotions.length > 0) && (
            <dl aria-label="Promotions" className="mt-3 space-y-1.5 border-t border-stone-100 pt-3 text-sm">
              {order.couponCode && <Row label="Promo code">{order.couponCode}</Row>}
              {order.promotions.map((promotion) => (
                <Row key={promotion.id} label={promotion.name}>
                  <span className="font-semibold text-brand-800" data-testid="order-promotion">
                    −{formatRupees(promotion.discountPaise)}
                  </span>
                </Row>
              ))}
            </dl>
          )}
          {order.invoiceNumber && (
            <p className="mt-2 text-xs text-stone-500">Invoice {order.invoiceNumber}</p>
          )}
        </section>
      </div>
    </div>
  );
}

/** A line bought alone: its picture, name (linked while the product exists), variant, brand and total. */
function ItemRow({ item }: { item: OrderItem }) {
  return (
    <li className="flex items-center gap-3 py-3">
      <ItemPicture image={item.image} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-stone-900">
          {item.productId._id ? (
            <Link to={`/product/${item.productId._id}`} className="hover:text-brand-800 hover:underline">
              {item.name}
            </Link>
          ) : (
            item.name
          )}
        </p>
        {item.variantLabel && <p className="text-xs text-stone-700">{item.variantLabel}</p>}
        <p className="text-xs text-stone-600">
          Brand: {item.brand || 'N/A'} · Qty: {item.quantity} × {money(item.price)}
        </p>
      </div>
      <p className="shrink-0 text-sm font-semibold text-stone-900">{money(item.lineTotal)}</p>
    </li>
  );
}

/**
 * A bundle bought (docs/PRODUCT.md, Bundles): its name, how many, what it cost, and its components small
 * under it as the cart lists them.
 */
function BundleRow({ line }: { line: BundleOrderLine }) {
  return (
    <li className="flex items-start gap-3 py-3" data-testid="order-bundle">
      <ItemPicture image={line.items.find((item) => item.image)?.image ?? ''} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-stone-900">
          {line.bundle.name} <span className="font-normal text-stone-600">× {line.bundle.quantity}</span>
        </p>
        <p className="text-xs text-stone-600">Bundle</p>
        <BundleLineParts bundle={bundleParts(line)} className="mt-1" />
      </div>
      <p className="shrink-0 text-sm font-semibold text-stone-900">{formatRupees(line.totalPaise)}</p>
    </li>
  );
}

function ItemPicture({ image }: { image: string }) {
  return image ? (
    <img
      src={image}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      className="h-14 w-14 shrink-0 rounded-xl object-cover ring-1 ring-stone-200"
    />
  ) : (
    <span aria-hidden="true" className="h-14 w-14 shrink-0 rounded-xl bg-stone-100" />
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * The profile's Orders tab: the same list as /orders under a 'Your Orders' heading, or the reason the
 * orders could not be read. Give it `loadMyOrders(context)` from the profile loader.
 */
export function OrdersTab({ load }: { load: OrdersLoad }) {
  return (
    <section aria-labelledby="profile-orders-heading">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <h2 id="profile-orders-heading" className="font-display text-2xl font-bold text-brand-900">
          Your Orders
        </h2>
        <Link to="/orders" className="text-sm font-semibold text-brand-700 hover:underline">
          Open order history
        </Link>
      </div>
      {load.ok ? <OrdersList orders={load.orders} refunds={load.refunds} /> : <Alert>{load.message}</Alert>}
    </section>
  );
}
