import type { AdminReview, MyReview, RatingDistribution, Review } from '@shop/shared';
import { averageRating } from '@shop/shared';
import type { productRatings, ReviewImageRow, reviews } from '../../db/schema/reviews.ts';
import { imageUrls } from '../media/index.ts';

type ReviewRow = typeof reviews.$inferSelect;
type RatingRow = typeof productRatings.$inferSelect;

export interface Author {
  firstName: string;
  lastName: string;
}

/** How a review whose author deleted their account is signed (the account keeps no name). */
const FORMER_CUSTOMER = 'Former customer';

/** A reviewer as the shop names them in public: first name and the last name's initial ("Priya S."). */
function authorName(author: Author): string {
  if (!author.firstName.trim()) return FORMER_CUSTOMER;
  const initial = author.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${author.firstName.trim()} ${initial}.` : author.firstName.trim();
}

export function toReviewImage(image: ReviewImageRow) {
  const { url, srcset } = imageUrls(image.storageKey, image.widths);
  return { _id: image.storageKey, url, srcset, width: image.width, height: image.height };
}

/** A published review: every review is from a customer whose order with the product was delivered. */
export function toReview(row: ReviewRow, author: Author): Review {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.body,
    images: row.images.map(toReviewImage),
    author: authorName(author),
    verifiedBuyer: true,
    helpfulCount: row.helpfulCount,
    reply: row.reply && row.repliedAt ? { text: row.reply, at: row.repliedAt.toISOString() } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMyReview(row: ReviewRow, author: Author): MyReview {
  return { ...toReview(row, author), status: row.status, hiddenReason: row.hiddenReason };
}

export function toAdminReview(
  row: ReviewRow,
  author: Author & { email: string },
  product: { id: string; name: string },
): AdminReview {
  return {
    ...toMyReview(row, author),
    product,
    customer: {
      name: `${author.firstName} ${author.lastName}`.trim() || FORMER_CUSTOMER,
      email: author.email,
    },
  };
}

/** The stored figures as the product page shows them: 5★ first. */
export function toDistribution(row: RatingRow | undefined): RatingDistribution {
  const stars = row ? [row.stars5, row.stars4, row.stars3, row.stars2, row.stars1] : [0, 0, 0, 0, 0];
  return {
    average: row ? averageRating(row.ratingSum, row.ratingCount) : 0,
    count: row?.ratingCount ?? 0,
    distribution: stars.map((count, index) => ({ stars: 5 - index, count })),
  };
}
