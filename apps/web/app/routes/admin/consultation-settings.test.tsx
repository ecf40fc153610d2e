import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { postConsoleFormWithoutJavaScript } from '../../../test/fake-api';
import ConsultationSettingsPage, { action } from './consultation-settings';

/** The settings as saved: Monday to Saturday 10 to 6, Sunday closed. */
const settings = {
  weeklyHours: [...Array.from({ length: 6 }, () => ({ open: '10:00', close: '18:00' })), null],
  slotMinutes: 30,
  practitioners: 2,
  daysAhead: 14,
  closedDates: ['2026-12-25'],
  maxUpcomingPerCustomer: 3,
};

/** What the owner typed over them: Monday closed, Sunday open 11 to 3, and a slot too short. */
const typed: Record<string, string> = {
  intent: 'save',
  ...Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap((day) => [
      [`day-${day}-open`, 'on'],
      [`day-${day}-from`, '10:00'],
      [`day-${day}-to`, '18:00'],
    ]),
  ),
  'day-0-from': '10:00',
  'day-0-to': '18:00',
  'day-6-open': 'on',
  'day-6-from': '11:00',
  'day-6-to': '15:00',
  slotMinutes: '5',
  practitioners: '3',
  daysAhead: '21',
  maxUpcomingPerCustomer: '2',
  closedDates: '2026-12-25\n2027-01-26',
};

/** The form as the browser posts it by itself (no JavaScript), to the page's real action. */
const postWithoutJavaScript = (fields: Record<string, string>) =>
  postConsoleFormWithoutJavaScript({ action, path: '/admin/consultations/settings', fields });

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

describe('the consultation settings refused on the page after a post without JavaScript', () => {
  it('shows the refusal with every field as it was typed, not as saved', async () => {
    const { result, calls } = await postWithoutJavaScript(typed);
    expect(calls).toEqual([]);
    const Stub = createRoutesStub([
      {
        id: 'settings',
        path: '/admin/consultations/settings',
        loader: () => ({ settings }),
        Component: ConsultationSettingsPage,
      },
    ]);
    render(
      <Stub
        initialEntries={['/admin/consultations/settings']}
        hydrationData={{ loaderData: { settings: { settings } }, actionData: { settings: result } }}
      />,
    );
    expect(await screen.findByText('Slot length is at least 10 minutes')).toBeTruthy();
    expect(field('day-0-open').checked).toBe(false);
    expect(field('day-6-open').checked).toBe(true);
    expect([field('day-6-from').value, field('day-6-to').value]).toEqual(['11:00', '15:00']);
    expect(field('slotMinutes').value).toBe('5');
    expect(field('practitioners').value).toBe('3');
    expect(field('daysAhead').value).toBe('21');
    expect(field('maxUpcomingPerCustomer').value).toBe('2');
    expect(field('closedDates').value).toBe('2026-12-25\n2027-01-26');
  });
});
