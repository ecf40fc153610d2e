import { type CartReminderSummary, formatRupees } from '@shop/shared';
import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { TextField } from '~/components/ui/field';
import { textLinkClass } from '~/components/ui/text-link';
import { periodParams } from './cart-reminders-period';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-bold text-brand-900">{value}</dd>
    </div>
  );
}

/**
 * What the cart reminders brought back in a period (docs/PRODUCT.md §4.12), with a plain GET
 * form to choose the days: on the dashboard and on the settings page.
 */
export function CartRemindersCard({
  summary,
  error,
  showSettingsLink = false,
}: {
  summary: CartReminderSummary | null;
  error: string | null;
  showSettingsLink?: boolean;
}) {
  return (
    <section className={`${cardClass} space-y-4 p-4 sm:p-6`} aria-labelledby="cart-reminders-figures">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="cart-reminders-figures" className="font-semibold text-brand-900">
          Cart reminders
        </h3>
        {showSettingsLink && (
          <Link to="/admin/cart-reminders" className={`${textLinkClass} text-sm`}>
            Settings
          </Link>
        )}
      </div>
      {summary ? (
        <>
          <p className="text-sm text-stone-600">
            {summary.from} to {summary.to} (India days). A cart counts as recovered when its shopper orders
            within 7 days of a reminder.
          </p>
          <dl className="grid gap-4 sm:grid-cols-3" data-testid="cart-reminder-figures">
            <Figure label="Reminders sent" value={summary.remindersSent.toLocaleString('en-IN')} />
            <Figure label="Carts recovered" value={summary.cartsRecovered.toLocaleString('en-IN')} />
            <Figure label="Revenue recovered" value={formatRupees(summary.revenueRecoveredPaise)} />
          </dl>
        </>
      ) : (
        <p className="text-sm text-red-700" role="alert">
          {error ?? 'The figures could not be read.'}
        </p>
      )}
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <TextField
          name={periodParams.from}
          label="From"
          type="date"
          defaultValue={summary?.from}
          inputClassName="w-auto"
        />
        <TextField
          name={periodParams.to}
          label="To"
          type="date"
          defaultValue={summary?.to}
          inputClassName="w-auto"
        />
        <button type="submit" className={buttonClass({ size: 'sm', variant: 'outline' })}>
          Show
        </button>
      </Form>
    </section>
  );
}
