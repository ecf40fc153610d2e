import { ConsultationSettingsSchema } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { validate } from '~/lib/form-result';
import { settingsFieldName, settingsFromForm } from './admin-settings';

const form = (overrides: Record<string, string> = {}) => ({
  'day-0-open': 'on',
  'day-0-from': '09:30',
  'day-0-to': '17:00',
  'day-5-open': 'on',
  'day-5-from': '10:00',
  'day-5-to': '13:00',
  'day-6-from': '10:00',
  'day-6-to': '18:00',
  slotMinutes: '45',
  practitioners: '3',
  daysAhead: '21',
  maxUpcomingPerCustomer: '3',
  closedDates: '2026-12-25\n2026-01-26, 2026-12-25',
  ...overrides,
});

describe('the consultation settings form', () => {
  it('turns the flat fields into weekly hours; an unticked day has none', () => {
    const checked = validate(ConsultationSettingsSchema, settingsFromForm(form()));
    expect(checked).toEqual({
      ok: true,
      data: {
        weeklyHours: [
          { open: '09:30', close: '17:00' },
          null,
          null,
          null,
          null,
          { open: '10:00', close: '13:00' },
          null,
        ],
        slotMinutes: 45,
        practitioners: 3,
        daysAhead: 21,
        closedDates: ['2026-01-26', '2026-12-25'],
        maxUpcomingPerCustomer: 3,
      },
    });
  });

  it('names the field of a day that closes before it opens, and of a bad closed date', () => {
    const checked = validate(
      ConsultationSettingsSchema,
      settingsFromForm(form({ 'day-5-to': '09:00', closedDates: '25/12/2026' })),
      settingsFieldName,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.fieldErrors['day-5-to']).toBe('Closing time must be after opening time');
    expect(checked.fieldErrors.closedDates).toBe('Use a real date of the form YYYY-MM-DD');
  });

  it('names the cap of upcoming bookings per customer when it is out of range', () => {
    const checked = validate(
      ConsultationSettingsSchema,
      settingsFromForm(form({ maxUpcomingPerCustomer: '0' })),
      settingsFieldName,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.fieldErrors.maxUpcomingPerCustomer).toBe('At least 1 upcoming booking per customer');
  });
});
