/**
 * Core Web Vitals from shoppers' browsers (docs/ARCHITECTURE.md, Field data): which pages they are told
 * apart by, how a value is kept (a bucket of a fixed log-scale histogram) and how a day's or a month's
 * 75th percentile is read back and rated with Google's thresholds.
 */

/** The kinds of page field data is kept for; a page's address is never kept. */
export const vitalsPageTypes = ['home', 'shop', 'product', 'cart', 'checkout', 'blog', 'other'] as const;
export type VitalsPageType = (typeof vitalsPageTypes)[number];

export const vitalsMetrics = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type VitalsMetric = (typeof vitalsMetrics)[number];

/** The names web-vitals gives a page load; accepted from a beacon, never stored. */
export const vitalsNavigationTypes = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;

export const vitalsRatings = ['good', 'needs-improvement', 'poor'] as const;
export type VitalsRating = (typeof vitalsRatings)[number];

/** The largest value a beacon may report: a minute for the timings (ms), 10 for layout shift (unitless). */
export const vitalsMaxValue: Record<VitalsMetric, number> = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 10,
  TTFB: 60_000,
  FCP: 60_000,
};

/** Google's "good up to" and "poor above" values of each metric (ms; CLS unitless). */
export const vitalsThresholds: Record<VitalsMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
  FCP: [1800, 3000],
};

/** Good up to the first threshold, poor above the second, as Google rates a page's 75th percentile. */
export function rateVital(metric: VitalsMetric, value: number): VitalsRating {
  const [good, poor] = vitalsThresholds[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** What the owner reads for a rating. */
export const vitalsRatingLabels: Record<VitalsRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/**
 * A value as people read it: INP in ms, the other timings in seconds (2 decimals), CLS as its score;
 * the unit joined by a no-break space, so a line never ends between them.
 */
export function formatVital(metric: VitalsMetric, value: number): string {
  if (metric === 'CLS') return String(Number(value.toFixed(3)));
  if (metric === 'INP') return `${Math.round(value)}\u00a0ms`;
  return `${(value / 1000).toFixed(2)}\u00a0s`;
}

/** Route ids (app/routes.ts) of each kind of page; the rest of the shop is `other`. */
const pageTypeOfRoute: Record<string, VitalsPageType> = {
  'routes/home': 'home',
  'routes/shop-index': 'shop',
  'routes/shop': 'shop',
  'routes/search': 'shop',
  'routes/product': 'product',
  'routes/product-alias': 'product',
  'routes/cart': 'cart',
  'routes/checkout': 'checkout',
  'routes/blogs': 'blog',
  'routes/blog-post': 'blog',
};

/**
 * The kind of page a route id shows, or null where no shopper's figures belong: the admin console and
 * the payment sandbox's frame.
 */
export function vitalsPageType(routeId: string): VitalsPageType | null {
  if (routeId.startsWith('routes/admin/') || routeId === 'routes/payment-sandbox') return null;
  return pageTypeOfRoute[routeId] ?? 'other';
}

/** Each bucket's upper edge is 5 % above its lower edge. */
const GROWTH = 1.05;
const LOG_GROWTH = Math.log(GROWTH);
/** Values below this fall in bucket 0, read back as 0: 1 ms, or a layout shift of 0.0001. */
export const vitalsBucketFloor: Record<VitalsMetric, number> = {
  LCP: 1,
  INP: 1,
  CLS: 0.0001,
  TTFB: 1,
  FCP: 1,
};

/**
 * The error bound of a value read back from its bucket: at most this share of the value (2.47 %), or,
 * in bucket 0, less than the metric's floor. So is a 75th percentile read from the histogram.
 */
export const VITALS_RELATIVE_ERROR = Math.sqrt(GROWTH) - 1;

/** The histogram bucket a value is counted in: 0 below the floor, then one per 5 % step. */
export function vitalsBucket(metric: VitalsMetric, value: number): number {
  const floor = vitalsBucketFloor[metric];
  if (!(value >= floor)) return 0;
  return 1 + Math.floor(Math.log(value / floor) / LOG_GROWTH);
}

/** A bucket's value read back: 0 for bucket 0, else the geometric middle of its edges. */
export function vitalsBucketValue(metric: VitalsMetric, bucket: number): number {
  if (bucket <= 0) return 0;
  return vitalsBucketFloor[metric] * GROWTH ** (bucket - 1) * Math.sqrt(GROWTH);
}

/** How many values fell in a bucket. */
export interface VitalsBucketCount {
  bucket: number;
  count: number;
}

/** The 75th percentile by nearest rank: the value at position ⌈0.75·n⌉ of the sorted values. */
export function p75Rank(total: number): number {
  return Math.max(1, Math.ceil(total * 0.75));
}

/** The exact 75th percentile of raw values (nearest rank), or null for none. */
export function p75OfValues(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[p75Rank(sorted.length) - 1]!;
}

/**
 * The 75th percentile read from histogram counts (in any order; a bucket may appear more than once,
 * as when days or pages are added together): the value of the bucket holding the nearest-rank value,
 * within VITALS_RELATIVE_ERROR of the exact one. Null with no values.
 */
export function p75OfHistogram(metric: VitalsMetric, counts: readonly VitalsBucketCount[]): number | null {
  const merged = new Map<number, number>();
  for (const { bucket, count } of counts) merged.set(bucket, (merged.get(bucket) ?? 0) + count);
  const total = [...merged.values()].reduce((sum, count) => sum + count, 0);
  if (total <= 0) return null;
  const rank = p75Rank(total);
  let seen = 0;
  for (const bucket of [...merged.keys()].sort((a, b) => a - b)) {
    seen += merged.get(bucket)!;
    if (seen >= rank) return vitalsBucketValue(metric, bucket);
  }
  return null;
}

/** A p75 as the dashboard and metrics show it: whole ms, or a layout shift to 3 decimals. */
export function roundVital(metric: VitalsMetric, value: number): number {
  return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
}
