import {
  type PincodeSummary,
  paiseToRupeeText,
  ShippingSettingsFormSchema,
  type ShippingSettingsView,
} from '@shop/shared';
import { Form } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { TextAreaField, TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import type { AnyFormResult } from '~/lib/form-result';
import { validate } from '~/lib/form-result';
import { settingsFieldName } from './admin-shipping-form';

const rupees = (paise: number | null) => (paise === null ? '' : paiseToRupeeText(paise));

/** /admin/shipping: the owner's shipping rules, and the pincode table uploaded as CSV. */
export function ShippingAdmin({
  settings,
  summary,
  result,
}: {
  settings: ShippingSettingsView;
  summary: PincodeSummary;
  result: AnyFormResult | undefined;
}) {
  return (
    <div className="space-y-8">
      <h2 className="font-display text-xl font-bold text-brand-900">Shipping</h2>
      {/* Keyed by the version: a save (or another admin's, after a stale refusal) shows the new values. */}
      <SettingsForm key={settings.version} settings={settings} result={result} />
      <PincodesPanel summary={summary} result={result} />
    </div>
  );
}

function SettingsForm({
  settings,
  result,
}: {
  settings: ShippingSettingsView;
  result: AnyFormResult | undefined;
}) {
  const form = useForm({
    intent: 'save',
    result,
    check: (values) => validate(ShippingSettingsFormSchema, values, settingsFieldName),
  });
  useFormResult(result, { intent: 'save' });
  const errors = form.fieldErrors;
  // Refused after a post the browser made itself: the fields start from what was typed (rupees as typed).
  const typed = form.typed;
  return (
    <Form
      method="post"
      ref={form.ref}
      onSubmit={form.onSubmit}
      noValidate
      className={`${cardClass} space-y-5 p-4 sm:p-6`}
      aria-labelledby="shipping-rules"
    >
      <h3 id="shipping-rules" className="font-display text-lg font-bold text-brand-900">
        Charges and dispatch
      </h3>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="version" value={settings.version} />
      <Alert>{form.message}</Alert>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="flatPaise"
          label="Flat shipping charge (₹)"
          hint="0 ships free."
          inputMode="decimal"
          defaultValue={typed?.flatPaise ?? rupees(settings.flatPaise)}
          errors={errors}
        />
        <TextField
          name="freeAbovePaise"
          label="Free shipping from (₹)"
          hint="Goods after discounts worth this or more ship free. Blank: never free."
          inputMode="decimal"
          defaultValue={typed?.freeAbovePaise ?? rupees(settings.freeAbovePaise)}
          errors={errors}
        />
        <TextField
          name="codFeePaise"
          label="Cash on Delivery fee (₹)"
          inputMode="decimal"
          defaultValue={typed?.codFeePaise ?? rupees(settings.codFeePaise)}
          errors={errors}
        />
        <TextField
          name="codMaxPaise"
          label="Cash on Delivery up to (₹)"
          hint="Larger orders pay online. Blank: no maximum."
          inputMode="decimal"
          defaultValue={typed?.codMaxPaise ?? rupees(settings.codMaxPaise)}
          errors={errors}
        />
        <TextField
          name="cutoffHour"
          label="Dispatch cut-off (hour, India time)"
          hint="Orders from this hour on (0–23) leave the next working day. 14 is 2 PM."
          type="number"
          min={0}
          max={23}
          defaultValue={typed?.cutoffHour ?? settings.cutoffHour}
          errors={errors}
        />
        <TextAreaField
          name="holidays"
          label="Holidays"
          hint="One date per line, such as 2026-12-25. Sundays are never working days."
          rows={4}
          defaultValue={typed?.holidays ?? settings.holidays.join('\n')}
          errors={errors}
        />
      </div>
      <SubmitButton busy={form.busy} busyLabel="Saving…">
        Save settings
      </SubmitButton>
    </Form>
  );
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** What the pincode table holds, in a sentence. */
export function summaryText(summary: PincodeSummary): string {
  if (summary.rows === 0) {
    return `No pincodes uploaded: all of India is served, with Cash on Delivery, in ${summary.defaultDays} working days.`;
  }
  const days =
    summary.minDays === summary.maxDays ? `${summary.minDays}` : `${summary.minDays}–${summary.maxDays}`;
  return (
    `${count(summary.rows, 'row', 'rows')} (${count(summary.pincodes, 'pincode', 'pincodes')}, ` +
    `${count(summary.prefixes, 'prefix', 'prefixes')}), ${summary.codRows.toLocaleString('en-IN')} with Cash on ` +
    `Delivery, ${days} working days. Pincodes no row covers are not served.`
  );
}

function PincodesPanel({ summary, result }: { summary: PincodeSummary; result: AnyFormResult | undefined }) {
  const form = useForm({ intent: 'upload', result });
  useFormResult(result, { intent: 'upload' });
  const mine = result?.intent === 'upload' && !result.ok ? result : undefined;
  const badLines = Object.entries(mine?.fieldErrors ?? {}).filter(([field]) => field.startsWith('line '));
  return (
    <section className={`${cardClass} space-y-5 p-4 sm:p-6`} aria-labelledby="pincodes">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="pincodes" className="font-display text-lg font-bold text-brand-900">
          Pincodes served
        </h3>
        {summary.rows > 0 && (
          <a
            href="/api/admin/shipping/pincodes.csv"
            download
            className={buttonClass({ size: 'sm', variant: 'outline' })}
          >
            Download CSV
          </a>
        )}
      </div>
      <p className="text-sm text-stone-700" data-testid="pincode-summary">
        {summaryText(summary)}
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        ref={form.ref}
        onSubmit={form.onSubmit}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="upload" />
        <Alert>{form.message}</Alert>
        {badLines.length > 0 && (
          <ul
            className="max-h-64 overflow-y-auto rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
            data-testid="bad-lines"
          >
            {badLines.map(([line, reason]) => (
              <li key={line}>
                <span className="font-semibold">{line[0]!.toUpperCase() + line.slice(1)}:</span> {reason}
              </li>
            ))}
          </ul>
        )}
        <TextField
          name="csv"
          type="file"
          accept=".csv,text/csv"
          label="Upload a CSV"
          hint={
            <>
              A header line <code>pincode,cod,days</code>, then one row per pincode (6 digits) or prefix (1–5
              digits, covering every pincode that starts with it; the longest match wins), <code>cod</code>{' '}
              yes or no, <code>days</code> working days from dispatch. The upload replaces the whole table; a
              file with a bad line changes nothing. A file with only the header serves all of India again.
            </>
          }
          errors={form.fieldErrors}
        />
        <SubmitButton busy={form.busy} busyLabel="Uploading…">
          Upload pincodes
        </SubmitButton>
      </Form>
    </section>
  );
}
