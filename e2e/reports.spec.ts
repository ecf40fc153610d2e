import { readFileSync } from 'node:fs';
import { indiaDay, type Order } from '@shop/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser.ts';
import { adminToken } from './support/content.ts';
import { apiCall, createCustomer, fillCart, signIn } from './support/orders.ts';
import { open, visible } from './support/page.ts';
import { allProducts, firstCategoryName } from './support/shop-api.ts';

/**
 * The owner's sales reports (docs/decisions/0033-sales-reports.md): an order placed today shows in
 * today's row of the by-day report, and the CSV download holds it. With E2E_SHOTS=<dir> the page is
 * saved there, 1280 and 375 px wide.
 */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
}

describe('sales reports', () => {
  const shop = useBrowser();

  it('shows today’s order in the by-day report and downloads it as CSV', async () => {
    const product = (await allProducts()).find(
      (item) => item.stock >= 1 && firstCategoryName(item) !== "Men's Wellness",
    );
    if (!product) throw new Error('the demo catalogue needs a buyable product');
    const customer = await createCustomer('reports');
    await fillCart(customer, [{ productId: product._id, quantity: 1 }]);
    const { order } = await apiCall<{ order: Order }>('/order/createOrder', {
      body: {
        shippingAddress: { address: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560038' },
        paymentMethod: 'cod',
      },
      token: customer.token,
    });
    const today = indiaDay(new Date());

    const page = await shop.newPage();
    await signIn(page, { token: await adminToken() });
    await open(page, '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reports' }).click();
    await visible(page.getByRole('heading', { level: 2, name: 'Sales reports' }));
    await visible(page.getByRole('link', { name: 'By day', exact: true }));
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: today, exact: true }) });
    const orders = Number(await row.getByRole('cell').nth(1).textContent());
    expect(orders).toBeGreaterThanOrEqual(1);
    await shot(page, 'admin-sales-reports-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^sales-by-day-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const lines = readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Day,Orders,Cancelled,Gross (₹),Discounts (₹),Shipping and COD fees (₹),Refunds (₹),Net (₹),GST (₹)',
    );
    const todays = lines.find((line) => line.startsWith(`${today},`))!.split(',');
    expect(Number(todays[1])).toBe(orders);
    expect(Number(todays[7])).toBeGreaterThanOrEqual(order.totalPrice);

    const phone = await shop.newPage(PHONE);
    await signIn(phone, { token: await adminToken() });
    await open(phone, '/admin/reports?by=product');
    await visible(phone.getByRole('heading', { level: 2, name: 'Sales reports' }));
    await visible(phone.getByRole('cell', { name: product.name }));
    await shot(phone, 'admin-sales-reports-375');
    await open(phone, '/admin/reports');
    await visible(phone.getByRole('img', { name: /^Net per period/ }));
    await shot(phone, 'admin-sales-reports-by-day-375');
  });
});
