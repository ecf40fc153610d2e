import {
  type AdminOrderSummary,
  formatDateTime,
  formatRupees,
  paymentLabel,
  statusColour,
  statusLabel,
} from '@shop/shared';
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { textLinkClass } from '~/components/ui/text-link';
import { td, th } from '~/features/admin';

/** Orders as rows: reference, when, who, status, payment, total. */
export function OrderTable({ orders }: { orders: AdminOrderSummary[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem]">
        <thead className="border-b border-stone-200">
          <tr>
            <th className={th}>Order</th>
            <th className={th}>Placed</th>
            <th className={th}>Customer</th>
            <th className={th}>Status</th>
            <th className={th}>Payment</th>
            <th className={`${th} text-right`}>Total</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {orders.map((order) => (
            <tr key={order.id}>
              <td className={td}>
                <Link to={`/admin/orders/${order.id}`} className={textLinkClass}>
                  #{order.shortId}
                </Link>
              </td>
              <td className={td}>{formatDateTime(order.createdAt)}</td>
              <td className={td}>
                {order.customerName}
                <span className="block text-xs text-stone-500">{order.phone}</span>
              </td>
              <td className={td}>
                <Badge colour={statusColour(order.status)}>{statusLabel(order.status)}</Badge>
              </td>
              <td className={td}>
                {order.paymentMethod === 'cod' ? 'Cash on Delivery' : 'Online'} ·{' '}
                {paymentLabel(order.paymentStatus)}
              </td>
              <td className={`${td} text-right font-semibold`}>
                {formatRupees(order.totalPaise, { compact: true })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
