import { formatRupees, type SalesReport } from '@shop/shared';

/** A report's cell as the owner reads it: rupees, a count, or a percentage. */
export function formatReportValue(
  value: string | number | null | undefined,
  kind: SalesReport['columns'][number]['kind'],
): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (kind === 'paise') return formatRupees(value);
  if (kind === 'basisPoints') return `${(value / 100).toFixed(1)}%`;
  return value.toLocaleString('en-IN');
}
