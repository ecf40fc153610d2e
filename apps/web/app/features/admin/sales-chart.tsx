import { formatRupees } from '@shop/shared';

interface Day {
  day: string;
  orders: number;
  revenuePaise: number;
}

const WIDTH = 600;
const HEIGHT = 180;
const BOTTOM = 20;

/**
 * Revenue per day as bars, drawn as SVG here: a chart library would add tens of kilobytes for one
 * chart. Each bar has its own tooltip; the figures are also in a table for screen readers.
 */
export function SalesChart({ days }: { days: Day[] }) {
  const highest = Math.max(1, ...days.map((day) => day.revenuePaise));
  const slot = WIDTH / Math.max(1, days.length);
  const plot = HEIGHT - BOTTOM;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-48 w-full"
        role="img"
        aria-label={`Revenue per day over the last ${days.length} days; the highest day took ${formatRupees(highest === 1 ? 0 : highest, { compact: true })}`}
      >
        <line x1="0" x2={WIDTH} y1={plot} y2={plot} className="stroke-stone-300" />
        {days.map((day, index) => {
          const height = Math.round((day.revenuePaise / highest) * (plot - 8));
          const x = index * slot + slot * 0.15;
          return (
            <g key={day.day}>
              <rect
                x={x}
                y={plot - height}
                width={slot * 0.7}
                height={Math.max(height, day.orders > 0 ? 2 : 0)}
                rx="2"
                className="fill-brand-600"
              >
                <title>{`${day.day}: ${day.orders} orders, ${formatRupees(day.revenuePaise, { compact: true })}`}</title>
              </rect>
              {index % 7 === days.length % 7 && (
                <text
                  x={x + slot * 0.35}
                  y={HEIGHT - 4}
                  textAnchor="middle"
                  className="fill-stone-500 text-[10px]"
                >
                  {day.day.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
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
