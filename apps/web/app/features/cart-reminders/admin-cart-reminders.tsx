import {
  CART_REMINDER_MAX_DELAY_HOURS,
  CartReminderSettingsFormSchema,
  type CartReminderSettingsView,
  type CartReminderSummary,
} from '@shop/shared';
import { Form } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { cardClass } from '~/components/ui/card';
import { Checkbox, SelectField, TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import type { AnyFormResult } from '~/lib/form-result';
import { validate } from '~/lib/form-result';
import { CartRemindersCard } from './cart-reminders-card';

/** /admin/cart-reminders: when carts left behind are reminded, and what the reminders brought back. */
export function CartRemindersAdmin({
  settings,
  promoCodes,
  figures,
  result,
}: {
  settings: CartReminderSettingsView;
  promoCodes: string[];
  figures: { summary: CartReminderSummary | null; error: string | null };
  result: AnyFormResult | undefined;
}) {
  // Here, not in the form: the form is remounted by a save (its key), which would toast it again.
  useFormResult(result, { intent: 'save' });
  return (
    <div className="space-y-8">
      <h2 className="font-display text-xl font-bold text-brand-900">Cart reminders</h2>
      {/* Keyed by the version: a save (or another admin's, after a stale refusal) shows the new values. */}
      <SettingsForm key={settings.version} settings={settings} promoCodes={promoCodes} result={result} />
      <CartRemindersCard summary={figures.summary} error={figures.error} />
    </div>
  );
}

function SettingsForm({
  settings,
  promoCodes,
  result,
}: {
  settings: CartReminderSettingsView;
  promoCodes: string[];
  result: AnyFormResult | undefined;
}) {
  const form = useForm({
    intent: 'save',
    result,
    check: (values) => validate(CartReminderSettingsFormSchema, values),
  });
  const errors = form.fieldErrors;
  // Refused after a post the browser made itself: the fields start from what was typed.
  const typed = form.typed;
  // A code switched off since it was chosen is no longer offered; the owner picks another.
  const codes =
    settings.secondPromoCode && !promoCodes.includes(settings.secondPromoCode)
      ? [settings.secondPromoCode, ...promoCodes]
      : promoCodes;
  const hours = { type: 'number', min: 1, max: CART_REMINDER_MAX_DELAY_HOURS, inputMode: 'numeric' } as const;
  return (
    <Form
      method="post"
      ref={form.ref}
      onSubmit={form.onSubmit}
      noValidate
      className={`${cardClass} space-y-5 p-4 sm:p-6`}
      aria-labelledby="reminder-settings"
    >
      <h3 id="reminder-settings" className="font-display text-lg font-bold text-brand-900">
        Reminder e-mails
      </h3>
      <p className="text-sm text-stone-700">
        A signed-in shopper who leaves items in the cart gets an e-mail with the items, today&rsquo;s prices
        and a link back to the cart. Nothing is sent after they buy, empty the cart or unsubscribe, and never
        twice for the same cart.
      </p>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="version" value={settings.version} />
      <Alert>{form.message}</Alert>
      <Checkbox
        name="enabled"
        label="Send cart reminders"
        defaultChecked={typed ? typed.enabled === 'on' : settings.enabled}
        errors={errors}
      />
      <TextField
        name="delayHours"
        label="Send the reminder after (hours)"
        hint="Hours after the cart last changed, 1 to 168 (7 days)."
        defaultValue={typed?.delayHours ?? settings.delayHours}
        errors={errors}
        {...hours}
      />
      <fieldset className="space-y-4 rounded-xl border border-stone-200 p-4">
        <legend className="px-1 text-sm font-semibold text-brand-900">Second reminder</legend>
        <Checkbox
          name="secondEnabled"
          label="Send a second reminder with a promo code"
          defaultChecked={typed ? typed.secondEnabled === 'on' : settings.secondEnabled}
          errors={errors}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="secondDelayHours"
            label="Send it after (hours)"
            hint="Hours after the cart last changed; longer than the first."
            defaultValue={typed?.secondDelayHours ?? settings.secondDelayHours}
            errors={errors}
            {...hours}
          />
          <SelectField
            name="secondPromoCode"
            label="Promo code it offers"
            hint={
              codes.length === 0
                ? 'Create a promo code first (Promo codes).'
                : 'One of the shop’s active codes.'
            }
            defaultValue={typed?.secondPromoCode ?? settings.secondPromoCode ?? ''}
            errors={errors}
          >
            <option value="">Choose a code</option>
            {codes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      <SubmitButton busy={form.busy} busyLabel="Saving…">
        Save settings
      </SubmitButton>
    </Form>
  );
}
