import { formatRating, type RatingSummary } from '@shop/shared';
import { StarIcon } from '~/components/ui/page-icons';

/** Five stars, as many filled as the rating rounds to; the label says the exact figure. */
export function Stars({ value, size = 'h-5 w-5' }: { value: number; size?: string }) {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={`Rated ${formatRating(value)} out of 5`} className="flex text-amber-500">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className={`${size} ${n <= filled ? '' : 'text-stone-300'}`} />
      ))}
    </span>
  );
}

/** A product card's rating: small, and nothing at all when there is no published review. */
export function CardRating({ rating }: { rating: RatingSummary | undefined }) {
  if (!rating || rating.count === 0) return null;
  return (
    <p className="flex items-center gap-1 text-xs text-stone-700">
      <StarIcon className="h-3.5 w-3.5 text-amber-500" />
      <span>
        {formatRating(rating.average)} <span className="text-stone-500">({rating.count})</span>
      </span>
    </p>
  );
}
