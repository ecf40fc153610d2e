import { formatRupees, type GstReportSummary, gstReturnPeriod } from '@shop/shared';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { Alert } from '~/components/ui/alert';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { TextField } from '~/components/ui/field';
import { textLinkClass } from '~/components/ui/text-link';
import { td, th } from '~/features/admin';
import { downloadHref, type GstPeriod } from './gst-period';

const money = (paise: number) => formatRupees(paise);

/** The amount columns of every table, in the order the portal shows them. */
const amounts = [
  ['valuePaise', 'Value'],
  ['taxablePaise', 'Taxable'],
  ['igstPaise', 'IGST'],
  ['cgstPaise', 'CGST'],
  ['sgstPaise', 'SGST'],
] as const;

/**
 * /admin/reports/gst (docs/PRODUCT.md §2.21): a month or a range of days, what each GSTR-1
 * table and GSTR-3B's table 3.1 hold for it, and the files the accountant uploads. The period forms
 * are plain GET forms, so the page works before (and without) its script.
 */
export function GstReportsPage({
  period,
  summary,
  error,
}: {
  period: GstPeriod;
  summary: GstReportSummary | null;
  error: string | null;
}) {
  return (
    <div className="space-y-6">
      <div>
        <h2 className="font-display text-xl font-bold text-brand-900">GST returns</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-600">
          What your accountant files for GSTR-1 and GSTR-3B, drawn from the tax invoices and credit notes
          dated in the period (India time). Each CSV follows the GST offline tool&rsquo;s template.
        </p>
      </div>
      <PeriodForms period={period} />
      <Alert>{error}</Alert>
      {summary && <Summary period={period} summary={summary} />}
    </div>
  );
}

function PeriodForms({ period }: { period: GstPeriod }) {
  return (
    <div className={`${cardClass} flex flex-wrap items-end gap-x-10 gap-y-5 p-5 sm:p-6`}>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Choose a month">
        <TextField
          id="gst-month"
          name="month"
          type="month"
          label="Month"
          defaultValue={period.month ?? period.from.slice(0, 7)}
          className="w-full sm:w-52"
        />
        <button type="submit" className={buttonClass({ variant: 'primary' })}>
          Show month
        </button>
      </Form>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Choose a range of days">
        <TextField
          id="gst-from"
          name="from"
          type="date"
          label="From"
          defaultValue={period.from}
          className="w-full sm:w-48"
        />
        <TextField
          id="gst-to"
          name="to"
          type="date"
          label="To"
          defaultValue={period.to}
          className="w-full sm:w-48"
        />
        <button type="submit" className={buttonClass({ variant: 'outline' })}>
          Show range
        </button>
      </Form>
    </div>
  );
}

function Summary({ period, summary }: { period: GstPeriod; summary: GstReportSummary }) {
  return (
    <section aria-labelledby="gst-summary" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="gst-summary" className="font-display text-lg font-bold text-brand-900">
            {summary.from} to {summary.to}
          </h3>
          <p className="text-sm text-stone-600">
            GSTIN {summary.seller.gstin} · place of business {summary.seller.state}
          </p>
        </div>
        {gstReturnPeriod(period.from, period.to) ? (
          <a href={downloadHref(period, null)} download className={buttonClass({ variant: 'primary' })}>
            Download GSTR-1 JSON
          </a>
        ) : (
          <p className="text-sm text-stone-600">GSTR-1 JSON is for a whole month or quarter.</p>
        )}
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact
          label="Invoices"
          value={`${summary.invoices.issued} issued, ${summary.invoices.cancelled} cancelled`}
        >
          {money(summary.invoices.totalPaise)} invoiced
        </Fact>
        <Fact label="Credit notes" value={`${summary.creditNotes.issued} issued`}>
          {money(summary.creditNotes.totalPaise)} credited
        </Fact>
      </dl>
      <div className={`${cardClass} hidden overflow-x-auto md:block`}>
        <table className="min-w-full divide-y divide-stone-200">
          <thead className="bg-stone-50">
            <tr>
              <th className={th}>Table</th>
              <th className={`${th} text-right`}>Rows</th>
              {amounts.map(([, label]) => (
                <th key={label} className={`${th} text-right`}>
                  {label}
                </th>
              ))}
              <th className={th}>
                <span className="sr-only">Download</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {summary.tables.map((row) => (
              <tr key={row.table} data-testid={`gst-table-${row.table}`}>
                <td className={`${td} font-semibold`}>{row.title}</td>
                <td className={`${td} text-right tabular-nums`}>{row.rows}</td>
                {amounts.map(([key, label]) => (
                  <td key={label} className={`${td} text-right tabular-nums`}>
                    {row.table === 'docs' ? '' : money(row[key])}
                  </td>
                ))}
                <td className={td}>
                  <a
                    href={downloadHref(period, row.table)}
                    download
                    className={`${textLinkClass} whitespace-nowrap`}
                  >
                    {row.table} CSV
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* On a phone each table is a card: seven columns do not fit 375 px. */}
      <ul className="space-y-3 md:hidden">
        {summary.tables.map((row) => (
          <li key={row.table} className={`${cardClass} p-4`}>
            <div className="flex items-start justify-between gap-3">
              <h4 className="font-semibold text-stone-900">{row.title}</h4>
              <a
                href={downloadHref(period, row.table)}
                download
                className={`${textLinkClass} shrink-0 text-sm whitespace-nowrap`}
                aria-label={`${row.table} CSV (${row.title})`}
              >
                CSV
              </a>
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-stone-600">Rows</dt>
              <dd className="text-right tabular-nums">{row.rows}</dd>
              {row.table !== 'docs' &&
                amounts.map(([key, label]) => <Pair key={label} label={label} value={money(row[key])} />)}
            </dl>
          </li>
        ))}
      </ul>
      <p className="max-w-3xl text-xs text-stone-600">
        Credit notes on small B2C invoices are netted in B2C small, as the portal requires; CDNUR holds those
        against B2C large invoices. The HSN summary and table 3.1 are net of every credit note. A cancelled
        order with nothing credited counts only as a cancelled invoice.
      </p>
    </section>
  );
}

function Pair({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </>
  );
}

function Fact({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <div className={`${cardClass} p-4`}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{label}</dt>
      <dd className="mt-1 font-display text-lg font-bold text-brand-900">{value}</dd>
      <dd className="text-sm text-stone-700">{children}</dd>
    </div>
  );
}
