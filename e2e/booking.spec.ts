import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from './support/a11y.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { adminAccount, adminToken, newestMailTo } from './support/content.ts';
import { apiCall, createCustomer, signIn } from './support/orders.ts';
import { open, pathIs, visible } from './support/page.ts';

interface Slot {
  start: string;
  end: string;
  available: number;
}

/** Free slot buttons of the chosen day (each a label around a radio button). */
const freeSlots = (page: import('playwright-core').Page) =>
  page.locator('label:has(input[name="start"]:not([disabled]))');

/** Opens the n-th day of the day picker and waits until its slots are the ones shown. */
async function chooseDay(page: import('playwright-core').Page, index: number): Promise<void> {
  const day = page.getByRole('navigation', { name: 'Days' }).getByRole('link').nth(index);
  await day.click();
  await expect.poll(() => day.getAttribute('aria-current')).toBe('date');
}

describe('consultation booking', () => {
  const shop = useBrowser();

  it('a customer books, reschedules and cancels a consultation', async () => {
    const customer = await createCustomer('booker');
    const page = await shop.newPage(PHONE);
    await signIn(page, customer);
    await open(page, '/booking');
    await visible(page.getByRole('heading', { name: 'Book online' }));
    // The page's own link (the footer's Useful Links has one too).
    await visible(page.getByRole('main').getByRole('link', { name: /Chat with an expert/ }));
    await expectNoA11yViolations(page);

    // Tomorrow or later: a slot today may start within 2 hours, when it can no longer be changed.
    await chooseDay(page, 1);
    const first = freeSlots(page).first();
    const firstTime = (await first.innerText()).trim();
    await first.click();
    await page.getByLabel('Topic').selectOption('stress_sleep');
    await page.getByLabel('Anything we should know? (optional)').fill('Trouble sleeping since a month');
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    await visible(page.getByRole('heading', { name: 'Your consultation is booked' }));
    await pathIs(page, /^\/booking\/[0-9a-f]{24}$/);
    await visible(page.getByText(firstTime, { exact: false }));
    await visible(page.getByText('Stress and sleep'));
    const ics = page.getByRole('link', { name: 'Add to calendar (.ics)' });
    const file = await page.request.get((await ics.getAttribute('href'))!);
    expect(file.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await file.text()).toContain('BEGIN:VEVENT');
    const mail = await newestMailTo(customer.email, /Subject: Your consultation on/);
    expect(mail).toContain('consultation.ics');

    // Reschedule from the profile's Consultations tab.
    await open(page, '/profile?tab=consultations');
    await visible(page.getByRole('heading', { name: 'Consultations' }));
    await page.getByRole('link', { name: 'Reschedule' }).click();
    await visible(page.getByRole('heading', { name: 'Reschedule your consultation' }));
    await chooseDay(page, 2);
    const other = freeSlots(page).nth(1);
    const otherTime = (await other.innerText()).trim();
    await other.click();
    await page.getByRole('button', { name: 'Move my consultation' }).click();
    await visible(page.getByRole('heading', { name: 'Your consultation is booked' }));
    await visible(page.getByText(otherTime, { exact: false }));
    const { consultations } = await apiCall<{ consultations: { status: string; start: string }[] }>(
      '/consultations/mine',
      { token: customer.token },
    );
    expect(consultations).toHaveLength(1);

    // Cancel it: the place is free again.
    await open(page, '/profile?tab=consultations');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await visible(page.getByText('Cancelled', { exact: true }));
    await visible(page.getByText('No upcoming consultations'));
    const after = await apiCall<{ consultations: { status: string }[] }>('/consultations/mine', {
      token: customer.token,
    });
    expect(after.consultations.map((item) => item.status)).toEqual(['cancelled']);
    expect(shop.pageErrors(page)).toEqual([]);
  });

  it('the owner sees the booking in the week and marks it done with a private note', async () => {
    const customer = await createCustomer('consulted');
    const { slots } = await apiCall<{ slots: Slot[] }>('/consultations/slots?days=14');
    const slot = slots.find((candidate) => candidate.available > 0)!;
    await apiCall('/consultations', {
      token: customer.token,
      body: { start: slot.start, topic: 'immunity', phone: customer.phone },
    });

    const admin = await shop.newPage();
    await signIn(admin, {
      ...adminAccount(),
      token: await adminToken(),
      firstName: 'Shop',
      lastName: 'Admin',
      phone: '',
    });
    await open(admin, `/admin/consultations?view=day&date=${slot.start.slice(0, 10)}`);
    await visible(admin.getByRole('heading', { level: 2, name: 'Consultations' }));
    const row = admin.getByRole('listitem').filter({ hasText: customer.email });
    await visible(row.getByText('Booked', { exact: true }));
    await expectNoA11yViolations(admin);
    await row.getByLabel('Private notes').fill('Suggested chyawanprash');
    await row.getByRole('button', { name: 'Mark done' }).click();
    await visible(row.getByText('Done', { exact: true }));
    await admin.reload();
    await visible(row.getByText('Done', { exact: true }));
    expect(await row.getByLabel('Private notes').inputValue()).toBe('Suggested chyawanprash');

    const mine = await apiCall<{ consultations: { status: string }[] }>('/consultations/mine', {
      token: customer.token,
    });
    expect(mine.consultations[0]!.status).toBe('done');
    expect(JSON.stringify(mine)).not.toContain('chyawanprash');
    expect(shop.pageErrors(admin)).toEqual([]);
  });

  it('the owner cancels a booking: its place is free again and the customer is told by e-mail', async () => {
    const customer = await createCustomer('cancelled');
    const { slots } = await apiCall<{ slots: Slot[] }>('/consultations/slots?days=14');
    // A day or more ahead: the slot keeps its place count until the owner cancels.
    const slot = slots.find(
      (candidate) => candidate.available > 0 && Date.parse(candidate.start) > Date.now() + 26 * 3600_000,
    )!;
    await apiCall('/consultations', {
      token: customer.token,
      body: { start: slot.start, topic: 'digestion', phone: customer.phone },
    });
    const placesLeft = async () =>
      (
        await apiCall<{ slots: Slot[] }>(`/consultations/slots?from=${slot.start.slice(0, 10)}&days=1`)
      ).slots.find((candidate) => candidate.start === slot.start)!.available;
    const before = await placesLeft();

    const admin = await shop.newPage();
    await signIn(admin, {
      ...adminAccount(),
      token: await adminToken(),
      firstName: 'Shop',
      lastName: 'Admin',
      phone: '',
    });
    await open(admin, `/admin/consultations?view=day&date=${slot.start.slice(0, 10)}`);
    const row = admin.getByRole('listitem').filter({ hasText: customer.email });
    await visible(row.getByText('Booked', { exact: true }));
    await row.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Cancel this booking?' });
    await visible(dialog);
    await expectNoA11yViolations(admin);
    await dialog.getByLabel('Note to the customer (optional)').fill('Our practitioner is away that day');
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await visible(admin.getByText('Consultation cancelled; the customer is told by e-mail'));
    await visible(row.getByText('Cancelled', { exact: true }));
    expect(await row.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);

    expect(await placesLeft()).toBe(before + 1);
    const mine = await apiCall<{ consultations: { status: string }[] }>('/consultations/mine', {
      token: customer.token,
    });
    expect(mine.consultations.map((item) => item.status)).toEqual(['cancelled']);
    const mail = await newestMailTo(customer.email, /Subject: Your consultation on .* is cancelled/);
    expect(mail).toContain('we have had to cancel your consultation');
    expect(mail).toContain('Our note: Our practitioner is away that day');
    expect(shop.pageErrors(admin)).toEqual([]);
  });
});
