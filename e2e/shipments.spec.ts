import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Order, shortOrderId } from '@shop/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser.ts';
import { adminToken, callShopApi, newestMailTo } from './support/content.ts';
import { apiCall, type Customer, createCustomer, fillCart, signIn } from './support/orders.ts';
import { hydrated, open, pathIs, visible } from './support/page.ts';
import { allProducts, firstCategoryName } from './support/shop-api.ts';

/**
 * A parcel from the console to the customer's door (docs/PRODUCT.md, Shipments; ADR 0026): the pincode
 * check on a product page, a Cash on Delivery order with a shipping charge, the owner's bulk shipment
 * from "Ready to ship", the labels PDF, the sandbox courier moving it to delivered, and the customer's
 * timeline and e-mails. With E2E_SCREENSHOTS=<dir> the pages are saved there, desktop and 375 px wide.
 */

interface Settings {
  flatPaise: number;
  freeAbovePaise: number | null;
  codFeePaise: number;
  codMaxPaise: number | null;
  cutoffHour: number;
  holidays: string[];
  version: number;
}

interface Shipment {
  id: string;
  orderId: string;
  state: string;
  awb: string | null;
  courier: string | null;
}

const screenshots = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

async function saveRules(rules: Omit<Settings, 'version'>) {
  const token = await adminToken();
  const { settings } = await callShopApi<{ settings: Settings }>(
    'GET',
    '/admin/shipping/settings',
    undefined,
    token,
  );
  await callShopApi('PUT', '/admin/shipping/settings', { ...rules, version: settings.version }, token);
  return settings;
}

/** A subject line as the .eml holds it: MIME-encoded ('Order_2BE4B0=3A_Shipped_=E2=80=93_…'). */
const subject = (ref: string, words: string) => new RegExp(`^Subject: .*Order.${ref}.{1,4}${words}`, 'm');

async function shipmentOf(orderId: string): Promise<Shipment | undefined> {
  const { shipments } = await callShopApi<{ shipments: Shipment[] }>(
    'GET',
    '/admin/shipments?limit=100',
    undefined,
    await adminToken(),
  );
  return shipments.find((shipment) => shipment.orderId === orderId);
}

