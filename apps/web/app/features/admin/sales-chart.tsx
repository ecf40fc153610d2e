import { type DaySale, formatRupees } from '@shop/shared';

/** Each day's slot in the chart's own units; the SVG is stretched to the card's width. */
const SLOT = 10;
const HEIGHT = 100;

/**
 * Revenue per day as bars, drawn as SVG here: a chart library would add tens of kilobytes for one
 * chart. The bars stretch to the card's full width (`preserveAspectRatio="none"`); the day labels are
 * HTML under them, so they keep their size on a phone. Each bar has its own tooltip; the figures are
 * also in a table for screen readers.
 */
export function SalesChart({ days }: { days: DaySale[] }) {
  const highest = Math.max(1, ...days.map((day) => day.revenuePaise));
  const count = Math.max(1, days.length);
  const width = count * SLOT;
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="block h-40 w-full border-b border-stone-300 sm:h-48"
        role="img"
        aria-label={`Revenue per day over the last ${days.length} days; the highest day took ${formatRupees(highest === 1 ? 0 : highest, { compact: true })}`}
      >
        {days.map((day, index) => {
          const height = (day.revenuePaise / highest) * (HEIGHT - 4);
          return (
            <rect
              key={day.day}
              x={index * SLOT + SLOT * 0.15}
              y={HEIGHT - Math.max(height, day.orders > 0 ? 1.5 : 0)}
              width={SLOT * 0.7}
              height={Math.max(height, day.orders > 0 ? 1.5 : 0)}
              className="fill-brand-600"
            >
              <title>{`${day.day}: ${day.orders} orders, ${formatRupees(day.revenuePaise, { compact: true })}`}</title>
            </rect>
          );
        })}
      </svg>
      <div aria-hidden="true" className="relative h-5 text-xs text-stone-500">
        {days.map((day, index) =>
          index % 7 === days.length % 7 ? (
            <span
              key={day.day}
              className="absolute top-1 -translate-x-1/2 whitespace-nowrap"
              style={{ left: `${((index + 0.5) / count) * 100}%` }}
            >
              {day.day.slice(5)}
            </span>
          ) : null,
        )}
      </div>
      <figcaption className="sr-only">
        <table>
          <thead>
            <tr>
              <th>Day</th>
              <th>Orders</th>
              <th>Revenue</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <td>{day.day}</td>
                <td>{day.orders}</td>
                <td>{formatRupees(day.revenuePaise, { compact: true })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
