import {
  type BadgeColour,
  type WebPerformance as Figures,
  formatVital,
  type VitalSummary,
  type VitalsMetric,
  type VitalsRating,
  vitalsRatingLabels,
  vitalsThresholds,
} from '@shop/shared';
import { Badge } from '~/components/ui/badge';
import { cardClass } from '~/components/ui/card';

/** The metrics the owner sees: Core Web Vitals and the server's first byte (FCP is in the metrics only). */
const shown = [
  { metric: 'LCP', name: 'Largest Contentful Paint', what: 'the main image or text shown' },
  { metric: 'INP', name: 'Interaction to Next Paint', what: 'the page answering a tap' },
  { metric: 'CLS', name: 'Cumulative Layout Shift', what: 'things moving on screen' },
  { metric: 'TTFB', name: 'Time to First Byte', what: 'the server’s first answer' },
] as const satisfies readonly { metric: VitalsMetric; name: string; what: string }[];

const pageNames: Record<Figures['pages'][number]['pageType'], string> = {
  all: 'All pages',
  home: 'Home',
  shop: 'Shop and search',
  product: 'Product',
  cart: 'Cart',
  checkout: 'Checkout',
  blog: 'Blog',
  other: 'Other pages',
};

const ratingColours: Record<VitalsRating, BadgeColour> = {
  good: 'green',
  'needs-improvement': 'yellow',
  poor: 'red',
};

const limits = (metric: VitalsMetric) => {
  const [good, poor] = vitalsThresholds[metric];
  return `good up to ${formatVital(metric, good)}, poor above ${formatVital(metric, poor)}`;
};

function Rating({ summary }: { summary: VitalSummary | undefined }) {
  if (!summary?.rating || summary.p75 === null) return <span className="text-stone-500">No data</span>;
  return <Badge colour={ratingColours[summary.rating]}>{vitalsRatingLabels[summary.rating]}</Badge>;
}

const find = (metrics: VitalSummary[], metric: VitalsMetric) => metrics.find((m) => m.metric === metric);

/**
 * The dashboard's "Web performance": how fast the shop was for real shoppers over the last 28 days, the
 * 75th percentile of each metric rated with Google's thresholds, for all pages and each kind of page.
 */
export function WebPerformance({ figures }: { figures: Figures }) {
  const all = figures.pages.find((page) => page.pageType === 'all')?.metrics ?? [];
  const byType = figures.pages.filter((page) => page.pageType !== 'all');
  const samples = Math.max(0, ...all.map((m) => m.samples));
  return (
    <section className={`${cardClass} p-4 sm:p-6`} aria-labelledby="web-performance">
      <h3 id="web-performance" className="font-semibold text-brand-900">
        Web performance
      </h3>
      <p className="mt-1 text-sm text-stone-600">
        How fast the shop was for real shoppers over the last {figures.days} days: the 75th percentile of
        their page views, measured in their browsers.
      </p>
      {samples === 0 ? (
        <p className="mt-4 text-sm text-stone-600">
          No figures yet. Shoppers’ browsers send them as they visit (a sample of page views).
        </p>
      ) : (
        <>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {shown.map(({ metric, name, what }) => {
              const summary = find(all, metric);
              return (
                <li key={metric} className="rounded-2xl bg-stone-50 p-3 ring-1 ring-stone-200">
                  <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">
                    <abbr title={name} className="no-underline">
                      {metric}
                    </abbr>
                    <span className="sr-only">, {name}</span>
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-display text-2xl font-bold text-brand-900">
                      {summary?.p75 == null ? '–' : formatVital(metric, summary.p75)}
                    </span>
                    <Rating summary={summary} />
                  </p>
                  <p className="mt-2 text-xs text-stone-600">
                    {what}; {limits(metric)}
                  </p>
                </li>
              );
            })}
          </ul>
          <div className="mt-5 overflow-x-auto">
            <table className="w-full whitespace-nowrap text-left text-sm">
              <caption className="sr-only">
                The 75th percentile by kind of page, last {figures.days} days
              </caption>
              <thead className="text-xs uppercase tracking-wide text-stone-600">
                <tr>
                  <th scope="col" className="sticky left-0 bg-white py-2 pr-3 font-semibold">
                    Page
                  </th>
                  {shown.map(({ metric }) => (
                    <th key={metric} scope="col" className="py-2 pr-3 font-semibold">
                      {metric}
                    </th>
                  ))}
                  <th scope="col" className="py-2 text-right font-semibold">
                    Samples
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {byType.map((page) => (
                  <tr key={page.pageType}>
                    {/* Stays in view while a phone scrolls the figures sideways. */}
                    <th scope="row" className="sticky left-0 bg-white py-2 pr-3 font-medium">
                      {pageNames[page.pageType]}
                    </th>
                    {shown.map(({ metric }) => {
                      const summary = find(page.metrics, metric);
                      return (
                        <td key={metric} className="py-2 pr-3">
                          <span className="flex items-center gap-2">
                            {summary?.p75 != null && (
                              <span className="font-semibold tabular-nums">
                                {formatVital(metric, summary.p75)}
                              </span>
                            )}
                            <Rating summary={summary} />
                          </span>
                        </td>
                      );
                    })}
                    <td className="py-2 text-right tabular-nums">
                      {Math.max(0, ...page.metrics.map((m) => m.samples))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
