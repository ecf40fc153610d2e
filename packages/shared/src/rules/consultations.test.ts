import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BookConsultationSchema, ConsultationSettingsSchema } from '../schemas/consultations.ts';
import {
  bookableSlots,
  bookingLimitMessage,
  type ConsultationSettings,
  canChangeConsultation,
  daySlots,
  defaultConsultationSettings,
  formatConsultationTime,
  isUpcoming,
  mayBookAnother,
  reminderTime,
  slotProblem,
  weekdayIndex,
} from './consultations.ts';
import { indiaDay, indiaInstant, toIndiaIso } from './india-time.ts';

const settings: ConsultationSettings = { ...defaultConsultationSettings, closedDates: ['2026-11-27'] };
// Tuesday 24 Nov 2026, 13:35 in India (08:05 UTC).
const now = new Date('2026-11-24T08:05:00Z');

describe('India time', () => {
  it('writes instants with the +05:30 offset and reads India days', () => {
    expect(toIndiaIso(new Date('2026-11-24T04:30:00Z'))).toBe('2026-11-24T10:00:00+05:30');
    expect(indiaDay(new Date('2026-11-24T18:29:00Z'))).toBe('2026-11-24');
    expect(indiaDay(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
    expect(indiaInstant('2026-11-25', 600).toISOString()).toBe('2026-11-25T04:30:00.000Z');
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-29')).toBe(6);
  });

  it('formats a consultation time for a person in India time', () => {
    expect(formatConsultationTime('2026-11-25T10:30:00+05:30')).toBe('Wed, 25 Nov 2026, 10:30 am IST');
  });
});

describe('slot generation', () => {
  it('cuts the weekly hours into slots that fit before closing', () => {
    const slots = daySlots(settings, '2026-11-25');
    expect(slots).toHaveLength(16);
    expect(toIndiaIso(slots[0]!.start)).toBe('2026-11-25T10:00:00+05:30');
    expect(toIndiaIso(slots.at(-1)!.end)).toBe('2026-11-25T18:00:00+05:30');
    const odd = { ...settings, slotMinutes: 45 };
    expect(toIndiaIso(daySlots(odd, '2026-11-25').at(-1)!.end)).toBe('2026-11-25T17:30:00+05:30');
  });

  it('has none on a closed weekday or a closed date', () => {
    expect(daySlots(settings, '2026-11-29')).toEqual([]);
    expect(daySlots(settings, '2026-11-27')).toEqual([]);
  });

  it('lists only future slots up to the horizon', () => {
    const slots = bookableSlots(settings, now, '2026-11-20', 60);
    expect(toIndiaIso(slots[0]!.start)).toBe('2026-11-24T14:00:00+05:30');
    expect(indiaDay(slots.at(-1)!.start)).toBe('2026-12-08');
    expect(slots.every((slot) => slot.start > now)).toBe(true);
  });

  it('never lists a slot that slotProblem refuses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 20 }), (offset, days) => {
        const from = indiaDay(new Date(now.getTime() + (offset - 3) * 86_400_000));
        for (const slot of bookableSlots(settings, now, from, days)) {
          expect(slotProblem(settings, now, slot.start)).toBeNull();
        }
      }),
    );
  });
});

describe('which start a customer may book', () => {
  it.each([
    ['2026-11-24T10:00:00+05:30', 'past'],
    ['2026-11-24T13:30:00+05:30', 'past'],
    ['2026-11-25T09:30:00+05:30', 'outside_hours'],
    ['2026-11-25T18:00:00+05:30', 'outside_hours'],
    ['2026-11-25T10:10:00+05:30', 'outside_hours'],
    ['2026-11-29T11:00:00+05:30', 'outside_hours'],
    ['2026-11-27T11:00:00+05:30', 'closed_date'],
    ['2026-12-09T11:00:00+05:30', 'beyond_horizon'],
    ['2026-11-25T10:00:00+05:30', null],
    ['2026-11-25T04:30:00Z', null],
    ['2026-12-08T17:30:00+05:30', null],
  ])('%s → %s', (start, problem) => {
    expect(slotProblem(settings, now, new Date(start))).toBe(problem);
  });
});

