import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type OrderUpdatesResponse, shortOrderId } from '@shop/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser.ts';
import { apiCall, type Customer, createCustomer, fillCart, signIn } from './support/orders.ts';
import { hydrated, open, pathIs, says, visible } from './support/page.ts';
import { type ApiProduct, allProducts, firstCategoryName } from './support/shop-api.ts';

/** Where the spec saves screenshots for a person to look at, when E2E_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS) {
    mkdirSync(process.env.E2E_SHOTS, { recursive: true });
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
  }
}

/** The order updates the shop wrote to DATA_DIR/notifications (no provider configured) for one order. */
async function messagesFor(orderId: string, count: number): Promise<string[]> {
  const folder = path.join(inject('dataDir'), 'notifications');
  let found: string[] = [];
  await expect
    .poll(
      () => {
        let names: string[] = [];
        try {
          names = readdirSync(folder).filter((name) => name.endsWith('.txt'));
        } catch {
          // not written yet
        }
        found = names
          .map((name) => readFileSync(path.join(folder, name), 'utf8'))
          .filter((text) => text.includes(`Order: ${orderId}`));
        return found.length;
      },
      { timeout: 15_000, interval: 200 },
    )
    .toBe(count);
  return found;
}

const choiceOf = async (customer: Customer) =>
  (await apiCall<OrderUpdatesResponse>('/notifications/order-updates', { token: customer.token }))
    .orderUpdates;

const newestOrderId = async (customer: Customer) =>
  (await apiCall<{ orders: { _id: string }[] }>('/order/getMyOrders', { token: customer.token })).orders[0]!
    ._id;

async function fillAddress(page: Page) {
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await box('Address').fill('12 MG Road, Indiranagar');
  await box('City').fill('Bengaluru');
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('Karnataka');
  await box('Pincode').fill('560038');
}

describe('order updates by WhatsApp or SMS', () => {
  const browser = useBrowser();
  let product: ApiProduct;

  beforeAll(async () => {
    product = (await allProducts()).find(
      (item) => item.stock >= 5 && firstCategoryName(item) !== "Men's Wellness",
    )!;
  });

  it('opts in at checkout (unticked until ticked), sends the placed update, and stops from the profile', async () => {
    const customer = await createCustomer('updates');
    await fillCart(customer, [{ productId: product._id, quantity: 1 }]);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, customer);
    await open(page, '/checkout');
    await hydrated(page);
    const optIn = page.getByRole('checkbox', { name: 'Send me order updates on WhatsApp' });
    expect(await optIn.isChecked()).toBe(false);
    await fillAddress(page);
    await optIn.check();
    await shot(page, 'order-updates-checkout-desktop');
    await page.getByRole('button', { name: 'Cash on Delivery' }).click();
    await pathIs(page, '/order-success');

    expect(await choiceOf(customer)).toMatchObject({ channel: 'whatsapp', phone: customer.phone });
    const orderId = await newestOrderId(customer);
    const [message] = await messagesFor(orderId, 1);
    expect(message).toContain('Channel: WhatsApp');
    expect(message).toContain(`To: +91 ${customer.phone}`);
    expect(message).toContain(`Hi Priya, thank you for your order ${shortOrderId(orderId)} of ₹`);

    await open(page, '/profile');
    await visible(page.getByRole('heading', { name: 'Order updates' }));
    await shot(page, 'order-updates-profile-desktop');

    // The profile, on a phone: the choice as made, then "No updates".
    const phone = await browser.newPage(PHONE);
    await signIn(phone, customer);
    await open(phone, '/profile');
    await hydrated(phone);
    const whatsapp = phone.getByRole('radio', { name: /WhatsApp/ });
    expect(await whatsapp.isChecked()).toBe(true);
    await shot(phone, 'order-updates-profile-phone');
    await phone.getByRole('radio', { name: /No updates/ }).check();
    await phone.getByRole('button', { name: 'Save' }).click();
    await says(phone, 'You will get no more order updates by WhatsApp or SMS');
    expect(await choiceOf(customer)).toMatchObject({ channel: 'none', phone: null });
  });

  it('works without JavaScript: the boxes are posted with the delivery form, SMS when asked', async () => {
    const customer = await createCustomer('updates-nojs');
    await fillCart(customer, [{ productId: product._id, quantity: 1 }]);
    const page = await browser.newPage({ ...PHONE, javaScriptEnabled: false });
    await signIn(page, customer);
    await page.goto('/checkout');
    await fillAddress(page);
    await page.getByRole('checkbox', { name: 'Send me order updates on WhatsApp' }).check();
    await page.getByRole('checkbox', { name: 'by SMS instead' }).check();
    await shot(page, 'order-updates-checkout-phone-nojs');
    await page.getByRole('button', { name: 'Cash on Delivery' }).click();
    await pathIs(page, '/order-success');
    await visible(page.getByRole('heading', { level: 1, name: 'Thank You!' }));
    expect(await choiceOf(customer)).toMatchObject({ channel: 'sms' });
    const [message] = await messagesFor(await newestOrderId(customer), 1);
    expect(message).toContain('Channel: SMS');

    // The profile's form posts without JavaScript too; a bad number is refused, naming the field.
    await page.goto('/profile');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('12345');
    await page.getByRole('button', { name: 'Save' }).click();
    await says(page, 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9');
    expect(await choiceOf(customer)).toMatchObject({ channel: 'sms', phone: customer.phone });
  });

  it('sends nothing to a customer who left the box unticked', async () => {
    const customer = await createCustomer('updates-none');
    await fillCart(customer, [{ productId: product._id, quantity: 1 }]);
    const page = await browser.newPage();
    await signIn(page, customer);
    await open(page, '/checkout');
    await hydrated(page);
    await fillAddress(page);
    await page.getByRole('button', { name: 'Cash on Delivery' }).click();
    await pathIs(page, '/order-success');
    expect(await choiceOf(customer)).toMatchObject({ channel: 'none' });
    const orderId = await newestOrderId(customer);
    // The confirmation e-mail is written by the same kind of worker: once it is there, so would an update be.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await messagesFor(orderId, 0)).toEqual([]);
  });
});
