import type { Review } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { reviewsJsonLd } from './reviews-json-ld';

const review: Review = {
  id: 'r1',
  rating: 4,
  title: 'Calms the stomach',
  text: 'Took it for a month.',
  images: [],
  author: 'Asha K.',
  verifiedBuyer: true,
  helpfulCount: 2,
  reply: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('the product’s JSON-LD', () => {
  it('carries aggregateRating and review only when there are published reviews', () => {
    expect(reviewsJsonLd({ average: 0, count: 0 }, [])).toEqual({});
    expect(reviewsJsonLd({ average: 4.5, count: 2 }, [review])).toEqual({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: '4.5',
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Asha K.' },
          datePublished: '2026-11-01',
          name: 'Calms the stomach',
          reviewBody: 'Took it for a month.',
          reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        },
      ],
    });
  });

  it('dates a review by the India day it was written (00:30 IST is still the previous day in UTC)', () => {
    const lateNight = { ...review, createdAt: '2026-11-01T19:00:00.000Z' };
    expect(reviewsJsonLd({ average: 4, count: 1 }, [lateNight]).review?.[0]?.datePublished).toBe(
      '2026-11-02',
    );
  });
});
