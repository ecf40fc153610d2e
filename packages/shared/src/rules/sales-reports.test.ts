import { describe, expect, it } from 'vitest';
import { SalesReportQuerySchema } from '../schemas/sales-reports.ts';
import { paiseToCsvRupees, rollUpDays, salesPeriodOf, salesReportCsv } from './sales-reports.ts';

describe('sales report periods', () => {
  it.each([
    ['2026-10-05', 'week', '2026-10-05'], // a Monday is its own week
    ['2026-10-11', 'week', '2026-10-05'], // the Sunday after it is in the same week
    ['2026-01-01', 'week', '2025-12-29'], // a week crosses the new year
    ['2024-02-29', 'month', '2024-02'],
    ['2026-10-06', 'day', '2026-10-06'],
  ] as const)('%s by %s falls in %s', (day, by, period) => {
    expect(salesPeriodOf(day, by)).toBe(period);
  });

  it('adds days into every period of the range, quiet ones as zero', () => {
    const zero = () => ({ orders: 0 });
    const rows = rollUpDays(
      [
        { day: '2026-10-01', values: { orders: 2 } },
        { day: '2026-10-31', values: { orders: 1 } },
        { day: '2026-10-02', values: { orders: 3 } },
      ],
      '2026-09-30',
      '2026-11-02',
      'month',
      zero,
    );
    expect(rows).toEqual([
      { period: '2026-09', values: { orders: 0 } },
      { period: '2026-10', values: { orders: 6 } },
      { period: '2026-11', values: { orders: 0 } },
    ]);
  });
});

describe('the CSV', () => {
  it.each([
    [123_456, '1234.56'],
    [5, '0.05'],
    [-5, '-0.05'],
    [-90_000, '-900.00'],
    [0, '0.00'],
  ])('writes %i paise as %s rupees', (paise, text) => {
    expect(paiseToCsvRupees(paise)).toBe(text);
  });

  it('defuses text that a spreadsheet would run, and leaves numbers plain', () => {
    const csv = salesReportCsv({
      from: '2026-10-01',
      to: '2026-10-31',
      by: 'promotion',
      columns: [
        { key: 'code', label: 'Promo code', kind: 'text' },
        { key: 'netPaise', label: 'Net', kind: 'paise' },
        { key: 'share', label: 'Share', kind: 'basisPoints' },
      ],
      rows: [{ code: '=HYPERLINK("x")', netPaise: -150, share: 1_250 }],
      totals: null,
      chart: { label: 'code', value: 'netPaise' },
      notes: [],
    });
    expect(csv).toBe('Promo code,Net (₹),Share (%)\r\n"\'=HYPERLINK(""x"")",-1.50,12.50\r\n');
  });
});

describe('the report query', () => {
  it('takes five years at most and no backwards range, naming `to`', () => {
    expect(SalesReportQuerySchema.safeParse({ from: '2021-01-01', to: '2025-12-31' }).success).toBe(true);
    expect(SalesReportQuerySchema.safeParse({ from: '2024-02-29', to: '2029-02-28' }).success).toBe(true);
    const long = SalesReportQuerySchema.safeParse({ from: '2021-01-01', to: '2026-01-01' });
    expect(long.error?.issues[0]?.path).toEqual(['to']);
    const backwards = SalesReportQuerySchema.safeParse({ from: '2026-01-02', to: '2026-01-01' });
    expect(backwards.error?.issues[0]?.message).toBe('to must not be before from');
  });
});
