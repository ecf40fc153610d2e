import { addDays, indiaDate, indiaInstant, toIndiaIso } from '@shop/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** A JSON call to /api as a signed-in user (or anonymously without a token). */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  token?: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
}

/** The next Monday to Saturday day (India time) at least `after` days from now, as YYYY-MM-DD. */
export function nextWorkday(now: Date, after = 2): string {
  let day = addDays(indiaDate(now), after);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) day = addDays(day, 1);
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
