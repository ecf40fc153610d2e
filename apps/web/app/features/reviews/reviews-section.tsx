import type { AnyFormResult } from '~/lib/form-result';
import { ReviewForm } from './review-form';
import { ReviewItem, ReviewSummary } from './review-list';
import type { PageReviews } from './reviews.server';

const sortLinks = [
  { sort: 'newest', label: 'Newest' },
  { sort: 'helpful', label: 'Most helpful' },
] as const;

/**
 * The product page's reviews (docs/PRODUCT.md, Reviews): the summary and bars, one page of published
 * reviews in the chosen order (plain links, so sorting and paging work without JavaScript), and the
 * form for a customer who received the product.
 */
export function ReviewsSection({
  productId,
  path,
  reviews,
  result,
}: {
  productId: string;
  /** The product page's own address, for the sort and page links. */
  path: string;
  reviews: PageReviews;
  result: AnyFormResult | undefined;
}) {
  const { list, mine, sort } = reviews;
  if (!list) return null;
  const pages = Math.ceil(list.total / list.limit);
  const link = (params: Record<string, string | number>) =>
    `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}#reviews`;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-14 scroll-mt-24">
      <h2 id="reviews-heading" className="font-display text-2xl font-bold text-brand-900">
        Customer reviews
      </h2>
      <div className="mt-6 grid grid-cols-1 gap-10 lg:grid-cols-[1fr_2fr] lg:gap-14">
        <div className="space-y-8">
          <ReviewSummary summary={list.summary} />
          {mine?.canReview || mine?.review ? (
            <div>
              <h3 className="mb-3 font-semibold text-stone-900">
                {mine.review ? 'Your review' : 'Write a review'}
              </h3>
              <ReviewForm productId={productId} mine={mine.review} result={result} />
            </div>
          ) : (
            <p className="text-sm text-stone-600">
              {mine
                ? 'You can review this product once your order with it has been delivered.'
                : 'Customers who bought this product can review it after delivery.'}
            </p>
          )}
        </div>
        <div>
          {list.total === 0 ? (
            <p className="text-stone-600">No reviews yet.</p>
          ) : (
            <>
              <nav aria-label="Sort reviews" className="flex gap-2 text-sm">
                {sortLinks.map((option) => (
                  <a
                    key={option.sort}
                    href={link({ reviews: option.sort })}
                    aria-current={sort === option.sort ? 'true' : undefined}
                    className={`rounded-full px-3 py-1.5 font-semibold ${
                      sort === option.sort
                        ? 'bg-brand-700 text-white'
                        : 'bg-stone-100 text-stone-800 hover:bg-stone-200'
                    }`}
                  >
                    {option.label}
                  </a>
                ))}
              </nav>
              <ul className="mt-2">
                {list.reviews.map((review) => (
                  <ReviewItem
                    key={review.id}
                    review={review}
                    productId={productId}
                    canVote={mine !== null && mine.review?.id !== review.id}
                  />
                ))}
              </ul>
              {pages > 1 && (
                <nav aria-label="More reviews" className="mt-4 flex items-center gap-4 text-sm">
                  {list.page > 1 && (
                    <a href={link({ reviews: sort, reviewsPage: list.page - 1 })}>← Previous page</a>
                  )}
                  <span className="text-stone-600">
                    Page {list.page} of {pages}
                  </span>
                  {list.page < pages && (
                    <a href={link({ reviews: sort, reviewsPage: list.page + 1 })}>Next page →</a>
                  )}
                </nav>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
