import { formatDate, formatRating, type Review, type ReviewList } from '@shop/shared';
import { useFetcher } from 'react-router';
import { Stars } from '~/components/product/rating-stars';
import { buttonClass } from '~/components/ui/button';
import { CheckIcon } from '~/components/ui/page-icons';

/** The average, count and 5★…1★ bars of the published reviews, when there are any. */
export function ReviewSummary({ summary }: { summary: ReviewList['summary'] }) {
  // No published review: no "0.0 out of 5" (the list beside says 'No reviews yet.').
  if (summary.count === 0) return null;
  return (
    <div>
      <p className="flex items-baseline gap-2">
        <span className="font-display text-4xl font-bold text-stone-900">
          {formatRating(summary.average)}
        </span>
        <span className="text-sm text-stone-600">out of 5</span>
      </p>
      <Stars value={summary.average} />
      <p className="mt-1 text-sm text-stone-600">
        Based on {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
      </p>
      <ul className="mt-4 space-y-1.5" aria-label="Ratings by stars">
        {summary.distribution.map(({ stars, count }) => {
          const share = summary.count ? Math.round((count / summary.count) * 100) : 0;
          return (
            <li key={stars} className="flex items-center gap-2 text-sm">
              <span className="w-7 shrink-0 text-stone-700">{stars}★</span>
              <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${share}%` }} />
              </span>
              <span className="w-8 shrink-0 text-right text-stone-600">
                {count}
                <span className="sr-only"> with {stars} stars</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** One published review: every one is from a customer whose order with the product was delivered. */
export function ReviewItem({
  review,
  productId,
  canVote,
}: {
  review: Review;
  productId: string;
  canVote: boolean;
}) {
  const fetcher = useFetcher<{ ok: boolean; data?: { helpfulCount: number } }>();
  const count = fetcher.data?.ok
    ? (fetcher.data.data?.helpfulCount ?? review.helpfulCount)
    : review.helpfulCount;
  const voted = fetcher.data?.ok === true;
  return (
    <li className="border-b border-stone-200 py-5 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} size="h-4 w-4" />
        <h3 className="font-semibold text-stone-900">{review.title}</h3>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-stone-600">
        <span>{review.author}</span>
        {review.verifiedBuyer && (
          <span className="inline-flex items-center gap-1 font-semibold text-brand-800">
            <CheckIcon className="h-3.5 w-3.5" />
            Verified buyer
          </span>
        )}
        <span aria-hidden="true">·</span>
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
      </p>
      <p className="mt-2 whitespace-pre-line text-stone-800">{review.text}</p>
      {review.images.length > 0 && (
        <ul className="mt-3 flex gap-2" aria-label="Photos">
          {review.images.map((image) => (
            <li key={image._id}>
              <a href={image.url} target="_blank" rel="noreferrer">
                <img
                  src={image.url}
                  srcSet={image.srcset}
                  sizes="80px"
                  width={80}
                  height={Math.round((80 * image.height) / image.width)}
                  alt={`From the review “${review.title}”`}
                  loading="lazy"
                  className="h-20 w-20 rounded-lg object-cover ring-1 ring-stone-200"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="mt-3 rounded-xl bg-brand-50 px-4 py-3 text-sm">
          <p className="font-semibold text-brand-900">Reply from the shop</p>
          <p className="mt-1 whitespace-pre-line text-stone-800">{review.reply.text}</p>
        </div>
      )}
      <div className="mt-3 flex items-center gap-3 text-sm text-stone-600">
        <span>
          {count} {count === 1 ? 'person' : 'people'} found this helpful
        </span>
        {canVote && !voted && (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="helpful" />
            <input type="hidden" name="productId" value={productId} />
            <input type="hidden" name="reviewId" value={review.id} />
            <button
              type="submit"
              className={buttonClass({ variant: 'outline', size: 'sm' })}
              disabled={fetcher.state !== 'idle'}
            >
              Helpful
            </button>
          </fetcher.Form>
        )}
      </div>
    </li>
  );
}
