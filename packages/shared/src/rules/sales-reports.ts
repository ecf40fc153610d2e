import type { SalesReport, SalesReportRow } from '../schemas/sales-reports.ts';
import { csvField } from './csv.ts';
import { addIndiaDays, indiaWeekday } from './india-time.ts';

/** The period an India day falls in: itself, the Monday its week starts on, or its month (`YYYY-MM`). */
export function salesPeriodOf(day: string, by: 'day' | 'week' | 'month'): string {
  if (by === 'day') return day;
  if (by === 'month') return day.slice(0, 7);
  return addIndiaDays(day, -((indiaWeekday(day) + 6) % 7));
}

/** Every India day from `from` to `to`, both included. */
function indiaDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addIndiaDays(day, 1)) days.push(day);
  return days;
}

/**
 * Adds figures of days into the periods they fall in, in order, every period of the range present
 * (a quiet week still shows, with zeros). `values` are summed key by key.
 */
export function rollUpDays<T extends Record<string, number>>(
  days: { day: string; values: T }[],
  from: string,
  to: string,
  by: 'day' | 'week' | 'month',
  zero: () => T,
): { period: string; values: T }[] {
  const periods = new Map<string, T>();
  for (const day of indiaDaysBetween(from, to)) {
    const period = salesPeriodOf(day, by);
    if (!periods.has(period)) periods.set(period, zero());
  }
  for (const { day, values } of days) {
    const sums = periods.get(salesPeriodOf(day, by)) as Record<string, number> | undefined;
    if (!sums) continue;
    for (const [key, value] of Object.entries(values)) sums[key] = (sums[key] ?? 0) + value;
  }
  return [...periods].map(([period, values]) => ({ period, values }));
}

/** Paise as exact rupees for a spreadsheet: 123456 → '1234.56', -5 → '-0.05'. */
export function paiseToCsvRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Basis points as a percentage with two decimals: 1234 → '12.34'. */
function basisPointsToPercentText(basisPoints: number): string {
  return paiseToCsvRupees(basisPoints);
}

function csvCell(value: SalesReportRow[string], kind: SalesReport['columns'][number]['kind']): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return csvField(value);
  if (kind === 'paise') return paiseToCsvRupees(value);
  if (kind === 'basisPoints') return basisPointsToPercentText(value);
  return String(value);
}

/**
 * A report as CSV: the column labels (money in rupees, shares in per cent), a row per line, then the
 * totals. Numbers are written plainly, so a refund day's negative net stays a number in a spreadsheet;
 * text goes through `csvField`, which defuses formulas.
 */
export function salesReportCsv(report: SalesReport): string {
  const header = report.columns.map((column) =>
    csvField(
      column.kind === 'paise'
        ? `${column.label} (₹)`
        : column.kind === 'basisPoints'
          ? `${column.label} (%)`
          : column.label,
    ),
  );
  const lines = [...report.rows, ...(report.totals ? [report.totals] : [])].map((row) =>
    report.columns.map((column) => csvCell(row[column.key] ?? null, column.kind)).join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** The download's file name: `sales-by-week-2026-01-01-to-2026-03-31.csv`. */
export function salesReportFileName(report: Pick<SalesReport, 'by' | 'from' | 'to'>): string {
  return `sales-by-${report.by}-${report.from}-to-${report.to}.csv`;
}
