import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatRupees, type Order } from '@shop/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser.ts';
import { adminToken, callShopApi } from './support/content.ts';
import { apiCall, createCustomer, fillCart, signIn } from './support/orders.ts';
import { hydrated, open, pathIs, visible } from './support/page.ts';
import { allProducts, firstCategoryName } from './support/shop-api.ts';

/**
 * Promotions (docs/decisions/0034-promotion-engine.md): the owner creates '₹100 off above ₹999' and
 * 'free shipping above ₹499' at /admin/promotions; a shopper's cart says what it still needs, then gets
 * both, and a Cash on Delivery order charges the right total. E2E_SCREENSHOTS=<dir> saves the pages.
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

/** A CSV file the console's link downloads, as rows of cells (the GST files quote no commas here). */
async function downloaded(page: Page, name: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  return readFileSync((await download.path())!, 'utf8');
}

const csvRows = (text: string) =>
  text
    .split('\r\n')
    .slice(1)
    .map((row) => row.split(',').map((cell) => cell.replace(/^"|"$/g, '')));

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

/** Creates a promotion through the console's plain form, as the owner would. */
async function createPromotion(
  page: Page,
  fields: { name: string; kind: string; amount?: string; minimum: string },
) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(fields.name);
  await page.getByRole('combobox', { name: 'Kind' }).selectOption(fields.kind);
  if (fields.amount) await page.getByRole('textbox', { name: 'Amount off (₹)' }).fill(fields.amount);
  await page.getByRole('textbox', { name: 'Minimum order (₹)' }).fill(fields.minimum);
  await page.getByRole('checkbox', { name: 'Combines with other promotions' }).check();
  await page.getByRole('button', { name: 'Create promotion' }).click();
  await visible(page.getByRole('cell', { name: `${fields.name} Automatic`, exact: true }));
}

