import {
  BookConsultationSchema,
  type Consultation,
  type ConsultationSlot,
  consultationMessages,
  RescheduleConsultationSchema,
} from '@shop/shared';
import { redirect } from 'react-router';
import { callApi, refusalMessage } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';

export interface SlotDay {
  day: string;
  /** Slots with a place left that day. */
  free: number;
}

export type ConsultationsLoad = { ok: true; consultations: Consultation[] } | { ok: false; message: string };

/** The signed-in customer's consultations; never throws, so the profile tab can show the reason. */
export async function loadMyConsultations(context: LoadContext): Promise<ConsultationsLoad> {
  const result = await callApi(context, 'GET /consultations/mine');
  if (result.ok) return { ok: true, consultations: result.body.consultations };
  return {
    ok: false,
    message: refusalMessage(result, 'Could not load your consultations. Please try again.'),
  };
}

/**
 * What /booking shows: the bookable days with their free slots, the chosen day's slots (`?day=`), and
 * the consultation being moved (`?reschedule=<id>`), if it is still the customer's and movable.
 */
export async function loadBooking(url: URL, context: LoadContext) {
  const [slotsResult, mine] = await Promise.all([
    callApi(context, 'GET /consultations/slots', { query: { days: 62 } }),
    loadMyConsultations(context),
  ]);
  const slots = slotsResult.ok ? slotsResult.body.slots : [];
  const byDay = new Map<string, ConsultationSlot[]>();
  for (const slot of slots) {
    const day = slot.start.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  const days: SlotDay[] = [...byDay].map(([day, list]) => ({
    day,
    free: list.filter((slot) => slot.available > 0).length,
  }));
  const asked = url.searchParams.get('day');
  const day = (asked && byDay.has(asked) ? asked : days.find((entry) => entry.free > 0)?.day) ?? null;
  const consultations = mine.ok ? mine.consultations : [];
  const rescheduleId = url.searchParams.get('reschedule');
  const rescheduling = consultations.find((item) => item.id === rescheduleId && item.canChange) ?? null;
  const upcoming = consultations.filter((item) => item.status === 'booked' && item.canChange);
  return {
    days,
    day,
    slots: day ? (byDay.get(day) ?? []) : [],
    rescheduling,
    upcoming,
    slotsFailed: !slotsResult.ok,
  };
}

/** One booked consultation of the customer for the confirmation page, or null. */
export async function loadMyConsultation(context: LoadContext, id: string): Promise<Consultation | null> {
  const mine = await loadMyConsultations(context);
  return mine.ok ? (mine.consultations.find((item) => item.id === id) ?? null) : null;
}

// A refusal reloads the slots: the slot may have filled up, or the consultation moved on, meanwhile.
const reload = { revalidate: true };

/** The /booking action: `intent` book, reschedule (`id`, `start`) or cancel (`id`). */
export async function bookingAction(request: Request, context: LoadContext) {
  const values = formValues(await request.formData());
  const params = { id: values.id ?? '' };
  if (values.intent === 'cancel') {
    const result = await callApi(context, 'POST /consultations/:id/cancel', { params });
    if (!result.ok) return refused('cancel', result, 'Could not cancel the consultation', reload);
    return succeeded('cancel', { message: consultationMessages.cancelled });
  }
  if (values.intent === 'reschedule') {
    const checked = validate(RescheduleConsultationSchema, values);
    if (!checked.ok) return invalid('reschedule', checked.fieldErrors, 'Pick a new time', reload);
    const result = await callApi(context, 'POST /consultations/:id/reschedule', {
      params,
      body: checked.data,
    });
    if (!result.ok) return refused('reschedule', result, 'Could not move the consultation', reload);
    return confirmationOf(result.body.consultation);
  }
  const checked = validate(BookConsultationSchema, values);
  if (!checked.ok) return invalid('book', checked.fieldErrors, undefined, reload);
  const result = await callApi(context, 'POST /consultations', { body: checked.data });
  if (!result.ok) return refused('book', result, 'Could not book the consultation', reload);
  return confirmationOf(result.body.consultation);
}

/**
 * A booked or moved consultation goes straight to its confirmation page, which says so: a redirect
 * from the server, so it works before JavaScript loads, and no client-side navigation races the
 * reload of the slots after the action.
 */
function confirmationOf(consultation: Consultation) {
  return redirect(`/booking/${consultation.id}`);
}
