import { describe, expect, it } from 'vitest';
import { lastIndiaDays, salesByDay } from './admin-dashboard.ts';
import { indiaDay, indiaDayStart } from './india-time.ts';

describe('India business days', () => {
  it('puts 20:00 UTC on the next India day, and a day starts at 18:30 UTC the evening before', () => {
    expect(indiaDay(new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
    expect(indiaDay(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
    expect(indiaDayStart('2026-03-02').toISOString()).toBe('2026-03-01T18:30:00.000Z');
  });

  it('lists the last days oldest first, across a month end', () => {
    expect(lastIndiaDays(new Date('2026-03-02T06:00:00Z'), 3)).toEqual([
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

describe('salesByDay', () => {
  it('sums orders per India day, keeps empty days as zero and leaves older orders out', () => {
    const now = new Date('2026-03-02T06:00:00Z');
    const sales = salesByDay(
      [
        { createdAt: new Date('2026-03-01T19:00:00Z'), totalPaise: 50_000 },
        { createdAt: new Date('2026-03-02T01:00:00Z'), totalPaise: 25_050 },
        { createdAt: new Date('2026-02-28T10:00:00Z'), totalPaise: 10_000 },
        { createdAt: new Date('2026-02-01T10:00:00Z'), totalPaise: 99_999 },
      ],
      now,
      3,
    );
    expect(sales).toEqual([
      { day: '2026-02-28', orders: 1, revenuePaise: 10_000 },
      { day: '2026-03-01', orders: 0, revenuePaise: 0 },
      { day: '2026-03-02', orders: 2, revenuePaise: 75_050 },
    ]);
  });
});
