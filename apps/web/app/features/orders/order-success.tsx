import { formatPrice, formatRupees, type Order, paymentLabel, shortOrderId } from '@shop/shared';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { CheckCircleIcon } from '~/components/ui/page-icons';
import { policy } from '~/features/info';

/** The Thank You page (docs/PRODUCT.md §2): what happens next, Shop More Products and View Order History. */
export function OrderSuccess({ order }: { order: Order | null }) {
  const paid = order ? paymentLabel(order.paymentResult.paymentStatus) !== 'Not Paid' : false;
  const steps = [
    {
      title: 'Confirmation on its way',
      text: order?.shippingAddress.email
        ? `We have e-mailed your order confirmation and GST invoice to ${order.shippingAddress.email}.`
        : 'We have e-mailed your order confirmation and GST invoice.',
    },
    { title: 'Packed with care', text: `Your order is processed ${policy.processing}.` },
    {
      title: 'Delivered to your door',
      text: `Delivery takes ${policy.delivery}. Follow every step in your order history.`,
    },
    {
      title: 'Changed your mind?',
      text: `${policy.cancellation} Replacement claims are accepted within ${policy.replacementWindow}.`,
    },
  ];
  return (
    <div className="mx-auto max-w-3xl">
      <div className={`${cardClass} overflow-hidden text-center`}>
        <div className="bg-gradient-to-br from-brand-50 via-cream to-amber-50/60 px-6 pt-10 pb-8">
          <span className="mx-auto grid h-20 w-20 place-items-center rounded-full bg-brand-700 text-white shadow-lg ring-8 ring-brand-100">
            <CheckCircleIcon className="h-11 w-11" />
          </span>
          <p className="mt-6 text-sm font-semibold uppercase tracking-[0.18em] text-amber-800">
            Order confirmed
          </p>
          <h1 className="mt-1 font-display text-4xl font-bold text-brand-900">Thank You!</h1>
          <p role="status" className="mx-auto mt-3 max-w-md text-stone-700">
            Your order has been placed successfully.
            {order && (
              <>
                {' '}
                Your order number is <strong className="text-stone-900">#{shortOrderId(order._id)}</strong>.
              </>
            )}
          </p>
        </div>
        {order && (
          <dl className="grid grid-cols-1 gap-px border-y border-stone-100 bg-stone-100 text-sm sm:grid-cols-3">
            <div className="bg-white px-4 py-4">
              <dt className="text-stone-600">Total</dt>
              <dd className="mt-0.5 text-lg font-bold text-stone-900">{formatPrice(order.totalPrice, {})}</dd>
              <dd className="text-xs text-stone-600" data-testid="order-success-charges">
                Shipping {order.shippingPaise > 0 ? formatRupees(order.shippingPaise) : 'free'}
                {order.codFeePaise > 0 && ` · Cash on Delivery fee ${formatRupees(order.codFeePaise)}`}
              </dd>
            </div>
            <div className="bg-white px-4 py-4">
              <dt className="text-stone-600">Payment</dt>
              <dd className="mt-0.5 font-semibold text-stone-900">
                {order.paymentResult.paymentMethod === 'cod' ? 'Cash on Delivery' : 'Online payment'}
                <span
                  className={`ml-2 rounded-full px-2 py-0.5 text-xs ${paid ? 'bg-brand-100 text-brand-800' : 'bg-amber-100 text-amber-900'}`}
                >
                  {paymentLabel(order.paymentResult.paymentStatus)}
                </span>
              </dd>
            </div>
            <div className="bg-white px-4 py-4">
              <dt className="text-stone-600">Shipping to</dt>
              <dd className="mt-0.5 font-semibold text-stone-900">
                {order.shippingAddress.city}, {order.shippingAddress.state}
              </dd>
            </div>
          </dl>
        )}
        <div className="px-6 py-8 text-left sm:px-10">
          <h2 className="font-display text-xl font-bold text-brand-900">What happens next</h2>
          <ol className="mt-4 space-y-4">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold text-stone-900">{step.title}</p>
                  <p className="text-sm text-stone-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/shop/all" className={buttonClass({ className: 'sm:flex-1' })}>
              Shop More Products
            </Link>
            <Link
              to="/profile?tab=orders"
              className={buttonClass({ variant: 'outline', className: 'sm:flex-1' })}
            >
              View Order History
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
