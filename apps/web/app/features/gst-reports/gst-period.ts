import { addIndiaDays } from '@shop/shared';

/** The period a GST report covers, as the page's address names it. */
export interface GstPeriod {
  from: string;
  to: string;
  /** `YYYY-MM` when the period is one whole month (what a return is filed for). */
  month: string | null;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The first and last India day of a month `YYYY-MM`. */
export function monthPeriod(month: string): GstPeriod {
  const from = `${month}-01`;
  const next = `${addIndiaDays(from, 31).slice(0, 7)}-01`;
  return { from, to: addIndiaDays(next, -1), month };
}

/**
 * `?month=YYYY-MM`, or `?from=…&to=…` (passed on as typed: the API checks them and names what is
 * wrong), else the month of `today` (an India day).
 */
export function periodOf(search: URLSearchParams, today: string): GstPeriod {
  const month = search.get('month')?.trim() ?? '';
  if (MONTH.test(month)) return monthPeriod(month);
  const from = search.get('from')?.trim();
  const to = search.get('to')?.trim();
  if (from || to) return { from: from ?? '', to: to ?? '', month: null };
  return monthPeriod(today.slice(0, 7));
}

/** A download's address on the API: one table as CSV, or the whole GSTR-1 as JSON. */
export function downloadHref(period: GstPeriod, table: string | null): string {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  if (table) query.set('table', table);
  query.set('format', table ? 'csv' : 'json');
  return `/api/admin/reports/gst?${query}`;
}
