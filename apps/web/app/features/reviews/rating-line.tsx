import { formatRating, type RatingSummary } from '@shop/shared';
import { Stars } from '~/components/product/rating-stars';

/**
 * The product's published reviews in one line (docs/PRODUCT.md, Reviews): the stored average and count,
 * or "No reviews yet". It replaces the seed's fixed five stars and "(11 customer reviews)".
 */
export function RatingLine({ rating, href }: { rating: RatingSummary; href?: string }) {
  if (rating.count === 0) {
    return <p className="text-sm text-stone-600">No reviews yet</p>;
  }
  const caption = `${formatRating(rating.average)} (${rating.count} ${rating.count === 1 ? 'review' : 'reviews'})`;
  return (
    <div className="flex items-center gap-2">
      <Stars value={rating.average} />
      {href ? (
        <a href={href} className="text-sm text-stone-700 underline-offset-2 hover:underline">
          {caption}
        </a>
      ) : (
        <span className="text-sm text-stone-700">{caption}</span>
      )}
    </div>
  );
}
