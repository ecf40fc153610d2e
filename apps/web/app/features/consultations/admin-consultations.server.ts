import {
  AdminConsultationCancelSchema,
  AdminConsultationPatchSchema,
  addIndiaDays,
  ConsultationSettingsSchema,
  consultationMessages,
  indiaDay,
} from '@shop/shared';
import { requireAdmin } from '~/features/admin/index.server';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import { settingsFieldName, settingsFromForm } from './admin-settings';

const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** `?view=day|week&date=YYYY-MM-DD`: one day, or seven days from the date (today by default). */
export async function loadAdminConsultations(url: URL, context: LoadContext) {
  await requireAdmin(url, context);
  const params = url.searchParams;
  const view = params.get('view') === 'day' ? 'day' : 'week';
  const asked = params.get('date');
  const date = isDay(asked) ? asked : indiaDay(new Date());
  const to = view === 'day' ? date : addIndiaDays(date, 6);
  const list = dataOrThrow(await callApi(context, 'GET /admin/consultations', { query: { from: date, to } }));
  // The time the page was made: a booking not started by then gets a Cancel (the API checks again).
  return { view, date, to, consultations: list.consultations, now: new Date().toISOString() };
}

/** `intent=cancel` (`id`, `reason`) cancels a booking; otherwise `id`, `adminNotes` and maybe `status`. */
export async function adminConsultationsAction(request: Request, url: URL, context: LoadContext) {
  await requireAdmin(url, context);
  const values = formValues(await request.formData());
  const params = { id: values.id ?? '' };
  if (values.intent === 'cancel') {
    const checked = validate(AdminConsultationCancelSchema, { reason: values.reason ?? '' });
    if (!checked.ok) return invalid('cancel', checked.fieldErrors);
    const result = await callApi(context, 'POST /admin/consultations/:id/cancel', {
      params,
      body: checked.data,
    });
    if (!result.ok)
      return refused('cancel', result, 'Could not cancel the consultation', { revalidate: true });
    return succeeded('cancel', { message: consultationMessages.cancelledByShop });
  }
  const checked = validate(AdminConsultationPatchSchema, {
    adminNotes: values.adminNotes ?? '',
    ...(values.status ? { status: values.status } : {}),
  });
  if (!checked.ok) return invalid('mark', checked.fieldErrors, 'Could not update the consultation');
  const result = await callApi(context, 'PATCH /admin/consultations/:id', { params, body: checked.data });
  if (!result.ok) return refused('mark', result, 'Could not update the consultation', { revalidate: true });
  const message = { done: 'Marked done', no_show: 'Marked no-show', booked: 'Marked booked' }[
    values.status ?? ''
  ];
  return succeeded('mark', { message: message ?? 'Notes saved' });
}

/** The consultation settings' form: weekly hours, slots, places, how far ahead, the cap, closed dates. */
export async function saveConsultationSettings(context: LoadContext, form: FormData) {
  const checked = validate(ConsultationSettingsSchema, settingsFromForm(formValues(form)), settingsFieldName);
  if (!checked.ok) return invalid('save', checked.fieldErrors);
  const result = await callApi(context, 'PUT /admin/consultations/settings', { body: checked.data });
  if (!result.ok) {
    return refused('save', result, 'The settings could not be saved.', { fieldName: settingsFieldName });
  }
  return succeeded('save', { message: 'Consultation settings saved' });
}
