import { describe, expect, it } from 'vitest';
import { downloadHref, monthPeriod, periodOf } from './gst-period';

describe('the GST report period', () => {
  it('is a whole month from ?month=, whatever its length', () => {
    expect(monthPeriod('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28', month: '2026-02' });
    expect(monthPeriod('2028-02').to).toBe('2028-02-29');
    expect(monthPeriod('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31', month: '2026-12' });
  });

  it('takes ?from=&to= as typed (the API judges them), else this month', () => {
    const search = (query: string) => new URLSearchParams(query);
    expect(periodOf(search('from=2026-04-01&to=2027-03-31'), '2026-11-27')).toEqual({
      from: '2026-04-01',
      to: '2027-03-31',
      month: null,
    });
    expect(periodOf(search('from=2026-11-30&to=2026-11-01'), '2026-11-27').to).toBe('2026-11-01');
    expect(periodOf(search(''), '2026-11-27')).toEqual(monthPeriod('2026-11'));
    expect(periodOf(search('month=2026-13'), '2026-11-27')).toEqual(monthPeriod('2026-11'));
  });

  it('links each table as CSV and the whole GSTR-1 as JSON', () => {
    const period = monthPeriod('2026-11');
    expect(downloadHref(period, 'b2b')).toBe(
      '/api/admin/reports/gst?from=2026-11-01&to=2026-11-30&table=b2b&format=csv',
    );
    expect(downloadHref(period, null)).toBe(
      '/api/admin/reports/gst?from=2026-11-01&to=2026-11-30&format=json',
    );
  });
});
