import { type Refund, refundMessages } from '@shop/shared';

/**
 * What the customer is told about each refund of an order (docs/PRODUCT.md, Refunds): "Refund of ₹X
 * initiated on {date}; it reaches your account in 5–7 working days" while it is on its way (a failed
 * one is being retried by the shop, so it reads the same), then "Refunded on {date}".
 */
export function RefundNotices({ refunds }: { refunds: Refund[] }) {
  if (refunds.length === 0) return null;
  return (
    <ul className="mt-4 space-y-2" aria-label="Refunds">
      {refunds.map((refund) => (
        <li
          key={refund.id}
          className={`rounded-xl px-4 py-2.5 text-sm ring-1 ${
            refund.status === 'processed'
              ? 'bg-brand-50 text-brand-900 ring-brand-200'
              : 'bg-amber-50 text-amber-900 ring-amber-200'
          }`}
        >
          {refund.status === 'processed' && refund.processedAt ? (
            <>
              <span className="font-semibold">{refundMessages.processed(refund.processedAt)}</span>
              <span> · {refundMessages.amount(refund.amountPaise)}</span>
            </>
          ) : (
            refundMessages.initiated(refund.amountPaise, refund.createdAt)
          )}
        </li>
      ))}
    </ul>
  );
}
