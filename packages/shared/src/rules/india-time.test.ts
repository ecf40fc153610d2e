import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addIndiaDays,
  formatDate,
  formatDateTime,
  formatDayTime,
  formatIndiaDay,
  formatTime,
  formatWeekdayDate,
  indiaDay,
  indiaDayStart,
  indiaInstant,
  indiaMinuteOfDay,
  indiaParts,
  indiaWeekday,
  toIndiaIso,
} from './india-time.ts';

const at = (iso: string) => new Date(iso);

/** Any calendar day from 1970 to 2200, as `YYYY-MM-DD`. */
const anyDay = fc
  .integer({ min: 0, max: 84_000 })
  .map((days) => new Date(days * 86_400_000).toISOString().slice(0, 10));
/** Any instant from 1970 to 2200, to the millisecond. */
const anyInstant = fc.integer({ min: 0, max: 84_000 * 86_400_000 }).map((ms) => new Date(ms));

describe('indiaDay', () => {
  it('turns at 18:30 UTC, India midnight', () => {
    expect(indiaDay(at('2026-03-01T18:29:59.999Z'))).toBe('2026-03-01');
    expect(indiaDay(at('2026-03-01T18:30:00.000Z'))).toBe('2026-03-02');
  });

  it('crosses months, years and leap days by India midnight', () => {
    expect(indiaDay(at('2026-11-30T18:29:59.999Z'))).toBe('2026-11-30');
    expect(indiaDay(at('2026-11-30T18:30:00.000Z'))).toBe('2026-12-01');
    expect(indiaDay(at('2026-12-31T18:29:59.999Z'))).toBe('2026-12-31');
    expect(indiaDay(at('2026-12-31T18:30:00.000Z'))).toBe('2027-01-01');
    expect(indiaDay(at('2028-02-28T18:30:00.000Z'))).toBe('2028-02-29');
    expect(indiaDay(at('2028-02-29T18:30:00.000Z'))).toBe('2028-03-01');
    expect(indiaDay(at('2027-02-28T18:30:00.000Z'))).toBe('2027-03-01');
  });

  it('is the day an instant falls in: it starts at or before it, the next one after it', () => {
    fc.assert(
      fc.property(anyInstant, (instant) => {
        const day = indiaDay(instant);
        expect(indiaDayStart(day).getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(indiaDayStart(addIndiaDays(day, 1)).getTime()).toBeGreaterThan(instant.getTime());
      }),
    );
  });
});

describe('indiaDayStart', () => {
  it('is 18:30 UTC the day before', () => {
    expect(indiaDayStart('2026-03-02').toISOString()).toBe('2026-03-01T18:30:00.000Z');
    expect(indiaDayStart('2027-01-01').toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(indiaDayStart('2028-02-29').toISOString()).toBe('2028-02-28T18:30:00.000Z');
  });

  it('round-trips every day', () => {
    fc.assert(fc.property(anyDay, (day) => indiaDay(indiaDayStart(day)) === day));
  });

  it('one millisecond earlier is still the day before', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const before = new Date(indiaDayStart(day).getTime() - 1);
        return indiaDay(before) === addIndiaDays(day, -1);
      }),
    );
  });
});

describe('local India times', () => {
  it('reads and writes minutes after midnight', () => {
    expect(indiaInstant('2026-11-25', 600).toISOString()).toBe('2026-11-25T04:30:00.000Z');
    expect(indiaInstant('2026-11-25', 0)).toEqual(indiaDayStart('2026-11-25'));
    expect(indiaMinuteOfDay(at('2026-11-25T04:30:00Z'))).toBe(600);
    expect(indiaMinuteOfDay(at('2026-11-24T18:29:59.999Z'))).toBe(1439);
    expect(indiaMinuteOfDay(at('2026-11-24T18:30:00.000Z'))).toBe(0);
  });

  it('puts any minute of any day back where it came from', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: 1439 }), (day, minute) => {
        const instant = indiaInstant(day, minute);
        return indiaDay(instant) === day && indiaMinuteOfDay(instant) === minute;
      }),
    );
  });

  it('writes ISO 8601 with the India offset, which reads back as the same instant', () => {
    expect(toIndiaIso(at('2026-12-31T18:30:00Z'))).toBe('2027-01-01T00:00:00+05:30');
    fc.assert(
      fc.property(anyInstant, (instant) => {
        const whole = new Date(Math.floor(instant.getTime() / 1000) * 1000);
        return new Date(toIndiaIso(whole)).getTime() === whole.getTime();
      }),
    );
  });
});

describe('calendar days', () => {
  it('adds days across month, year and leap-day ends', () => {
    expect(addIndiaDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addIndiaDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addIndiaDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addIndiaDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addIndiaDays('2026-11-25', 0)).toBe('2026-11-25');
  });

  it('names weekdays from Sunday', () => {
    expect(indiaWeekday('2026-11-22')).toBe(0);
    expect(indiaWeekday('2026-11-23')).toBe(1);
    expect(indiaWeekday('2026-11-28')).toBe(6);
    expect(indiaWeekday('2028-02-29')).toBe(2);
  });

  it('gives a week seven different weekdays in order', () => {
    fc.assert(
      fc.property(anyDay, (day) => indiaWeekday(addIndiaDays(day, 1)) === (indiaWeekday(day) + 1) % 7),
    );
  });
});

describe('formatters', () => {
  // 21 Nov 2026, 20:00 UTC is already Sunday 22 Nov at 1:30 am in India.
  const late = '2026-11-21T20:00:00Z';

  it('write India time whatever the server’s zone', () => {
    expect(formatDate(late)).toBe('22 Nov 2026');
    expect(formatDateTime(late)).toBe('22 Nov 2026, 01:30 am');
    expect(formatDayTime(late)).toBe('22 Nov, 1:30 am');
    expect(formatTime(late)).toBe('1:30 am');
    expect(formatWeekdayDate(late)).toBe('Sun, 22 Nov, 2026');
    expect(indiaParts(late)).toEqual({ weekday: 'Sun', day: '22 Nov', year: '2026', time: '1:30 am' });
    // An India day is written as that day, though it starts the evening before in UTC.
    expect(formatIndiaDay('2027-03-31')).toBe('31 Mar 2027');
    expect(formatIndiaDay('2027-01-01')).toBe('1 Jan 2027');
  });

  it('take a Date, an ISO string or milliseconds alike, and refuse what is not a date', () => {
    expect(formatDate(new Date(late))).toBe('22 Nov 2026');
    expect(formatDate(Date.parse(late))).toBe('22 Nov 2026');
    for (const format of [
      formatDate,
      formatDateTime,
      formatDayTime,
      formatTime,
      formatWeekdayDate,
      indiaParts,
    ]) {
      expect(() => format('not a date')).toThrow(RangeError);
    }
  });
});