describe('a parcel from the console to the door', () => {
  const shop = useBrowser();
  let original: Settings | undefined;
  let customer: Customer;
  let productId: string;

  beforeAll(async () => {
    // A flat ₹49 for shipping, never free here, no Cash on Delivery fee.
    original = await saveRules({
      flatPaise: 4900,
      freeAbovePaise: null,
      codFeePaise: 0,
      codMaxPaise: null,
      cutoffHour: 14,
      holidays: [],
    });
    customer = await createCustomer('parcel');
    productId = (await allProducts()).find(
      (item) => item.stock >= 3 && firstCategoryName(item) !== "Men's Wellness",
    )!._id;
    await fillCart(customer, [{ productId, quantity: 1 }]);
  });

  afterAll(async () => {
    if (original) {
      const { flatPaise, freeAbovePaise, codFeePaise, codMaxPaise, cutoffHour, holidays } = original;
      await saveRules({ flatPaise, freeAbovePaise, codFeePaise, codMaxPaise, cutoffHour, holidays });
    }
  });

  it('pincode check → COD order with shipping → bulk shipment → labels → delivered → the customer’s timeline and e-mails', async () => {
    const page = await shop.newPage();
    await signIn(page, customer);
    await open(page, `/ProductDetailsById/${productId}`);
    const box = page.getByTestId('pincode-check');
    await box.getByLabel('Check delivery').fill('560038');
    await box.getByRole('button', { name: 'Check' }).click();
    await visible(box.getByText(/^Delivery by \w{3}, \d{1,2} \w{3} · Cash on Delivery available$/));

    await open(page, '/checkout');
    await hydrated(page);
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    if (!(await field('Address').inputValue())) {
      await field('Address').fill('12 MG Road, Indiranagar');
      await field('City').fill('Bengaluru');
      await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('Karnataka');
      await field('Pincode').fill('560038');
    }
    await page.getByRole('button', { name: /^Cash on Delivery/ }).click();
    await pathIs(page, '/order-success');
    const [order] = (await apiCall<{ orders: Order[] }>('/order/getMyOrders', { token: customer.token }))
      .orders;
    expect(order).toMatchObject({ shippingPaise: 4900, paymentResult: { paymentMethod: 'cod' } });
    const orderId = order!._id;
    const ref = shortOrderId(orderId);

    // The owner: Ready to ship, only this order ticked (other journeys' orders are left alone).
    const admin = await shop.newPage();
    await signIn(admin, { token: await adminToken() });
    await open(admin, '/admin/orders?view=ready');
    await hydrated(admin);
    const boxes = admin.getByRole('checkbox', { name: /^Ship order #/ });
    for (const each of await boxes.all()) await each.uncheck();
    await admin.getByRole('checkbox', { name: `Ship order #${ref}` }).check();
    await shot(admin, 'admin-ready-to-ship-desktop');
    await admin.getByRole('button', { name: 'Create shipments for ticked orders' }).click();
    await visible(admin.getByText('1 shipment created: the couriers are being booked.', { exact: false }));
    await expect.poll(() => new URL(admin.url()).searchParams.get('view')).toBe('shipments');
    await admin.waitForLoadState('networkidle');

    // The worker books it in the background.
    await expect.poll(async () => (await shipmentOf(orderId))?.state, { timeout: 15_000 }).toBe('booked');
    const shipment = (await shipmentOf(orderId))!;
    expect(shipment.awb).toMatch(/^SBX\d{11}$/);
    await open(admin, '/admin/orders?view=shipments');
    await visible(admin.getByText(shipment.awb!));
    await shot(admin, 'admin-shipments-desktop');
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: /^Download labels \(\d+\)$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^labels-\d+\.pdf$/);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const phoneAdmin = await shop.newPage(PHONE);
    await signIn(phoneAdmin, { token: await adminToken() });
    await open(phoneAdmin, '/admin/orders?view=shipments');
    await visible(phoneAdmin.getByText(shipment.awb!));
    await shot(phoneAdmin, 'admin-shipments-375');

    // The sandbox's courier carries it to the door.
    for (const status of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered']) {
      const moved = await callShopApi<{ changed: boolean }>('POST', '/shipping/sandbox/advance', {
        awb: shipment.awb,
        status,
      });
      expect(moved.changed).toBe(true);
    }

    await open(page, '/orders');
    const card = page.getByRole('article').filter({ hasText: `Order #${ref}` });
    const tracking = card.getByRole('region', { name: 'Delivery tracking' });
    await visible(tracking.getByText(`Delivered · Sandbox Express · AWB ${shipment.awb}`));
    for (const step of ['Picked up', 'In transit', 'Out for delivery', 'Delivered']) {
      await visible(tracking.getByText(step, { exact: true }));
    }
    await shot(page, 'orders-tracking-desktop');
    const phone = await shop.newPage(PHONE);
    await signIn(phone, customer);
    await open(phone, '/orders');
    await visible(phone.getByRole('region', { name: 'Delivery tracking' }).first());
    await shot(phone, 'orders-tracking-375');

    expect(await newestMailTo(customer.email, subject(ref, 'Shipped'), shipment.awb!)).toContain(
      'Sandbox Express',
    );
    expect(await newestMailTo(customer.email, subject(ref, 'Out.for.delivery'))).toContain(shipment.awb!);
    await newestMailTo(customer.email, subject(ref, 'Delivered'));
    const delivered = (await apiCall<{ orders: Order[] }>('/order/getMyOrders', { token: customer.token }))
      .orders[0]!;
    expect(delivered.orderStatus).toBe('delivered');
    expect(delivered.paymentResult.paymentStatus).toBe('paid');
    expect(shop.pageErrors(page)).toEqual([]);
    // Opening another address aborts a fetch the console still had in flight; nothing else may fail.
    expect(shop.pageErrors(admin).filter((error) => !error.includes('signal is aborted'))).toEqual([]);
  });
});
