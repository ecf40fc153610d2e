import {
  BookConsultationSchema,
  type Consultation,
  type ConsultationSlot,
  consultationTopics,
  formatConsultationDay,
  formatConsultationTime,
  formatSlotTime,
  RescheduleConsultationSchema,
} from '@shop/shared';
import { Form, Link } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { focusRing } from '~/components/ui/button';
import { SelectField, TextAreaField, TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import { type AnyFormResult, validate } from '~/lib/form-result';
import type { SlotDay } from './consultations.server';

const chip = `block rounded-xl border px-3 py-2 text-center text-sm transition ${focusRing}`;

/** The bookable days as links (`?day=`), so the page works before JavaScript loads. */
function DayPicker({ days, day, reschedule }: { days: SlotDay[]; day: string | null; reschedule?: string }) {
  return (
    <nav aria-label="Days" className="-mx-4 overflow-x-auto px-4 pb-1">
      <ul className="flex min-w-max gap-2">
        {days.map((entry) => {
          const query = new URLSearchParams({ day: entry.day, ...(reschedule ? { reschedule } : {}) });
          const current = entry.day === day;
          return (
            <li key={entry.day}>
              <Link
                to={`?${query}`}
                preventScrollReset
                aria-current={current ? 'date' : undefined}
                className={`${chip} ${current ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-200 bg-white text-stone-800 hover:border-brand-300'}`}
              >
                <span className="block font-semibold">{formatConsultationDay(entry.day)}</span>
                <span className={`block text-xs ${current ? 'text-brand-50' : 'text-stone-600'}`}>
                  {entry.free === 0 ? 'Full' : `${entry.free} free`}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The chosen day's slots as radio buttons; a full slot is shown but cannot be picked. */
function SlotPicker({ slots, error }: { slots: ConsultationSlot[]; error?: string }) {
  return (
    <fieldset aria-describedby={error ? 'slot-error' : undefined}>
      <legend className="text-sm font-medium text-stone-800">Pick a time (India time, IST)</legend>
      {error && (
        <p id="slot-error" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {slots.map((slot) => {
          const full = slot.available === 0;
          return (
            <li key={slot.start}>
              <label
                className={`${chip} has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${full ? 'cursor-not-allowed border-stone-100 bg-stone-50 text-stone-500 line-through' : 'cursor-pointer border-stone-200 bg-white text-stone-900 hover:border-brand-300'}`}
              >
                <input
                  type="radio"
                  name="start"
                  value={slot.start}
                  disabled={full}
                  aria-invalid={error ? true : undefined}
                  className="sr-only"
                />
                {formatSlotTime(slot.start)}
                <span className="sr-only">{full ? ' (full)' : ''}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

interface BookingFormProps {
  days: SlotDay[];
  day: string | null;
  slots: ConsultationSlot[];
  phone: string;
  result?: AnyFormResult;
  /** Set when moving a booked consultation: only a new time is asked. */
  rescheduling: Consultation | null;
}

/** Book a consultation, or move one: pick a day and a free slot, then (when booking) topic, phone and a note. */
export function BookingForm({ days, day, slots, phone, result, rescheduling }: BookingFormProps) {
  const intent = rescheduling ? 'reschedule' : 'book';
  const form = useForm({
    intent,
    result,
    check: (values) =>
      rescheduling
        ? validate(RescheduleConsultationSchema, values)
        : validate(BookConsultationSchema, values),
  });
  useFormResult(result, { intent });
  if (days.length === 0) {
    return (
      <Alert tone="info">No consultation slots are open right now. Please try again in a few days.</Alert>
    );
  }
  return (
    <Form method="post" ref={form.ref} onSubmit={form.onSubmit} noValidate className="space-y-6">
      <input type="hidden" name="intent" value={intent} />
      {rescheduling && <input type="hidden" name="id" value={rescheduling.id} />}
      {rescheduling && (
        <Alert tone="info">
          Moving your consultation of {formatConsultationTime(rescheduling.start)}. Pick a new time.
        </Alert>
      )}
      <Alert>{form.message}</Alert>
      <DayPicker days={days} day={day} reschedule={rescheduling?.id} />
      <SlotPicker slots={slots} error={form.fieldErrors.start} />
      {!rescheduling && (
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField name="topic" label="Topic" required errors={form.fieldErrors} defaultValue="">
            <option value="" disabled>
              Choose a topic
            </option>
            {Object.entries(consultationTopics).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </SelectField>
          <TextField
            name="phone"
            label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            defaultValue={phone}
            hint="Our expert calls you on this number."
            errors={form.fieldErrors}
          />
          <TextAreaField
            name="note"
            label="Anything we should know? (optional)"
            rows={3}
            maxLength={1000}
            errors={form.fieldErrors}
            className="sm:col-span-2"
          />
        </div>
      )}
      <SubmitButton busy={form.busy} busyLabel={rescheduling ? 'Moving…' : 'Booking…'}>
        {rescheduling ? 'Move my consultation' : 'Confirm booking'}
      </SubmitButton>
    </Form>
  );
}
