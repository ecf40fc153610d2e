import type { SalesReport } from '@shop/shared';
import { formatReportValue } from './report-format';

const SLOT = 10;
const HEIGHT = 100;
/** Bars a category chart shows: the rest are in the table below it. */
const TOP = 10;

/**
 * A report's chart, hand-written SVG as the dashboard's (docs/decisions/0015): columns over time for
 * days, weeks and months (below the line when a period's refunds outweigh its sales), or a bar per row
 * for the other groupings, largest first, with the names and figures as HTML so a phone keeps them
 * readable. The figures are in the table under every chart, so the SVG is one labelled image.
 */
export function ReportChart({ report }: { report: SalesReport }) {
  const column = report.columns.find((entry) => entry.key === report.chart.value);
  if (!column || report.rows.length === 0) return null;
  const points = report.rows.map((row) => ({
    label: String(row[report.chart.label] ?? ''),
    value: Number(row[report.chart.value] ?? 0),
  }));
  const overTime = report.by === 'day' || report.by === 'week' || report.by === 'month';
  return overTime ? <Columns points={points} kind={column} /> : <Bars points={points} kind={column} />;
}

interface Point {
  label: string;
  value: number;
}
type Kind = SalesReport['columns'][number];

function Columns({ points, kind }: { points: Point[]; kind: Kind }) {
  const highest = Math.max(0, ...points.map((point) => point.value));
  const lowest = Math.min(0, ...points.map((point) => point.value));
  const span = Math.max(1, highest - lowest);
  const baseline = (highest / span) * HEIGHT;
  const width = points.length * SLOT;
  // About six labels whatever the count, so they never overlap on a phone.
  const every = Math.max(1, Math.ceil(points.length / 6));
  return (
    <figure className="mt-2">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="block h-40 w-full border-b border-stone-300 sm:h-56"
        role="img"
        aria-label={`${kind.label} per period: highest ${formatReportValue(highest, kind.kind)}${lowest < 0 ? `, lowest ${formatReportValue(lowest, kind.kind)}` : ''}`}
      >
        {points.map((point, index) => {
          const height = (Math.abs(point.value) / span) * HEIGHT;
          const shown = point.value === 0 ? 0 : Math.max(height, 1);
          return (
            <rect
              key={point.label}
              x={index * SLOT + SLOT * 0.15}
              y={point.value >= 0 ? baseline - shown : baseline}
              width={SLOT * 0.7}
              height={shown}
              className={point.value >= 0 ? 'fill-brand-600' : 'fill-red-500'}
            >
              <title>{`${point.label}: ${formatReportValue(point.value, kind.kind)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div aria-hidden="true" className="relative h-5 text-xs text-stone-500">
        {points.map((point, index) =>
          index % every === 0 ? (
            <span
              key={point.label}
              className="absolute top-1 -translate-x-1/2 whitespace-nowrap"
              style={{ left: `${((index + 0.5) / points.length) * 100}%` }}
            >
              {point.label.length === 10 ? point.label.slice(5) : point.label}
            </span>
          ) : null,
        )}
      </div>
      <figcaption className="mt-1 text-xs text-stone-600">
        {kind.label} per period; the table below has every figure.
      </figcaption>
    </figure>
  );
}

function Bars({ points, kind }: { points: Point[]; kind: Kind }) {
  const shown = [...points].sort((a, b) => b.value - a.value).slice(0, TOP);
  const highest = Math.max(1, ...shown.map((point) => point.value));
  return (
    <figure className="mt-2">
      <ul className="space-y-2" aria-label={`${kind.label}, largest first`}>
        {shown.map((point) => (
          <li key={point.label} className="text-sm">
            <div className="flex justify-between gap-3">
              <span className="truncate text-stone-800">{point.label}</span>
              <span className="shrink-0 font-semibold tabular-nums text-stone-900">
                {formatReportValue(point.value, kind.kind)}
              </span>
            </div>
            <svg
              viewBox="0 0 100 4"
              preserveAspectRatio="none"
              className="mt-1 block h-2 w-full"
              aria-hidden="true"
            >
              <rect x="0" y="0" width="100" height="4" className="fill-stone-100" />
              <rect
                x="0"
                y="0"
                width={(Math.max(0, point.value) / highest) * 100}
                height="4"
                className="fill-brand-600"
              />
            </svg>
          </li>
        ))}
      </ul>
      {points.length > TOP && (
        <figcaption className="mt-2 text-xs text-stone-600">
          The {TOP} largest of {points.length}; the table below has them all.
        </figcaption>
      )}
    </figure>
  );
}
