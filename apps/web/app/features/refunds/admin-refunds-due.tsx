import { type AdminRefund, formatDateTime, formatRupees } from '@shop/shared';
import { useFetcher } from 'react-router';
import { useFormResult } from '~/components/form/use-form-result';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { td, th } from '~/features/admin';
import type { FormResult } from '~/lib/form-result';

function RefundRow({ refund }: { refund: AdminRefund }) {
  const fetcher = useFetcher<FormResult<'refund-done'>>();
  useFormResult(fetcher.data, { intent: 'refund-done', toastFailure: true });
  return (
    <tr>
      <td className={td}>
        {refund.kind === 'order' ? 'Cancelled or returned order' : 'Payment without an order'}
      </td>
      <td className={td}>
        {refund.email}
        {refund.razorpayPaymentId && (
          <span className="block text-xs text-stone-500">{refund.razorpayPaymentId}</span>
        )}
      </td>
      <td className={td}>{formatDateTime(refund.since)}</td>
      <td className={`${td} text-right font-semibold`}>
        {formatRupees(refund.amountPaise, { compact: true })}
      </td>
      <td className={td}>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="refund-done" />
          <input type="hidden" name="id" value={refund.id} />
          <input type="hidden" name="kind" value={refund.kind} />
          <button
            type="submit"
            className={buttonClass({ variant: 'outline', size: 'sm' })}
            disabled={fetcher.state !== 'idle'}
          >
            Mark refunded
          </button>
        </fetcher.Form>
      </td>
    </tr>
  );
}

/** Money owed back to customers, oldest first. */
export function RefundList({ refunds }: { refunds: AdminRefund[] }) {
  return (
    <section id="refunds" className={`${cardClass} p-4`}>
      <h3 className="font-semibold text-brand-900">Refunds due</h3>
      {refunds.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">No refunds are due.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="mt-2 w-full min-w-[36rem]">
            <thead>
              <tr>
                <th className={th}>What</th>
                <th className={th}>Customer</th>
                <th className={th}>Since</th>
                <th className={`${th} text-right`}>Amount</th>
                <th className={th}>
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {refunds.map((refund) => (
                <RefundRow key={`${refund.kind}-${refund.id}`} refund={refund} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
