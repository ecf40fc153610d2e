import { addIndiaDays, indiaDay, indiaInstant, indiaMinuteOfDay, indiaWeekday } from './india-time.ts';

/**
 * Support hours of the live chat (docs/PRODUCT.md, Live chat): a weekly window in India time, written
 * in configuration as `Mon-Sat 10:00-18:00` (or `Mon,Wed,Fri 09:30-17:00`).
 */
export interface SupportHours {
  /** Days of the week the team answers, 0 = Sunday … 6 = Saturday. */
  days: number[];
  /** Minutes after midnight, India time. */
  openMinute: number;
  closeMinute: number;
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const FULL_DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function dayIndex(name: string): number {
  const index = DAY_NAMES.findIndex((day) => day.toLowerCase() === name.trim().slice(0, 3).toLowerCase());
  if (index < 0 || name.trim().length < 3) throw new Error(`unknown day "${name.trim()}"`);
  return index;
}

function minuteOf(clock: string): number {
  const match = /^([01]?\d|2[0-4]):([0-5]\d)$/.exec(clock.trim());
  if (!match) throw new Error(`"${clock}" is not a time like 10:00`);
  const minute = Number(match[1]) * 60 + Number(match[2]);
  if (minute > 24 * 60) throw new Error(`"${clock}" is past midnight`);
  return minute;
}

/** Reads `Mon-Sat 10:00-18:00`; throws with a readable reason (the configuration names the variable). */
export function parseSupportHours(text: string): SupportHours {
  const match = /^\s*([A-Za-z,\s-]+?)\s+(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})\s*$/.exec(text);
  if (!match) throw new Error('write it like "Mon-Sat 10:00-18:00"');
  const days = new Set<number>();
  for (const part of match[1]!.split(',')) {
    const [from, to] = part.split('-');
    if (!from) throw new Error('name at least one day');
    const start = dayIndex(from);
    const end = to === undefined ? start : dayIndex(to);
    for (let day = start; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === end) break;
    }
  }
  const openMinute = minuteOf(match[2]!);
  const closeMinute = minuteOf(match[3]!);
  if (closeMinute <= openMinute) throw new Error('the closing time must be after the opening time');
  return { days: [...days].sort(), openMinute, closeMinute };
}

/** Whether the team is answering now, and if not, when it next starts (an instant). */
export function supportStatus(hours: SupportHours, now: Date): { open: boolean; opensAt: Date | null } {
  const date = indiaDay(now);
  const minute = indiaMinuteOfDay(now);
  const today = indiaWeekday(date);
  if (hours.days.includes(today) && minute >= hours.openMinute && minute < hours.closeMinute) {
    return { open: true, opensAt: null };
  }
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const day = (today + ahead) % 7;
    if (!hours.days.includes(day)) continue;
    if (ahead === 0 && minute >= hours.openMinute) continue;
    return { open: false, opensAt: indiaInstant(addIndiaDays(date, ahead), hours.openMinute) };
  }
  return { open: false, opensAt: null };
}

function clockText(minute: number): string {
  const hour = Math.floor(minute / 60) % 24;
  const rest = minute % 60;
  const suffix = hour < 12 ? 'AM' : 'PM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return rest === 0 ? `${twelve} ${suffix}` : `${twelve}:${String(rest).padStart(2, '0')} ${suffix}`;
}

function daysText(days: number[]): string {
  const sorted = [...days].sort();
  const contiguous = sorted.every((day, index) => index === 0 || day === sorted[index - 1]! + 1);
  if (sorted.length > 2 && contiguous) {
    return `${FULL_DAY_NAMES[sorted[0]!]} to ${FULL_DAY_NAMES[sorted.at(-1)!]}`;
  }
  return sorted.map((day) => FULL_DAY_NAMES[day]).join(', ');
}

/** "10 AM to 6 PM, Monday to Saturday (India time)". */
export function describeSupportHours(hours: SupportHours): string {
  return `${clockText(hours.openMinute)} to ${clockText(hours.closeMinute)}, ${daysText(hours.days)} (India time)`;
}

/**
 * What the chat page says outside the hours: "Our team is away now. We will answer today at 10 AM.",
 * "… tomorrow at 10 AM." or "… on Monday at 10 AM.", counted in India time.
 */
export function awayNotice(hours: SupportHours, now: Date): string | null {
  const { open, opensAt } = supportStatus(hours, now);
  if (open || !opensAt) return null;
  const today = indiaDay(now);
  const opens = indiaDay(opensAt);
  const when =
    opens === today
      ? 'today'
      : opens === addIndiaDays(today, 1)
        ? 'tomorrow'
        : `on ${FULL_DAY_NAMES[indiaWeekday(opens)]}`;
  return `Our team is away now. We will answer ${when} at ${clockText(hours.openMinute)}.`;
}
