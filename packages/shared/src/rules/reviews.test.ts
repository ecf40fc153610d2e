import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageRating, formatRating } from './reviews.ts';

describe('averageRating', () => {
  it.each([
    [0, 0, 0],
    [5, 1, 5],
    [9, 2, 4.5],
    [17, 4, 4.3], // 4.25 rounds half up
    [13, 3, 4.3], // 4.333…
    [14, 3, 4.7], // 4.666…
    [1, 1, 1],
  ])('sum %i of %i reviews averages %d', (sum, count, expected) => {
    expect(averageRating(sum, count)).toBe(expected);
  });

  it('stays within 1..5 and within 0.05 of the exact average', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 500 }), (ratings) => {
        const sum = ratings.reduce((a, b) => a + b, 0);
        const average = averageRating(sum, ratings.length);
        expect(average).toBeGreaterThanOrEqual(1);
        expect(average).toBeLessThanOrEqual(5);
        expect(Math.abs(average - sum / ratings.length)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });

  it('is written with one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.3)).toBe('4.3');
  });
});
