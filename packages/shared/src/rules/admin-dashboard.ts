import { addIndiaDays, indiaDay } from './india-time.ts';

/** A product at or below this many units shows on the dashboard's low-stock list. */
export const LOW_STOCK_THRESHOLD = 5;

/** The last `days` India days (the shop's business days) up to and including today's, oldest first. */
export function lastIndiaDays(now: Date, days: number): string[] {
  const today = indiaDay(now);
  return Array.from({ length: days }, (_, index) => addIndiaDays(today, index - (days - 1)));
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
