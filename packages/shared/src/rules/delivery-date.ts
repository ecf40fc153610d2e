import { addIndiaDays, indiaDay, indiaMinuteOfDay, indiaWeekday } from './india-time.ts';

/**
 * When a parcel arrives (docs/PRODUCT.md, Pincode check). Working days skip Sundays and the owner's
 * holidays. The parcel leaves today if the order comes before the cut-off hour (India time) of a
 * working day, else on the next working day; it then takes `days` working days on the road.
 */
export interface DeliveryCalendar {
  /** Hour of the day in India, 0–23: orders from this hour on leave the next working day. */
  cutoffHour: number;
  /** `YYYY-MM-DD` days nothing moves, besides Sundays. */
  holidays: ReadonlySet<string>;
}

/** Whether a `YYYY-MM-DD` India day is a working day: not a Sunday, not one of `holidays`. */
function isWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  return indiaWeekday(day) !== 0 && !holidays.has(day);
}

function nextWorkingDay(day: string, holidays: ReadonlySet<string>): string {
  let next = addIndiaDays(day, 1);
  // The cap only guards a calendar made of holidays; a real year ends the loop in a day or two.
  for (let guard = 0; !isWorkingDay(next, holidays) && guard < 400; guard++) next = addIndiaDays(next, 1);
  return next;
}

/** The India day an order placed at `now` is dispatched. */
export function dispatchDay(now: Date, calendar: DeliveryCalendar): string {
  const today = indiaDay(now);
  const beforeCutoff = indiaMinuteOfDay(now) < calendar.cutoffHour * 60;
  return beforeCutoff && isWorkingDay(today, calendar.holidays)
    ? today
    : nextWorkingDay(today, calendar.holidays);
}

/** The `YYYY-MM-DD` India day a parcel ordered at `now` arrives, `days` working days after dispatch. */
export function deliveryDate(now: Date, days: number, calendar: DeliveryCalendar): string {
  let day = dispatchDay(now, calendar);
  for (let left = Math.max(0, Math.floor(days)); left > 0; left--)
    day = nextWorkingDay(day, calendar.holidays);
  return day;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A `YYYY-MM-DD` day as the pincode check writes it: 'Thu, 3 Dec'. */
export function formatDeliveryDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${WEEKDAYS[indiaWeekday(day)]}, ${date} ${MONTHS[(month ?? 1) - 1]}`;
}

/** What a pincode check answers (GET /api/shipping/pincode/{pincode}). */
export interface PincodeCheck {
  pincode: string;
  serviceable: boolean;
  cod: boolean;
  /** `YYYY-MM-DD`, India time; null when the pincode is not served. */
  deliveryDate: string | null;
}

/**
 * The sentence a shopper reads under the pincode box (docs/PRODUCT.md, Pincode check), also the text
 * checkout refuses an unserved pincode with.
 */
export function pincodeCheckText(check: PincodeCheck): string {
  if (!check.serviceable || !check.deliveryDate) return `Sorry, we do not deliver to ${check.pincode} yet`;
  const by = `Delivery by ${formatDeliveryDay(check.deliveryDate)}`;
  return check.cod ? `${by} · Cash on Delivery available` : `${by} · Prepaid only`;
}
