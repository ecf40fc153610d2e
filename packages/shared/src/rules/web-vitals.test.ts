import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatVital,
  p75OfHistogram,
  p75OfValues,
  rateVital,
  roundVital,
  VITALS_RELATIVE_ERROR,
  type VitalsMetric,
  vitalsBucket,
  vitalsBucketFloor,
  vitalsBucketValue,
  vitalsMaxValue,
  vitalsMetrics,
  vitalsPageType,
} from './web-vitals.ts';

const histogramOf = (metric: VitalsMetric, values: number[]) =>
  values.map((value) => ({ bucket: vitalsBucket(metric, value), count: 1 }));

describe('page type of a route', () => {
  it.each([
    ['routes/home', 'home'],
    ['routes/shop-index', 'shop'],
    ['routes/shop', 'shop'],
    ['routes/search', 'shop'],
    ['routes/product', 'product'],
    ['routes/product-alias', 'product'],
    ['routes/cart', 'cart'],
    ['routes/checkout', 'checkout'],
    ['routes/blogs', 'blog'],
    ['routes/blog-post', 'blog'],
    ['routes/about', 'other'],
    ['routes/login', 'other'],
    ['routes/not-found', 'other'],
  ])('%s is %s', (routeId, pageType) => {
    expect(vitalsPageType(routeId)).toBe(pageType);
  });

  it('keeps no figures for the admin console or the payment sandbox', () => {
    expect(vitalsPageType('routes/admin/dashboard')).toBeNull();
    expect(vitalsPageType('routes/admin/products')).toBeNull();
    expect(vitalsPageType('routes/payment-sandbox')).toBeNull();
  });
});

describe('rating with Google thresholds', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 350, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0, 'good'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1800, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
    ['FCP', 1800, 'good'],
    ['FCP', 3001, 'poor'],
  ] as const)('%s %d is %s', (metric, value, rating) => {
    expect(rateVital(metric, value)).toBe(rating);
  });
});

describe('a value as the owner reads it', () => {
  it.each([
    ['LCP', 2612, '2.61\u00a0s'],
    ['TTFB', 800, '0.80\u00a0s'],
    ['FCP', 1000, '1.00\u00a0s'],
    ['INP', 184.6, '185\u00a0ms'],
    ['CLS', 0.1, '0.1'],
    ['CLS', 0.105, '0.105'],
    ['CLS', 0, '0'],
  ] as const)('%s %d reads %s', (metric, value, text) => {
    expect(formatVital(metric, value)).toBe(text);
  });
});

describe('histogram buckets', () => {
  it('puts values under the floor in bucket 0, read back as 0', () => {
    expect(vitalsBucket('CLS', 0)).toBe(0);
    expect(vitalsBucket('CLS', 0.00009)).toBe(0);
    expect(vitalsBucket('TTFB', 0.4)).toBe(0);
    expect(vitalsBucketValue('LCP', 0)).toBe(0);
    expect(vitalsBucket('LCP', 1)).toBe(1);
  });

  it('has a few hundred buckets up to the largest value accepted', () => {
    expect(vitalsBucket('LCP', vitalsMaxValue.LCP)).toBe(226);
    expect(vitalsBucket('CLS', vitalsMaxValue.CLS)).toBe(236);
  });

  it('reads a value back within 2.47 % of itself, or under the floor', () => {
    expect(VITALS_RELATIVE_ERROR).toBeCloseTo(0.0247, 4);
    fc.assert(
      fc.property(
        fc.constantFrom(...vitalsMetrics),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (metric, share) => {
          const value = share * vitalsMaxValue[metric];
          const back = vitalsBucketValue(metric, vitalsBucket(metric, value));
          const bound = Math.max(value * VITALS_RELATIVE_ERROR, vitalsBucketFloor[metric]);
          expect(Math.abs(back - value)).toBeLessThanOrEqual(bound * (1 + 1e-9));
        },
      ),
    );
  });
});

describe('75th percentile', () => {
  it('is the value at rank ⌈0.75·n⌉ of the sorted values', () => {
    expect(p75OfValues([])).toBeNull();
    expect(p75OfValues([700])).toBe(700);
    expect(p75OfValues([4, 1, 3, 2])).toBe(3);
    expect(p75OfValues([100, 200, 300, 400, 500, 600, 700, 800])).toBe(600);
    expect(p75OfValues([1, 2, 3, 4, 5])).toBe(4);
  });

  it('read from the histogram, is the bucket of that value', () => {
    const values = [1200, 1500, 1800, 2000, 2300, 2600, 3100, 5200];
    expect(p75OfHistogram('LCP', histogramOf('LCP', values))).toBeCloseTo(
      vitalsBucketValue('LCP', vitalsBucket('LCP', 2600)),
    );
    expect(p75OfHistogram('LCP', [])).toBeNull();
    expect(p75OfHistogram('CLS', histogramOf('CLS', [0, 0, 0, 0.3]))).toBe(0);
  });

  it('adds up buckets given more than once (days and pages merged)', () => {
    const split = [
      { bucket: 10, count: 2 },
      { bucket: 50, count: 1 },
      { bucket: 10, count: 1 },
    ];
    // 4 values: rank 3 is still in bucket 10.
    expect(p75OfHistogram('INP', split)).toBe(vitalsBucketValue('INP', 10));
  });

  it('from the histogram, is within the bucket error bound of the exact 75th percentile', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...vitalsMetrics),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 300 }),
        (metric, shares) => {
          const values = shares.map((share) => share * vitalsMaxValue[metric]);
          const exact = p75OfValues(values)!;
          const estimate = p75OfHistogram(metric, histogramOf(metric, values))!;
          const bound = Math.max(exact * VITALS_RELATIVE_ERROR, vitalsBucketFloor[metric]);
          expect(Math.abs(estimate - exact)).toBeLessThanOrEqual(bound * (1 + 1e-9));
        },
      ),
    );
  });

  it('is shown in whole ms, or a layout shift to 3 decimals', () => {
    expect(roundVital('LCP', 2612.49)).toBe(2612);
    expect(roundVital('CLS', 0.123456)).toBe(0.123);
  });
});
