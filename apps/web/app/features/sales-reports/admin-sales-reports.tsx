import {
  addIndiaDays,
  type SalesReport,
  type SalesReportBy,
  type SalesReportRow,
  salesReportByList,
} from '@shop/shared';
import { Form, Link } from 'react-router';
import { buttonClass, focusRing } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { TextField } from '~/components/ui/field';
import { DownloadIcon } from '~/components/ui/page-icons';
import { td, th } from '~/features/admin';
import type { SalesReportPage } from './admin-sales-reports.server';
import { ReportChart } from './report-chart';
import { formatReportValue } from './report-format';

const tabLabels: Record<SalesReportBy, string> = {
  day: 'By day',
  week: 'By week',
  month: 'By month',
  product: 'Products',
  category: 'Categories',
  promotion: 'Promotions',
  payment: 'Payment',
  customers: 'Customers',
};

const address = (values: { from: string; to: string; by: string }, extra = '') =>
  `?from=${values.from}&to=${values.to}&by=${values.by}${extra}`;

/**
 * The owner's sales reports: a range (a plain GET form), a tab per grouping (links), then the chosen
 * report's chart, table and CSV download. Everything works without JavaScript.
 */
export function SalesReportsPage({ page }: { page: SalesReportPage }) {
  const { values, report, errors, today } = page;
  const ranges = [
    { label: 'Last 7 days', from: addIndiaDays(today, -6) },
    { label: 'Last 30 days', from: addIndiaDays(today, -29) },
    { label: 'This month', from: `${today.slice(0, 8)}01` },
    { label: 'Last 12 months', from: addIndiaDays(today, -364) },
  ];
  return (
    <div className="space-y-6">
      <h2 className="font-display text-xl font-bold text-brand-900">Sales reports</h2>
      <section className={`${cardClass} space-y-3 p-4`} aria-label="Period">
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="by" value={values.by} />
          <TextField
            type="date"
            name="from"
            label="From"
            defaultValue={values.from}
            errors={errors}
            className="w-44"
          />
          <TextField
            type="date"
            name="to"
            label="To"
            defaultValue={values.to}
            errors={errors}
            className="w-44"
          />
          <button type="submit" className={buttonClass({ size: 'sm' })}>
            Show
          </button>
        </Form>
        {errors.by && <p className="text-sm text-red-700">{errors.by}</p>}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {ranges.map((range) => (
            <Link
              key={range.label}
              to={address({ ...values, from: range.from, to: today })}
              className={`${focusRing} rounded font-semibold text-brand-700 hover:underline`}
            >
              {range.label}
            </Link>
          ))}
        </p>
        <p className="text-xs text-stone-600">India days, both included; weeks start on Monday.</p>
      </section>
      <nav aria-label="Reports" className="-mx-1 overflow-x-auto">
        <ul className="flex gap-1 px-1 pb-1">
          {salesReportByList.map((by) => (
            <li key={by}>
              <Link
                to={address({ ...values, by })}
                aria-current={by === values.by ? 'page' : undefined}
                className={`${focusRing} block whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-semibold ${
                  by === values.by
                    ? 'bg-brand-700 text-white'
                    : 'bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-stone-100'
                }`}
              >
                {tabLabels[by]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {report && (
        <section className={`${cardClass} space-y-4 p-4`} aria-labelledby="report-title">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id="report-title" className="font-display text-lg font-bold text-brand-900">
              {tabLabels[report.by]}, {report.from} to {report.to}
            </h3>
            {/* A plain link: the browser downloads the file with the signed-in admin's cookie. */}
            <a
              href={`/api/admin/reports/sales${address(report, '&format=csv')}`}
              download
              className={buttonClass({ size: 'sm', variant: 'outline' })}
            >
              <DownloadIcon className="h-4 w-4" aria-hidden />
              Download CSV
            </a>
          </div>
          <ReportChart report={report} />
          {report.rows.length === 0 ? (
            <p className="text-sm text-stone-600">No sales in this period.</p>
          ) : (
            <div className="-mx-4 overflow-x-auto px-4">
              <table className="w-full min-w-[36rem]">
                <thead className="border-b border-stone-200">
                  <tr>
                    {report.columns.map((column) => (
                      <th
                        key={column.key}
                        scope="col"
                        className={`${th} ${column.kind === 'text' ? '' : 'text-right'}`}
                      >
                        {column.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100">
                  {report.rows.map((row) => (
                    <ReportRow key={rowKey(row, report.columns)} row={row} columns={report.columns} />
                  ))}
                </tbody>
                {report.totals && (
                  <tfoot className="border-t-2 border-stone-200 font-semibold">
                    <ReportRow row={report.totals} columns={report.columns} />
                  </tfoot>
                )}
              </table>
            </div>
          )}
          <ul className="list-disc space-y-1 pl-5 text-xs text-stone-600">
            {report.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function ReportRow({ row, columns }: { row: SalesReportRow; columns: SalesReport['columns'] }) {
  return (
    <tr>
      {columns.map((column) => (
        <td
          key={column.key}
          className={`${td} whitespace-nowrap ${column.kind === 'text' ? '' : 'text-right tabular-nums'}`}
        >
          {formatReportValue(row[column.key], column.kind)}
        </td>
      ))}
    </tr>
  );
}

/** A row's text cells together name it (a product and its variant; a day; a code). */
const rowKey = (row: SalesReportRow, columns: SalesReport['columns']) =>
  columns
    .filter((column) => column.kind === 'text')
    .map((column) => String(row[column.key] ?? ''))
    .join('|');
