import { formatRating, indiaDay, type RatingSummary, type Review } from '@shop/shared';

const scale = { bestRating: 5, worstRating: 1 } as const;

/**
 * The product's `aggregateRating` and `review` for its JSON-LD, only when it has published reviews
 * (docs/PRODUCT.md, Reviews): search engines refuse a rating with no reviews behind it.
 */
export function reviewsJsonLd(rating: RatingSummary, reviews: Review[]) {
  if (rating.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: formatRating(rating.average),
      reviewCount: rating.count,
      ...scale,
    },
    review: reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      // The India day, as the page shows it (a review written at 02:00 IST is that day, not UTC's eve).
      datePublished: indiaDay(new Date(review.createdAt)),
      name: review.title,
      reviewBody: review.text,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...scale },
    })),
  };
}
