import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Order } from '@shop/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser.ts';
import { adminToken, callShopApi } from './support/content.ts';
import { apiCall, type Customer, createCustomer, fillCart, signIn } from './support/orders.ts';
import { hydrated, open, pathIs, visible } from './support/page.ts';
import { allProducts, firstCategoryName } from './support/shop-api.ts';

/**
 * Shipping and the Cash on Delivery fee as lines the shopper and the owner read (docs/PRODUCT.md §9.1):
 * the cart, the checkout, the order-success page, /orders and the admin's order page. With
 * E2E_SCREENSHOTS=<dir> each page is also saved there, desktop and 375 px wide.
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

describe('shipping and the Cash on Delivery fee as money lines', () => {
  const shop = useBrowser();
  let original: Settings | undefined;
  let customer: Customer;

  beforeAll(async () => {
    // ₹49 shipping, free from ₹50,000 (never reached here), ₹25 for Cash on Delivery.
    original = await saveRules({
      flatPaise: 4900,
      freeAbovePaise: 5_000_000,
      codFeePaise: 2500,
      codMaxPaise: null,
      cutoffHour: 14,
      holidays: [],
    });
    customer = await createCustomer('charges');
    const product = (await allProducts()).find(
      (item) => item.stock >= 3 && firstCategoryName(item) !== "Men's Wellness",
    )!;
    await fillCart(customer, [{ productId: product._id, quantity: 1 }]);
  });

  afterAll(async () => {
    // Other journeys expect the shop's rules as they were (free everywhere for a new shop).
    await callShopApi('POST', '/admin/shipping/pincodes', 'pincode,cod,days\n', await adminToken());
    if (original) {
      const { flatPaise, freeAbovePaise, codFeePaise, codMaxPaise, cutoffHour, holidays } = original;
      await saveRules({ flatPaise, freeAbovePaise, codFeePaise, codMaxPaise, cutoffHour, holidays });
    }
  });

  it('the cart and the checkout show shipping and what Cash on Delivery adds; the order charges both', async () => {
    const cart = await apiCall<{ totals: { totalPrice: number } }>('/cart/getUserCart', {
      token: customer.token,
    });
    const page = await shop.newPage();
    await signIn(page, customer);
    await open(page, '/cart');
    expect(await (await visible(page.getByTestId('cart-shipping'))).innerText()).toBe('₹49.00');
    await visible(page.getByText('Cash on Delivery adds ₹25.00', { exact: false }));
    await shot(page, 'cart-desktop');

    await open(page, '/checkout');
    await hydrated(page);
    expect(await page.getByTestId('checkout-shipping').innerText()).toBe('₹49.00');
    expect(await page.getByTestId('checkout-cod-fee').innerText()).toContain('₹25.00');
    await shot(page, 'checkout-desktop');

    const phone = await shop.newPage(PHONE);
    await signIn(phone, customer);
    await open(phone, '/cart');
    await visible(phone.getByTestId('cart-shipping'));
    await shot(phone, 'cart-375');
    await open(phone, '/checkout');
    await visible(phone.getByTestId('checkout-cod-fee'));
    await shot(phone, 'checkout-375');

    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    if (!(await field('Address').inputValue())) {
      await field('Address').fill('12 MG Road, Indiranagar');
      await field('City').fill('Bengaluru');
      await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('Karnataka');
      await field('Pincode').fill('560038');
    }
    await page.getByRole('button', { name: /^Cash on Delivery · / }).click();
    await pathIs(page, '/order-success');
    await visible(page.getByText('Shipping ₹49.00 · Cash on Delivery fee ₹25.00'));
    await shot(page, 'order-success-desktop');

    const [order] = (await apiCall<{ orders: Order[] }>('/order/getMyOrders', { token: customer.token }))
      .orders;
    expect(order).toMatchObject({ shippingPaise: 4900, codFeePaise: 2500 });
    expect(order!.totalPrice).toBeCloseTo(cart.totals.totalPrice + 25, 2);

    await open(phone, '/orders');
    await phone
      .getByRole('button', { name: /View details/ })
      .first()
      .click();
    await visible(phone.getByText('Cash on Delivery fee', { exact: true }));
    await shot(phone, 'orders-375');

    const admin = await shop.newPage();
    await signIn(admin, { token: await adminToken() });
    await open(admin, `/admin/orders/${order!._id}`);
    await visible(admin.getByText('Cash on Delivery fee', { exact: true }));
    await shot(admin, 'admin-order-desktop');
  });

  it('checkout refuses a pincode that is not served, and Cash on Delivery where it is prepaid only, by the pincode box', async () => {
    // Karnataka (56…) with Cash on Delivery, Mumbai 400001 prepaid only; Delhi is not served.
    const upload = await fetch(new URL('/api/admin/shipping/pincodes', shop.baseURL), {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'text/csv' },
      body: 'pincode,cod,days\n56,yes,3\n400001,no,4\n',
    });
    expect(upload.status).toBe(200);
    const buyer = await createCustomer('unserved');
    const product = (await allProducts()).find(
      (item) => item.stock >= 3 && firstCategoryName(item) !== "Men's Wellness",
    )!;
    await fillCart(buyer, [{ productId: product._id, quantity: 1 }]);
    const page = await shop.newPage();
    await signIn(page, buyer);
    await open(page, '/checkout');
    await hydrated(page);
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('Address').fill('4 Janpath');
    await field('City').fill('New Delhi');
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('Delhi');
    await field('Pincode').fill('110001');
    await page.getByRole('button', { name: /^Cash on Delivery/ }).click();
    await visible(page.getByText('We do not deliver to 110001 yet').first());
    await shot(page, 'checkout-unserved-desktop');

    await field('City').fill('Mumbai');
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('Maharashtra');
    await field('Pincode').fill('400001');
    await page.getByRole('button', { name: /^Cash on Delivery/ }).click();
    await visible(page.getByText('Cash on Delivery is not available for 400001').first());
    const orders = await apiCall<{ orders: Order[] }>('/order/getMyOrders', { token: buyer.token });
    expect(orders.orders).toEqual([]);
  });
});
