import { addIndiaDays, indiaDay, indiaInstant, indiaWeekday, toIndiaIso } from '@shop/shared';

/** The JSON call the other modules' API tests use. */
export { call } from '../orders/orders.fixtures.ts';

/** The next Monday to Saturday day (India time) at least `after` days from now, as YYYY-MM-DD. */
export function nextWorkday(now: Date, after = 2): string {
  let day = addIndiaDays(indiaDay(now), after);
  while (indiaWeekday(day) === 0) day = addIndiaDays(day, 1);
  return day;
}

/** `HH:MM` of a day in India time as the API's ISO form. */
export const at = (day: string, time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return toIndiaIso(indiaInstant(day, hours! * 60 + minutes!));
};

export const booking = (start: string, overrides: Record<string, unknown> = {}) => ({
  start,
  topic: 'digestion',
  phone: '98765 43210',
  note: 'Bloating after meals',
  ...overrides,
});
