import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Order } from '@shop/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../apps/api/src/modules/orders/orders.fixtures.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { adminToken } from './support/content.ts';
import { apiCall, type Customer, createCustomer, fillCart, signIn } from './support/orders.ts';
import { hydrated, open, pathIs, visible } from './support/page.ts';
import { allProducts, firstCategoryName } from './support/shop-api.ts';

/**
 * A business buyer's GSTIN from checkout to the accountant's file (docs/decisions/0031-gst-report-shapes.md):
 * a mistyped GSTIN is refused at checkout, the right one is kept, the invoice prints it, and the owner
 * downloads the month's B2B and HSN CSVs from /admin/reports/gst with the order in them. With
 * E2E_SCREENSHOTS=<dir> the report page is saved there, desktop and 375 px wide.
 */

const GSTIN = '27AAPFU0939F1ZV';
const screenshots = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

/** A checkout text box by its label (the required-field star is hidden from the accessible name). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Clicks a download link and answers the downloaded file's text. */
async function downloaded(page: Page, name: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  return readFileSync((await download.path())!, 'utf8');
}

describe('GST returns: a B2B buyer at checkout to the accountant’s CSV', () => {
  const shop = useBrowser();
  let customer: Customer;
  let productId: string;
  let hsnCode: string;

  beforeAll(async () => {
    const product = (await allProducts()).find(
      (item) => item.stock >= 2 && firstCategoryName(item) !== "Men's Wellness",
    );
    if (!product) throw new Error('the demo catalogue needs a buyable product');
    productId = product._id;
    customer = await createCustomer('gst');
  });

  it('checks out with a GSTIN, prints it on the invoice, and files the order in the B2B and HSN CSVs', async () => {
    await fillCart(customer, [{ productId, quantity: 1 }]);
    const page = await shop.newPage();
    await signIn(page, customer);
    await open(page, '/checkout');
    await hydrated(page);
    await field(page, 'Address').fill('4 Residency Road');
    await field(page, 'City').fill('Bengaluru');
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('Karnataka');
    await field(page, 'Pincode').fill('560025');
    const gstin = field(page, 'GSTIN (optional)');
    await gstin.fill('27AAPFU0939F1ZW');
    await page.getByRole('button', { name: /^Cash on Delivery/ }).click();
    await visible(page.getByText('This GSTIN is mistyped: its last character does not match the rest'));
    await shot(page, 'checkout-gstin-refused-desktop');
    await gstin.fill(GSTIN.toLowerCase());
    await page.getByRole('button', { name: /^Cash on Delivery/ }).click();
    await pathIs(page, '/order-success');

    const { orders } = await apiCall<{ orders: Order[] }>('/order/getMyOrders', { token: customer.token });
    const order = orders[0]!;
    expect(order.gstin).toBe(GSTIN);
    hsnCode = order.items[0]!.hsnCode;
    const invoice = await fetch(new URL(`/api/order/invoice/${order._id}`, shop.baseURL), {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(invoice.status).toBe(200);
    expect(await pdfText(Buffer.from(await invoice.arrayBuffer()))).toContain(`Buyer GSTIN: ${GSTIN}`);

    // The owner: this month's report, with the order in B2B and its HSN in the summary.
    const admin = await shop.newPage();
    await signIn(admin, { token: await adminToken() });
    await open(admin, '/admin/reports/gst');
    await visible(admin.getByRole('heading', { level: 2, name: 'GST returns' }));
    await visible(admin.getByRole('link', { name: 'GST returns' }));
    const b2bRow = admin.getByTestId('gst-table-b2b');
    expect(Number(await b2bRow.getByRole('cell').nth(1).textContent())).toBeGreaterThan(0);
    await shot(admin, 'admin-gst-returns-desktop');
    const b2b = await downloaded(admin, 'b2b CSV');
    expect(b2b.split('\r\n')[0]).toMatch(
      /^GSTIN\/UIN of Recipient,Receiver Name,Invoice Number,Invoice date/,
    );
    expect(b2b).toContain(`${GSTIN},`);
    expect(b2b).toContain(order.invoiceNumber!);
    const hsn = await downloaded(admin, 'hsn CSV');
    expect(hsn.split('\r\n').some((row) => row.startsWith(`${hsnCode},`))).toBe(true);

    const phone = await shop.newPage(PHONE);
    await signIn(phone, { token: await adminToken() });
    await open(phone, '/admin/reports/gst');
    await visible(phone.getByRole('heading', { level: 2, name: 'GST returns' }));
    await visible(phone.getByRole('link', { name: /^b2b CSV/ }));
    // Nothing wider than the phone: the tables turn into cards.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(phone, 'admin-gst-returns-phone');
  });
});
