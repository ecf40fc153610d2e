import type { ExpiringBatch } from '@shop/shared';
import { BATCH_EXPIRY_WARNING_DAYS, formatIndiaDay } from '@shop/shared';
import { Link } from 'react-router';
import { cardClass } from '~/components/ui/card';
import { textLinkClass } from '~/components/ui/text-link';

/** The dashboard's card: batches with units left whose best-before day is within 60 days, soonest first. */
export function ExpiringBatchesCard({ batches }: { batches: ExpiringBatch[] }) {
  return (
    <section aria-labelledby="expiring-batches" className={`${cardClass} p-4 sm:p-6`}>
      <h3 id="expiring-batches" className="font-semibold text-brand-900">
        Batches expiring within {BATCH_EXPIRY_WARNING_DAYS} days
      </h3>
      {batches.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">
          No batch reaches its best-before day in the next {BATCH_EXPIRY_WARNING_DAYS} days.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100 text-sm">
          {batches.map((batch) => (
            <li
              key={batch.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2"
            >
              <span className="min-w-0">
                <Link to={`/admin/products/${batch.productId}#batches-title`} className={textLinkClass}>
                  {batch.productName}
                  {batch.variantLabel ? ` (${batch.variantLabel})` : ''}
                </Link>
                <span className="text-stone-600"> · Batch {batch.batch}</span>
              </span>
              <span className="whitespace-nowrap">
                Best before <span className="font-semibold">{formatIndiaDay(batch.bestBefore)}</span> ·{' '}
                {batch.quantityLeft} left
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
