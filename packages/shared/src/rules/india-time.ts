/**
 * India dates and times: the one module that knows India's offset, and a check keeps it so
 * (scripts/india-time.ts). The shop's day is India's, which keeps UTC+05:30 all year with no daylight
 * saving: days and times are plain arithmetic on that fixed offset, so they come out the same on any
 * server and in any browser without a time-zone database. Only the Intl formatters name the zone.
 * A day is a `YYYY-MM-DD` string; an instant is a Date.
 */

const OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const ZONE = 'Asia/Kolkata';

/** Milliseconds of a day's midnight as if it were UTC: calendar arithmetic that knows no zone. */
const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The India calendar day of an instant, `YYYY-MM-DD`. */
export function indiaDay(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an India day starts: its midnight in India. */
export function indiaDayStart(day: string): Date {
  return new Date(utcMidnight(day) - OFFSET_MS);
}

/** The instant of a local India time: a day and minutes after its midnight. */
export function indiaInstant(day: string, minutesAfterMidnight: number): Date {
  return new Date(utcMidnight(day) + minutesAfterMidnight * 60_000 - OFFSET_MS);
}

/** An instant as ISO 8601 in India time, `2026-11-25T10:30:00+05:30`: what the API answers. */
export function toIndiaIso(instant: Date): string {
  return `${new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

/** The day `days` days after an India day (before it when negative). */
export function addIndiaDays(day: string, days: number): string {
  return new Date(utcMidnight(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday of an India day: 0 for Sunday … 6 for Saturday. */
export function indiaWeekday(day: string): number {
  return new Date(utcMidnight(day)).getUTCDay();
}

/** Minutes after India's midnight of an instant, 0 … 1439. */
export function indiaMinuteOfDay(instant: Date): number {
  const local = new Date(instant.getTime() + OFFSET_MS);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

function toDate(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/**
 * A formatter made on first use: each costs a phone about 10 ms to build at page start, and a page
 * that only hydrates dates the server wrote (docs/ARCHITECTURE.md, First screen) needs none.
 */
function lazyFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat(locale, options);
    return format;
  };
}

const dateFormat = lazyFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: ZONE,
});
const dateTimeFormat = lazyFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: ZONE,
});
const dayTimeFormat = lazyFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: ZONE,
});
const timeFormat = lazyFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: ZONE });
const weekdayDateFormat = lazyFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: ZONE,
});
const partsFormat = lazyFormat('en-US', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: ZONE,
});

/** The one date helper: '21 Nov 2026', in India's time zone whatever the server's. */
export function formatDate(value: Date | string | number): string {
  return dateFormat().format(toDate(value));
}

/** An India day (`YYYY-MM-DD`, a best-before date) as '31 Mar 2027'. */
export function formatIndiaDay(day: string): string {
  return formatDate(indiaDayStart(day));
}

/** '21 Nov 2026, 02:00 pm' in India: when something happened, as the owner reads it in the console. */
export function formatDateTime(value: Date | string | number): string {
  return dateTimeFormat().format(toDate(value));
}

/** '21 Nov, 2:00 pm' in India: a recent moment, where the year goes without saying (the chat inbox). */
export function formatDayTime(value: Date | string | number): string {
  return dayTimeFormat().format(toDate(value));
}

/** '2:00 pm' in India: a chat message's time. */
export function formatTime(value: Date | string | number): string {
  return timeFormat().format(toDate(value));
}

/** 'Sat, 21 Nov, 2026' in India: the day heading of a chat thread. */
export function formatWeekdayDate(value: Date | string | number): string {
  return weekdayDateFormat().format(toDate(value));
}

/**
 * The parts of an instant in India — weekday 'Wed', day '25 Nov', year '2026', time '10:30 am' — put
 * together by hand so every ICU version writes the same.
 */
export function indiaParts(value: Date | string | number) {
  const parts = Object.fromEntries(
    partsFormat()
      .formatToParts(toDate(value))
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return {
    weekday: parts.weekday!,
    day: `${parts.day} ${parts.month}`,
    year: parts.year!,
    time: `${parts.hour}:${parts.minute} ${parts.dayPeriod!.toLowerCase()}`,
  };
}