describe('the 2-hour cut-off and the reminder', () => {
  const start = new Date('2026-11-25T10:00:00+05:30');
  it('allows a change until exactly 2 hours before', () => {
    expect(canChangeConsultation(start, new Date('2026-11-25T08:00:00+05:30'))).toBe(true);
    expect(canChangeConsultation(start, new Date('2026-11-25T08:00:01+05:30'))).toBe(false);
  });

  it('reminds 24 hours before, or not at all when booked later than that', () => {
    const later = new Date('2026-11-26T10:00:00+05:30');
    expect(reminderTime(later, now)?.toISOString()).toBe('2026-11-25T04:30:00.000Z');
    expect(reminderTime(start, now)).toBeNull();
  });
});

describe('how many a customer may hold', () => {
  it('counts only booked consultations that have not started as upcoming', () => {
    const later = new Date(now.getTime() + 3600_000);
    expect(isUpcoming({ status: 'booked', start: later }, now)).toBe(true);
    expect(isUpcoming({ status: 'booked', start: now }, now)).toBe(false);
    for (const status of ['cancelled', 'done', 'no_show']) {
      expect(isUpcoming({ status, start: later }, now)).toBe(false);
    }
  });

  it('lets a customer book up to the cap, 2 by default', () => {
    expect(defaultConsultationSettings.maxUpcomingPerCustomer).toBe(2);
    expect(mayBookAnother(1, defaultConsultationSettings)).toBe(true);
    expect(mayBookAnother(2, defaultConsultationSettings)).toBe(false);
    expect(mayBookAnother(2, { maxUpcomingPerCustomer: 3 })).toBe(true);
  });

  it('tells the customer how many they hold and what to do', () => {
    expect(bookingLimitMessage(2)).toBe(
      'You already have 2 upcoming consultations, the most one person can book at a time. Cancel one, or move it to the time you want, to book another.',
    );
    expect(bookingLimitMessage(1)).toMatch(/^You already have an upcoming consultation,/);
  });
});

describe('the schemas', () => {
  it('accepts a topic by key or label, and normalises the phone', () => {
    const body = BookConsultationSchema.parse({
      start: '2026-11-25T10:00:00+05:30',
      topic: 'Stress and sleep',
      phone: '+91 98765 43210',
    });
    expect(body).toMatchObject({ topic: 'stress_sleep', phone: '9876543210', note: '' });
    expect(BookConsultationSchema.safeParse({ ...body, topic: 'astrology' }).success).toBe(false);
  });

  it.each([
    'tomorrow',
    '2026-11-25',
    '2026-11-25T10:00:00',
    '2026-13-25T10:00:00+05:30',
    '2026-11-25T10:00\u0000',
  ])('refuses the malformed time %j', (start) => {
    expect(BookConsultationSchema.safeParse({ start, topic: 'other', phone: '9876543210' }).success).toBe(
      false,
    );
  });

  it('checks the weekly hours and sorts the closed dates', () => {
    const parsed = ConsultationSettingsSchema.parse({
      ...defaultConsultationSettings,
      closedDates: ['2026-12-25', '2026-01-26', '2026-12-25'],
    });
    expect(parsed.closedDates).toEqual(['2026-01-26', '2026-12-25']);
    const bad = ConsultationSettingsSchema.safeParse({
      ...defaultConsultationSettings,
      weeklyHours: [{ open: '18:00', close: '10:00' }, null, null, null, null, null, null],
    });
    expect(bad.success).toBe(false);
  });

  it('allows booking at most 60 days ahead, what the booking page can show', () => {
    const ahead = (daysAhead: number) =>
      ConsultationSettingsSchema.safeParse({ ...defaultConsultationSettings, daysAhead }).success;
    expect(ahead(60)).toBe(true);
    expect(ahead(61)).toBe(false);
  });

  it('takes the cap of upcoming bookings per customer as a whole number from 1 to 20', () => {
    const cap = (maxUpcomingPerCustomer: unknown) =>
      ConsultationSettingsSchema.safeParse({ ...defaultConsultationSettings, maxUpcomingPerCustomer });
    expect(cap('3').data?.maxUpcomingPerCustomer).toBe(3);
    for (const bad of [0, 21, 1.5, 'two', undefined]) expect(cap(bad).success).toBe(false);
  });
});
