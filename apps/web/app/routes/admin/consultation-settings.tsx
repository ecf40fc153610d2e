import { ConsultationSettingsSchema, consultationWeekdays } from '@shop/shared';
import { Form, Link } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { cardClass } from '~/components/ui/card';
import { Checkbox, TextAreaField, TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import { textLinkClass } from '~/components/ui/text-link';
import { requireAdmin } from '~/features/admin/admin.server';
import { settingsFieldName, settingsFromForm } from '~/features/consultations/admin-settings';
import { saveConsultationSettings } from '~/features/consultations/index.server';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { answerConsoleForm } from '~/lib/form-result.server';
import type { Route } from './+types/consultation-settings';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  return dataOrThrow(await callApi(context, 'GET /admin/consultations/settings'));
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireAdmin(url, context);
  const form = await request.formData();
  const reply = await saveConsultationSettings(context, form);
  return answerConsoleForm(request, url, reply, ['save'], formValues(form));
}

/**
 * Weekly hours, slot length, practitioners (places per slot), how far ahead, how many upcoming bookings
 * one customer may hold, and closed dates.
 */
export default function ConsultationSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const form = useForm({
    intent: 'save',
    result: actionData,
    check: (values) => validate(ConsultationSettingsSchema, settingsFromForm(values), settingsFieldName),
  });
  useFormResult(actionData, { intent: 'save' });
  const errors = form.fieldErrors;
  // Refused after a post the browser made itself: the fields start from what was typed.
  const typed = form.typed;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-display text-xl font-bold text-brand-900">Consultation settings</h2>
        <Link to="/admin/consultations" className={textLinkClass}>
          Back to bookings
        </Link>
      </div>
      <Form method="post" ref={form.ref} onSubmit={form.onSubmit} noValidate className="space-y-6">
        <input type="hidden" name="intent" value="save" />
        <Alert>{form.message}</Alert>
        <fieldset className={`${cardClass} p-4 sm:p-6`}>
          <legend className="px-1 text-sm font-semibold text-stone-800">Weekly hours (India time)</legend>
          <ul className="space-y-3">
            {consultationWeekdays.map((weekday, index) => {
              const hours = settings.weeklyHours[index];
              return (
                <li key={weekday} className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[8rem_1fr_1fr]">
                  <Checkbox
                    name={`day-${index}-open`}
                    label={weekday}
                    defaultChecked={typed ? typed[`day-${index}-open`] === 'on' : !!hours}
                    className="col-span-2 sm:col-span-1 sm:pb-2.5"
                  />
                  <TextField
                    name={`day-${index}-from`}
                    label={`${weekday} opens`}
                    type="time"
                    defaultValue={typed?.[`day-${index}-from`] ?? hours?.open ?? '10:00'}
                    errors={errors}
                  />
                  <TextField
                    name={`day-${index}-to`}
                    label={`${weekday} closes`}
                    type="time"
                    defaultValue={typed?.[`day-${index}-to`] ?? hours?.close ?? '18:00'}
                    errors={errors}
                  />
                </li>
              );
            })}
          </ul>
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            name="slotMinutes"
            label="Slot length (minutes)"
            type="number"
            min={10}
            max={240}
            defaultValue={typed?.slotMinutes ?? settings.slotMinutes}
            errors={errors}
          />
          <TextField
            name="practitioners"
            label="Practitioners (places per slot)"
            type="number"
            min={1}
            max={50}
            defaultValue={typed?.practitioners ?? settings.practitioners}
            errors={errors}
          />
          <TextField
            name="daysAhead"
            label="Days ahead customers may book"
            type="number"
            min={1}
            max={60}
            defaultValue={typed?.daysAhead ?? settings.daysAhead}
            errors={errors}
          />
          <TextField
            name="maxUpcomingPerCustomer"
            label="Upcoming bookings per customer"
            hint="At most this many booked, not yet held, at once."
            type="number"
            min={1}
            max={20}
            defaultValue={typed?.maxUpcomingPerCustomer ?? settings.maxUpcomingPerCustomer}
            errors={errors}
          />
        </div>
        <TextAreaField
          name="closedDates"
          label="Closed dates"
          hint="One date per line, such as 2026-12-25. Booked consultations keep their time when hours change."
          rows={4}
          defaultValue={typed?.closedDates ?? settings.closedDates.join('\n')}
          errors={errors}
        />
        <SubmitButton busy={form.busy} busyLabel="Saving…">
          Save settings
        </SubmitButton>
      </Form>
    </div>
  );
}
