import {
  type AdminOrderRefunds,
  type AdminRefundRecord,
  formatDateTime,
  formatRupees,
  paiseToRupeeText,
} from '@shop/shared';
import { useState } from 'react';
import { Form, useFetcher } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { SelectField, TextField } from '~/components/ui/field';
import { textLinkClass } from '~/components/ui/text-link';
import { td, th } from '~/features/admin';
import type { FormResult } from '~/lib/form-result';

const methodLabels: Record<AdminRefundRecord['method'], string> = {
  provider: 'Original payment (provider)',
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
};

const statusColours = { pending: 'yellow', processed: 'green', failed: 'red' } as const;

function RetryButton({ refund }: { refund: AdminRefundRecord }) {
  const fetcher = useFetcher<FormResult<'refund-retry'>>();
  useFormResult(fetcher.data, { intent: 'refund-retry', toastFailure: true });
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="refund-retry" />
      <input type="hidden" name="refundId" value={refund.id} />
      <button
        type="submit"
        className={buttonClass({ variant: 'outline', size: 'sm' })}
        disabled={fetcher.state !== 'idle'}
      >
        Retry
      </button>
    </fetcher.Form>
  );
}

function RefundRows({ refunds }: { refunds: AdminRefundRecord[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="mt-3 w-full min-w-[40rem]">
        <thead>
          <tr>
            <th className={th}>When</th>
            <th className={`${th} text-right`}>Amount</th>
            <th className={th}>How</th>
            <th className={th}>Status</th>
            <th className={th}>Credit note</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {refunds.map((refund) => (
            <tr key={refund.id}>
              <td className={td}>
                {formatDateTime(refund.createdAt)}
                <span className="block text-xs text-stone-600">
                  {refund.reason} · {refund.createdByEmail ?? refund.createdBy}
                </span>
              </td>
              <td className={`${td} text-right font-semibold`}>{formatRupees(refund.amountPaise)}</td>
              <td className={td}>
                {methodLabels[refund.method]}
                {(refund.reference ?? refund.providerRefundId) && (
                  <span className="block text-xs text-stone-600">
                    {refund.reference ?? refund.providerRefundId}
                  </span>
                )}
              </td>
              <td className={td}>
                <Badge colour={statusColours[refund.status]}>{refund.status}</Badge>
                {refund.processedAt && (
                  <span className="block text-xs text-stone-600">{formatDateTime(refund.processedAt)}</span>
                )}
                {refund.status === 'failed' && (
                  <div className="mt-1 space-y-1">
                    <span className="block text-xs text-red-800">{refund.failureReason}</span>
                    {refund.method === 'provider' && <RetryButton refund={refund} />}
                  </div>
                )}
              </td>
              <td className={td}>
                {refund.creditNote ? (
                  <a href={refund.creditNote.url} className={`${textLinkClass} text-sm`}>
                    {refund.creditNote.number}
                  </a>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The order page's refunds: what was refunded and how it stands (a failed provider refund with the
 * provider's reason and a Retry button), and a form for a partial refund or a manual one (COD).
 */
export function OrderRefundsPanel({
  data,
  paidOnline,
  result,
}: {
  data: AdminOrderRefunds;
  paidOnline: boolean;
  result: FormResult<string> | undefined;
}) {
  const form = useForm({ intent: 'refund', result });
  // A refusal of a form the browser posted itself comes back with what was typed (form.typed).
  const typed = form.typed;
  const [method, setMethod] = useState(typed?.method ?? (paidOnline ? 'provider' : 'upi'));
  const [amount, setAmount] = useState(typed?.amount ?? '');
  const [reason, setReason] = useState(typed?.reason ?? '');
  const [reference, setReference] = useState(typed?.reference ?? '');
  useFormResult(result, {
    intent: 'refund',
    onSuccess: () => {
      setAmount('');
      setReason('');
      setReference('');
    },
  });
  return (
    <section className={`${cardClass} p-4 sm:p-6`} aria-labelledby="refunds-heading">
      <h3 id="refunds-heading" className="font-semibold text-brand-900">
        Refunds
      </h3>
      {data.refunds.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">No refunds yet.</p>
      ) : (
        <RefundRows refunds={data.refunds} />
      )}
      {data.refundablePaise > 0 ? (
        <Form method="post" ref={form.ref} onSubmit={form.onSubmit} className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="refund" />
          <p className="text-sm text-stone-700">
            Up to {formatRupees(data.refundablePaise)} can still be refunded.
          </p>
          <Alert>{form.message}</Alert>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              name="amount"
              label="Amount (₹)"
              inputMode="decimal"
              placeholder={paiseToRupeeText(data.refundablePaise)}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              errors={form.fieldErrors}
              requiredMark
            />
            <SelectField
              name="method"
              label="How"
              value={method}
              onChange={(event) => setMethod(event.target.value)}
              errors={form.fieldErrors}
            >
              {paidOnline && <option value="provider">{methodLabels.provider}</option>}
              <option value="upi">{methodLabels.upi}</option>
              <option value="bank_transfer">{methodLabels.bank_transfer}</option>
              <option value="cash">{methodLabels.cash}</option>
            </SelectField>
            <TextField
              name="reason"
              label="Reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              errors={form.fieldErrors}
              requiredMark
            />
            {method !== 'provider' && (
              <TextField
                name="reference"
                label="Reference (UPI, bank or receipt)"
                value={reference}
                onChange={(event) => setReference(event.target.value)}
                errors={form.fieldErrors}
                requiredMark
              />
            )}
          </div>
          <button type="submit" className={buttonClass({ size: 'sm' })} disabled={form.busy}>
            {method === 'provider' ? 'Refund through the provider' : 'Record the manual refund'}
          </button>
        </Form>
      ) : (
        <p className="mt-3 text-sm text-stone-600">Nothing is left to refund on this order.</p>
      )}
    </section>
  );
}
