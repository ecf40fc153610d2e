import { OrderUpdatesChoiceSchema } from '@shop/shared';
import { Form } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import { type AnyFormResult, validate } from '~/lib/form-result';
import type { OrderUpdatesChoiceView } from './order-updates-fields';

const choices = [
  { value: 'none', label: 'No updates', hint: 'E-mail only' },
  { value: 'whatsapp', label: 'WhatsApp', hint: 'Placed, shipped, out for delivery, delivered' },
  { value: 'sms', label: 'SMS', hint: 'The same updates by text message' },
] as const;

/**
 * The profile's order-updates choice: none, WhatsApp or SMS, and the mobile to send to. A plain form
 * posted to /profile (intent `orderUpdates`), so it works without JavaScript; choosing "No updates"
 * withdraws the consent and the updates still waiting.
 */
export function OrderUpdatesSettings({
  current,
  fallbackPhone,
  result,
}: {
  current: OrderUpdatesChoiceView;
  /** The account's phone, offered when no mobile was given yet. */
  fallbackPhone: string;
  result?: AnyFormResult;
}) {
  const form = useForm({
    intent: 'orderUpdates',
    result,
    check: (values) =>
      validate(OrderUpdatesChoiceSchema, {
        channel: values.channel,
        phone: values.channel === 'none' ? undefined : values.phone,
      }),
  });
  useFormResult(result, { intent: 'orderUpdates' });
  return (
    <section aria-labelledby="order-updates-heading" className="mt-10 border-t border-stone-200 pt-8">
      <h2 id="order-updates-heading" className="font-display text-2xl font-bold text-brand-900">
        Order updates
      </h2>
      <p className="mt-2 text-sm text-stone-600">
        Besides e-mail, we can tell you on WhatsApp or by SMS when an order is placed, shipped, out for
        delivery and delivered. Replying STOP to a message also stops them.
      </p>
      <Form method="post" ref={form.ref} onSubmit={form.onSubmit} noValidate className="mt-5 space-y-5">
        <input type="hidden" name="intent" value="orderUpdates" />
        <Alert>{form.message}</Alert>
        <fieldset>
          <legend className="text-sm font-semibold text-stone-800">Send order updates by</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            {choices.map((choice) => (
              <label
                key={choice.value}
                className="flex cursor-pointer items-start gap-3 rounded-2xl bg-white p-4 text-sm ring-1 ring-stone-200 has-checked:ring-2 has-checked:ring-brand-700"
              >
                <input
                  type="radio"
                  name="channel"
                  value={choice.value}
                  defaultChecked={current.channel === choice.value}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold text-stone-900">{choice.label}</span>
                  <span className="block text-stone-600">{choice.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          name="phone"
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          defaultValue={current.phone ?? fallbackPhone}
          hint="An Indian mobile number, for WhatsApp or SMS"
          errors={form.fieldErrors}
          className="max-w-sm"
        />
        <SubmitButton busy={form.busy} busyLabel="Saving…">
          Save
        </SubmitButton>
      </Form>
    </section>
  );
}
