/** A product at or below this many units shows on the dashboard's low-stock list. */
export const LOW_STOCK_THRESHOLD = 5;

/** The shop's business day is India's (UTC+05:30, no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The India calendar day of an instant, `YYYY-MM-DD`. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an India calendar day (`YYYY-MM-DD`) starts. */
export function indiaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** The last `days` India days up to and including today's, oldest first. */
export function lastIndiaDays(now: Date, days: number): string[] {
  const today = indiaDayStart(indiaDay(now)).getTime();
  return Array.from({ length: days }, (_, index) =>
    indiaDay(new Date(today - (days - 1 - index) * 86_400_000)),
  );
}

export interface DaySale {
  day: string;
  orders: number;
  revenuePaise: number;
}

/** Orders and revenue per India day over the last `days` days, days without sales included as zero. */
export function salesByDay(
  orders: readonly { createdAt: Date; totalPaise: number }[],
  now: Date,
  days: number,
): DaySale[] {
  const buckets = new Map(lastIndiaDays(now, days).map((day) => [day, { day, orders: 0, revenuePaise: 0 }]));
  for (const order of orders) {
    const bucket = buckets.get(indiaDay(order.createdAt));
    if (!bucket) continue;
    bucket.orders += 1;
    bucket.revenuePaise += order.totalPaise;
  }
  return [...buckets.values()];
}
