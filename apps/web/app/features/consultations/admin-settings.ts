import { type ConsultationSettingsInput, consultationWeekdays } from '@shop/shared';

/**
 * The settings form's flat fields as the API's body: `day-N-open` ("on" when the weekday has hours),
 * `day-N-from` and `day-N-to` for N = 0 (Monday) … 6, and closed dates one per line. Used by the
 * browser's check and the action alike.
 */
export function settingsFromForm(values: Record<string, string>): ConsultationSettingsInput {
  return {
    weeklyHours: consultationWeekdays.map((_, index) =>
      values[`day-${index}-open`] === 'on'
        ? { open: values[`day-${index}-from`] ?? '', close: values[`day-${index}-to`] ?? '' }
        : null,
    ),
    slotMinutes: values.slotMinutes ?? '',
    practitioners: values.practitioners ?? '',
    daysAhead: values.daysAhead ?? '',
    maxUpcomingPerCustomer: values.maxUpcomingPerCustomer ?? '',
    closedDates: (values.closedDates ?? '')
      .split(/[\s,]+/)
      .map((day) => day.trim())
      .filter(Boolean),
  } as ConsultationSettingsInput;
}

/** A schema path (`weeklyHours.2.close`) as the form's field name (`day-2-to`). */
export function settingsFieldName(path: string): string {
  const match = /^weeklyHours\.(\d)\.(open|close)$/.exec(path);
  if (match) return `day-${match[1]}-${match[2] === 'open' ? 'from' : 'to'}`;
  return path.startsWith('closedDates') ? 'closedDates' : path;
}
