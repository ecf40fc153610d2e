import { addIndiaDays, indiaDay, indiaInstant, indiaParts, indiaWeekday } from './india-time.ts';

/**
 * Consultation slots (docs/decisions/0018-consultation-slots.md). The shop books in India time, which has
 * no daylight saving, so slots are computed with the plain arithmetic of india-time.ts, whatever the
 * server's own time zone is.
 */

/** A consultation can be cancelled or moved until this long before it starts. */
export const CONSULTATION_CHANGE_CUTOFF_MS = 2 * 3600_000;
/** The reminder e-mail goes out this long before a consultation. */
export const CONSULTATION_REMINDER_BEFORE_MS = 24 * 3600_000;

/** Opening and closing time of one weekday, `HH:MM` in India time. */
export interface DayHours {
  open: string;
  close: string;
}

export interface ConsultationSettings {
  /** Seven entries, Monday first; null is a day without consultations. */
  weeklyHours: (DayHours | null)[];
  slotMinutes: number;
  /** How many people consult at once: the places of one slot. */
  practitioners: number;
  /** The last bookable day is today plus this many days (India time). */
  daysAhead: number;
  /** `YYYY-MM-DD` days without consultations (holidays). */
  closedDates: string[];
  /** How many upcoming consultations one customer may hold at once, so nobody can take the calendar. */
  maxUpcomingPerCustomer: number;
}

export const consultationWeekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

const workday: DayHours = { open: '10:00', close: '18:00' };

/** What a new shop starts with, so a customer can book at once: Monday to Saturday, 10 AM to 6 PM. */
export const defaultConsultationSettings: ConsultationSettings = {
  weeklyHours: [workday, workday, workday, workday, workday, workday, null],
  slotMinutes: 30,
  practitioners: 2,
  daysAhead: 14,
  closedDates: [],
  maxUpcomingPerCustomer: 2,
};

/** Minutes after midnight of an `HH:MM` time. */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** A day's place in `weeklyHours`: 0 for Monday … 6 for Sunday. */
export function weekdayIndex(day: string): number {
  return (indiaWeekday(day) + 6) % 7;
}

export interface SlotTime {
  start: Date;
  end: Date;
}

/** Every slot of one day from the weekly hours (slots that fit wholly before closing), ignoring bookings. */
export function daySlots(settings: ConsultationSettings, day: string): SlotTime[] {
  if (settings.closedDates.includes(day)) return [];
  const hours = settings.weeklyHours[weekdayIndex(day)];
  if (!hours) return [];
  const slots: SlotTime[] = [];
  const close = minutesOfDay(hours.close);
  for (let at = minutesOfDay(hours.open); at + settings.slotMinutes <= close; at += settings.slotMinutes) {
    slots.push({ start: indiaInstant(day, at), end: indiaInstant(day, at + settings.slotMinutes) });
  }
  return slots;
}

/** The last day a customer may book today. */
export function lastBookableDay(settings: ConsultationSettings, now: Date): string {
  return addIndiaDays(indiaDay(now), settings.daysAhead);
}

/**
 * The bookable slots of `days` days from `from` (India days): not started yet, inside the weekly hours,
 * not on a closed date and not beyond the booking horizon. Places left are the caller's business.
 */
export function bookableSlots(
  settings: ConsultationSettings,
  now: Date,
  from: string,
  days: number,
): SlotTime[] {
  const today = indiaDay(now);
  const last = lastBookableDay(settings, now);
  const slots: SlotTime[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const day = addIndiaDays(from, offset);
    if (day > last) break;
    if (day < today) continue;
    for (const slot of daySlots(settings, day)) if (slot.start > now) slots.push(slot);
  }
  return slots;
}

export type SlotProblem = 'past' | 'beyond_horizon' | 'closed_date' | 'outside_hours';

/** Why a customer may not book a slot starting then, or null when it is a bookable slot. */
export function slotProblem(settings: ConsultationSettings, now: Date, start: Date): SlotProblem | null {
  if (start.getTime() <= now.getTime()) return 'past';
  const day = indiaDay(start);
  if (day > lastBookableDay(settings, now)) return 'beyond_horizon';
  if (settings.closedDates.includes(day)) return 'closed_date';
  const matches = daySlots(settings, day).some((slot) => slot.start.getTime() === start.getTime());
  return matches ? null : 'outside_hours';
}

/** A booked consultation may be cancelled or moved until 2 hours before it starts. */
export function canChangeConsultation(start: Date, now: Date): boolean {
  return now.getTime() <= start.getTime() - CONSULTATION_CHANGE_CUTOFF_MS;
}

/** When the reminder goes out, or null when the consultation is too close for one to make sense. */
export function reminderTime(start: Date, now: Date): Date | null {
  const at = new Date(start.getTime() - CONSULTATION_REMINDER_BEFORE_MS);
  return at.getTime() > now.getTime() ? at : null;
}

/**
 * Only a booked consultation holds its place (and counts towards a customer's upcoming ones): one
 * cancelled, or marked done or no-show before its time is over, frees the place for someone else.
 */
export function holdsPlace(status: string): boolean {
  return status === 'booked';
}

/** Upcoming: booked and not started yet. Those are what `maxUpcomingPerCustomer` caps. */
export function isUpcoming(consultation: { status: string; start: Date }, now: Date): boolean {
  return holdsPlace(consultation.status) && consultation.start.getTime() > now.getTime();
}

/** Whether a customer who holds `upcoming` upcoming consultations may book one more. */
export function mayBookAnother(
  upcoming: number,
  settings: Pick<ConsultationSettings, 'maxUpcomingPerCustomer'>,
) {
  return upcoming < settings.maxUpcomingPerCustomer;
}

/** What a customer at the cap reads: how many they hold and what to do about it. */
export function bookingLimitMessage(max: number): string {
  const held = max === 1 ? 'an upcoming consultation' : `${max} upcoming consultations`;
  return `You already have ${held}, the most one person can book at a time. Cancel one, or move it to the time you want, to book another.`;
}

/** Two time ranges overlap (half-open: one ending at 10:30 and one starting at 10:30 do not). */
export function rangesOverlap(a: SlotTime, b: SlotTime): boolean {
  return a.start < b.end && b.start < a.end;
}

/** 'Wed, 25 Nov 2026, 10:30 am IST': the one way a consultation's time is written to a person. */
export function formatConsultationTime(value: Date | string): string {
  const parts = indiaParts(value);
  return `${parts.weekday}, ${parts.day} ${parts.year}, ${parts.time} IST`;
}

/** '10:30 am' (India time): a slot button's label. */
export function formatSlotTime(value: Date | string): string {
  return indiaParts(value).time;
}

/** 'Wed, 25 Nov' for a `YYYY-MM-DD` India day. */
export function formatConsultationDay(day: string): string {
  const parts = indiaParts(indiaInstant(day, 12 * 60));
  return `${parts.weekday}, ${parts.day}`;
}