describe('promotions', () => {
  const shop = useBrowser();
  let original: Settings | undefined;

  beforeAll(async () => {
    // ₹49 shipping on every order, no Cash on Delivery fee: free shipping has something to waive.
    original = await saveRules({
      flatPaise: 4900,
      freeAbovePaise: null,
      codFeePaise: 0,
      codMaxPaise: null,
      cutoffHour: 14,
      holidays: [],
    });
  });

  afterAll(async () => {
    // Other journeys expect a shop without automatic promotions and with its own shipping rules.
    const token = await adminToken();
    const { promotions } = await callShopApi<{
      promotions: { id: string; name: string; version: number; code: string | null }[];
    }>('GET', '/admin/promotions', undefined, token);
    for (const promotion of promotions.filter((entry) => entry.code === null)) {
      await callShopApi(
        'PATCH',
        `/admin/promotions/${promotion.id}`,
        { version: promotion.version, active: false },
        token,
      );
    }
    if (original) {
      const { flatPaise, freeAbovePaise, codFeePaise, codMaxPaise, cutoffHour, holidays } = original;
      await saveRules({ flatPaise, freeAbovePaise, codFeePaise, codMaxPaise, cutoffHour, holidays });
    }
  });

  it('the owner creates two, the cart says what it needs, then gets both, and the order charges the right total', async () => {
    const admin = await shop.newPage();
    await signIn(admin, { token: await adminToken() });
    await open(admin, '/admin/promotions');
    await hydrated(admin);
    await createPromotion(admin, {
      name: '₹100 off above ₹999',
      kind: 'amount',
      amount: '100',
      minimum: '999',
    });
    await createPromotion(admin, { name: 'Free shipping above ₹499', kind: 'free_shipping', minimum: '499' });
    await shot(admin, 'admin-promotions-desktop');
    const adminPhone = await shop.newPage(PHONE);
    await signIn(adminPhone, { token: await adminToken() });
    await open(adminPhone, '/admin/promotions');
    await shot(adminPhone, 'admin-promotions-375');

    // One product under ₹499, then enough of it to pass ₹999.
    const product = (await allProducts()).find(
      (item) => item.stock >= 10 && item.discountPrice < 499 && firstCategoryName(item) !== "Men's Wellness",
    )!;
    const unit = Math.round(product.discountPrice * 100);
    const customer = await createCustomer('promotions');
    await fillCart(customer, [{ productId: product._id, quantity: 1 }]);
    const page = await shop.newPage();
    await signIn(page, customer);
    await open(page, '/cart');
    const missing = ((49_900 - unit) / 100).toFixed(2);
    const next = await visible(page.getByTestId('cart-next-promotion'));
    expect(await next.innerText()).toContain(`Add ₹${missing} more for free shipping`);
    await shot(page, 'cart-next-desktop');

    // A tap on + shows the new totals at once, priced by the same engine in the browser while the
    // change is held on its way; the server's answer then says the same.
    await hydrated(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const cartRequests = (url: URL) => url.pathname.startsWith('/cart');
    await page.route(cartRequests, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const twice = 2 * unit;
    // The summary drops the paise of a whole-rupee total, as formatPrice does.
    const expectedTotal = formatRupees(twice + (twice >= 49_900 ? 0 : 4900), { compact: true });
    const total = page
      .getByRole('complementary', { name: 'Order Summary' })
      .locator('dl > div')
      .filter({ has: page.getByText('Total', { exact: true }) })
      .locator('dd');
    await page.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
    await page.waitForFunction(() => document.querySelector('li[aria-busy="true"]') !== null);
    // Still held: the figure comes from the browser.
    await visible(total.getByText(expectedTotal, { exact: true }));
    release();
    await page.waitForFunction(() => document.querySelector('li[aria-busy="true"]') === null);
    await page.unroute(cartRequests);
    expect(await total.innerText()).toBe(expectedTotal);
    expect(await page.getByTestId('line-total').innerText()).toBe(formatRupees(twice, { compact: true }));

    const quantity = Math.ceil(99_900 / unit);
    await fillCart(customer, [{ productId: product._id, quantity }]);
    await open(page, '/cart');
    await visible(page.getByText('₹100 off above ₹999', { exact: true }));
    await visible(page.getByText('Free shipping above ₹499', { exact: true }));
    expect(await page.getByTestId('cart-shipping').innerText()).toBe('Free');
    await shot(page, 'cart-applied-desktop');
    const phone = await shop.newPage(PHONE);
    await signIn(phone, customer);
    await open(phone, '/cart');
    await visible(phone.getByText('₹100 off above ₹999', { exact: true }));
    await shot(phone, 'cart-applied-375');

    await open(page, '/checkout');
    await hydrated(page);
    await visible(page.getByText('₹100 off above ₹999', { exact: true }));
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    if (!(await field('Address').inputValue())) {
      await field('Address').fill('12 MG Road, Indiranagar');
      await field('City').fill('Bengaluru');
      await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('Karnataka');
      await field('Pincode').fill('560038');
    }
    await shot(page, 'checkout-desktop');
    await page.getByRole('button', { name: /^Cash on Delivery/ }).click();
    await pathIs(page, '/order-success');

    const [order] = (await apiCall<{ orders: Order[] }>('/order/getMyOrders', { token: customer.token }))
      .orders;
    expect(order).toMatchObject({ shippingPaise: 0, codFeePaise: 0 });
    expect(Math.round(order!.totalPrice * 100)).toBe(unit * quantity - 10_000);
    expect(order!.promotions.map((promotion) => promotion.name).sort()).toEqual([
      'Free shipping above ₹499',
      '₹100 off above ₹999',
    ]);
    // The shopper's orders page names what each promotion saved.
    await open(page, '/orders');
    await hydrated(page);
    await page
      .getByRole('button', { name: /^View details/ })
      .first()
      .click();
    await visible(page.getByTestId('order-promotion').first());
    expect(await page.getByTestId('order-promotion').allInnerTexts()).toContain('−₹100.00');
    await shot(page, 'orders-promotions-desktop');

    // The owner's GST returns for this month (the console's default period) include the order: its
    // invoice within the document summary's range, its HSN in the HSN summary, its state and rate in B2CS.
    await open(admin, '/admin/reports/gst');
    const invoice = order!.invoiceNumber!;
    const docs = csvRows(await downloaded(admin, 'docs CSV'));
    expect(docs.some(([, from, to]) => from! <= invoice && invoice <= to!)).toBe(true);
    const item = order!.items[0]!;
    const hsn = csvRows(await downloaded(admin, 'hsn CSV'));
    expect(hsn.some(([code]) => code === item.hsnCode)).toBe(true);
    const b2cs = csvRows(await downloaded(admin, 'b2cs CSV'));
    expect(b2cs.some((row) => row.includes('29-Karnataka') && row.includes(String(item.gstRate)))).toBe(true);
  });
});
