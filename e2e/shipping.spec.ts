import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser.ts';
import { adminToken, callShopApi } from './support/content.ts';
import { createCustomer, fillCart, signIn } from './support/orders.ts';
import { open, visible } from './support/page.ts';
import { allProducts } from './support/shop-api.ts';

/** Where the spec saves screenshots for a person to look at, when E2E_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS) {
    mkdirSync(process.env.E2E_SHOTS, { recursive: true });
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
  }
}

interface Settings {
  flatPaise: number;
  freeAbovePaise: number | null;
  codFeePaise: number;
  codMaxPaise: number | null;
  cutoffHour: number;
  holidays: string[];
  version: number;
}

// Every prefix but 9 (army post pincodes) is served, so the other journeys' addresses still are;
// the Andaman Islands (744) take online payment only.
const TABLE = [
  'pincode,cod,days',
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((d) => `${d},yes,5`),
  '744,no,7',
  '560001,yes,2',
];

async function asAdmin(page: Page) {
  await signIn(page, { token: await adminToken() });
}

async function productPath(): Promise<string> {
  const product = (await allProducts()).find((p) => p.stock > 0)!;
  return `/ProductDetailsById/${product._id}`;
}

describe('shipping: the owner’s rules and the pincode check', () => {
  const shop = useBrowser();
  let original: Settings | undefined;

  afterAll(async () => {
    // Leave the shop as other journeys expect it: all of India served, the rules as they were.
    const token = await adminToken();
    await callShopApi('POST', '/admin/shipping/pincodes', 'pincode,cod,days\n', token);
    if (original) {
      const { settings } = await callShopApi<{ settings: Settings }>(
        'GET',
        '/admin/shipping/settings',
        undefined,
        token,
      );
      const { flatPaise, freeAbovePaise, codFeePaise, codMaxPaise, cutoffHour, holidays } = original;
      const body = {
        flatPaise,
        freeAbovePaise,
        codFeePaise,
        codMaxPaise,
        cutoffHour,
        holidays,
        version: settings.version,
      };
      await callShopApi('PUT', '/admin/shipping/settings', body, token);
    }
  });

  it('the owner uploads pincodes (a bad file lists its lines and changes nothing) and saves the rules', async () => {
    const token = await adminToken();
    original = (
      await callShopApi<{ settings: Settings }>('GET', '/admin/shipping/settings', undefined, token)
    ).settings;
    const admin = await shop.newPage();
    await asAdmin(admin);
    await open(admin, '/admin/shipping');
    await visible(admin.getByRole('heading', { name: 'Shipping', exact: true }));
    await visible(admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Shipping' }));
    await visible(admin.getByText('No pincodes uploaded: all of India is served', { exact: false }));

    const dir = path.join(os.tmpdir(), `shipping-${Date.now()}`);
    mkdirSync(dir, { recursive: true });
    const bad = path.join(dir, 'bad.csv');
    writeFileSync(bad, 'pincode,cod,days\n560001,yes,2\n56000A,yes,2\n400001,maybe,3\n');
    await admin.getByLabel('Upload a CSV').setInputFiles(bad);
    await admin.getByRole('button', { name: 'Upload pincodes' }).click();
    const lines = admin.getByTestId('bad-lines');
    await visible(lines.getByText('cod must be yes or no, not "maybe"', { exact: false }));
    expect(await lines.getByRole('listitem').allInnerTexts()).toEqual([
      'Line 3: "56000A" is not a pincode or a prefix of one (1 to 6 digits, the first not 0)',
      'Line 4: cod must be yes or no, not "maybe"',
    ]);
    await visible(
      admin.getByText('2 lines of the CSV could not be read; nothing was imported.', { exact: false }),
    );
    await shot(admin, 'admin-shipping-bad-csv-desktop');
    await visible(admin.getByText('No pincodes uploaded', { exact: false }));

    const good = path.join(dir, 'good.csv');
    writeFileSync(good, `${TABLE.join('\n')}\n`);
    await admin.getByLabel('Upload a CSV').setInputFiles(good);
    await admin.getByRole('button', { name: 'Upload pincodes' }).click();
    await visible(
      admin.getByTestId('pincode-summary').getByText('10 rows (1 pincode, 9 prefixes)', { exact: false }),
    );
    await visible(admin.getByRole('link', { name: 'Download CSV' }));

    await admin.getByLabel('Cash on Delivery fee (₹)').fill('abc');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await visible(admin.getByText('Cash on Delivery fee: enter an amount in rupees, such as 49 or 49.50'));
    await admin.getByLabel('Cash on Delivery fee (₹)').fill(String(original.codFeePaise / 100));
    await admin.getByLabel('Holidays').fill('2030-01-01');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(
        async () =>
          (await callShopApi<{ settings: Settings }>('GET', '/admin/shipping/settings', undefined, token))
            .settings.holidays,
      )
      .toEqual(['2030-01-01']);
    await shot(admin, 'admin-shipping-desktop');

    const phone = await shop.newPage(PHONE);
    await asAdmin(phone);
    await open(phone, '/admin/shipping');
    await visible(phone.getByRole('heading', { name: 'Pincodes served' }));
    await shot(phone, 'admin-shipping-375');
    expect(shop.pageErrors(admin)).toEqual([]);
  });

  it('a shopper checks a pincode on the product page, with JavaScript and without', async () => {
    const productUrl = await productPath();
    const page = await shop.newPage();
    await open(page, productUrl);
    const box = page.getByTestId('pincode-check');
    await box.getByLabel('Check delivery').fill('560001');
    await box.getByRole('button', { name: 'Check' }).click();
    await visible(box.getByText(/^Delivery by \w{3}, \d{1,2} \w{3} · Cash on Delivery available$/));
    expect(new URL(page.url()).search).toBe('');
    await shot(page, 'product-pincode-desktop');
    await box.getByLabel('Check delivery').fill('744101');
    await box.getByRole('button', { name: 'Check' }).click();
    await visible(box.getByText(/^Delivery by \w{3}, \d{1,2} \w{3} · Prepaid only$/));
    await box.getByLabel('Check delivery').fill('900001');
    await box.getByRole('button', { name: 'Check' }).click();
    await visible(box.getByText('Sorry, we do not deliver to 900001 yet'));
    await box.getByLabel('Check delivery').fill('12345');
    await box.getByRole('button', { name: 'Check' }).click();
    await visible(box.getByText('Enter a 6-digit pincode'));
    expect(shop.pageErrors(page)).toEqual([]);

    const phone = await shop.newPage(PHONE);
    await open(phone, productUrl);
    const small = phone.getByTestId('pincode-check');
    await small.getByLabel('Check delivery').fill('744101');
    await small.getByRole('button', { name: 'Check' }).click();
    await visible(small.getByText(/Prepaid only$/));
    await small.scrollIntoViewIfNeeded();
    if (process.env.E2E_SHOTS) {
      await phone.screenshot({ path: `${process.env.E2E_SHOTS}/product-pincode-375.png` });
    }

    const plain = await shop.newPage({ javaScriptEnabled: false });
    await plain.goto(productUrl);
    const form = plain.getByTestId('pincode-check');
    await form.getByLabel('Check delivery').fill('900001');
    await form.getByRole('button', { name: 'Check' }).click();
    await visible(form.getByText('Sorry, we do not deliver to 900001 yet'));
    expect(new URL(plain.url()).searchParams.get('pincode')).toBe('900001');
    await form.getByLabel('Check delivery').fill('560001');
    await form.getByRole('button', { name: 'Check' }).click();
    await visible(form.getByText(/Cash on Delivery available$/));
  });

  it('the same box at checkout answers in place, and without JavaScript comes back to the checkout', async () => {
    const customer = await createCustomer('pincode');
    const product = (await allProducts()).find((p) => p.stock > 0)!;
    await fillCart(customer, [{ productId: product._id, quantity: 1 }]);
    const page = await shop.newPage();
    await signIn(page, customer);
    await open(page, '/checkout');
    const box = page.getByTestId('pincode-check');
    await box.getByLabel('Check delivery').fill('744101');
    await box.getByRole('button', { name: 'Check' }).click();
    await visible(box.getByText(/^Delivery by \w{3}, \d{1,2} \w{3} · Prepaid only$/));
    await shot(page, 'checkout-pincode-desktop');

    const plain = await shop.newPage({ javaScriptEnabled: false });
    await signIn(plain, customer);
    await plain.goto('/checkout');
    const form = plain.getByTestId('pincode-check');
    await form.getByLabel('Check delivery').fill('900001');
    await form.getByRole('button', { name: 'Check' }).click();
    await visible(form.getByText('Sorry, we do not deliver to 900001 yet'));
    expect(new URL(plain.url()).pathname).toBe('/checkout');
    await visible(plain.getByRole('form', { name: 'Delivery details' }));
  });
});
