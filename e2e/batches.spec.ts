import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { addIndiaDays, formatIndiaDay, indiaDay } from '@shop/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser.ts';
import { adminToken, callShopApi, createOwnProduct } from './support/content.ts';
import { apiCall, createCustomer, fillCart, signIn } from './support/orders.ts';
import { open, visible } from './support/page.ts';

/**
 * Batches and best-before days (docs/decisions/0036-batches-and-best-before.md): the owner records a
 * batch on the product page with JavaScript off (a past date is refused next to its field), corrects
 * its count and deletes one recorded by mistake, the dashboard lists it when its best-before is within 60 days, and the shop's footer shows the FSSAI
 * licence. With E2E_SCREENSHOTS=<dir> the Batches section, the dashboard card and the footer are saved
 * there, desktop and 375 px wide.
 */

const screenshots = process.env.E2E_SCREENSHOTS;
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const NO_JS = { javaScriptEnabled: false };

async function shot(page: Page, selector: string, name: string) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  await page
    .locator(selector)
    .first()
    .screenshot({ path: path.join(screenshots, `${name}.png`) });
}

describe('batches and best-before days', () => {
  const shop = useBrowser();
  let token: string;
  const stockOf = async (productId: string) =>
    (
      await callShopApi<{ product: { stock: number } }>(
        'GET',
        `/admin/products/${productId}`,
        undefined,
        token,
      )
    ).product.stock;

  beforeAll(async () => {
    token = await adminToken();
  });

  it('owner records a batch without JavaScript → the dashboard lists it → the footer shows the FSSAI number', async () => {
    const tag = Date.now().toString(36).toUpperCase();
    const product = await createOwnProduct('Triphala Churna', {
      stock: 0,
      description: 'One hundred grams of powder.',
      pricePaise: 24900,
    });
    const name = product.name;
    const today = indiaDay(new Date());

    const admin = await shop.newPage({ ...NO_JS, ...DESKTOP });
    await signIn(admin, { token });
    await admin.goto(`/admin/products/${product.id}`);
    const section = admin.getByRole('region', { name: 'Batches' });
    await visible(section.getByText('No batch recorded yet.'));
    const form = () => admin.getByRole('form', { name: 'Record a batch' });
    const fill = async (batch: string, bestBefore: string, units: string) => {
      await form().getByLabel('Batch number').fill(batch);
      await form().getByLabel('Best before').fill(bestBefore);
      await form().getByLabel('Units received').fill(units);
      await form().getByRole('button', { name: 'Record batch' }).click();
    };

    // A past best-before is refused next to its field; nothing is recorded.
    await fill(`TC-${tag}`, addIndiaDays(today, -1), '24');
    await visible(form().getByText('The best-before date must be after today'));
    await visible(section.getByText('No batch recorded yet.'));
    // What was typed is still there to be corrected.
    expect(await form().getByLabel('Batch number').inputValue()).toBe(`TC-${tag}`);
    expect(await form().getByLabel('Units received').inputValue()).toBe('24');
    await shot(admin, 'section[aria-labelledby="batches-title"]', 'batches-refused-1280');

    await fill(`TC-${tag}`, addIndiaDays(today, 30), '24');
    await visible(section.getByText(`TC-${tag}`, { exact: true }));
    await visible(section.getByText('24 left'));
    await visible(admin.getByText(`Batch TC-${tag} recorded: 24 units added to the stock`));
    expect(await stockOf(product.id)).toBe(24);
    // The answer was a redirect (Post/Redirect/Get): a reload records nothing twice.
    await admin.reload();
    await visible(section.getByText('24 left'));
    expect(await section.getByText(`TC-${tag}`, { exact: true }).count()).toBe(1);
    await shot(admin, 'section[aria-labelledby="batches-title"]', 'batches-section-1280');

    // A miscount corrected: 20 came, not 24; the stock follows.
    await section.getByRole('link', { name: `Correct batch TC-${tag}` }).click();
    const correction = admin.getByRole('form', { name: `Correct batch TC-${tag}` });
    await visible(correction);
    await shot(admin, '#correct-batch', 'batch-correction-1280');
    await correction.getByLabel('Units received').fill('20');
    await correction.getByRole('button', { name: 'Save correction' }).click();
    await visible(admin.getByText(`Batch TC-${tag} corrected: 20 units left`));
    await visible(section.getByText('20 left'));
    expect(await admin.getByRole('form', { name: `Correct batch TC-${tag}` }).count()).toBe(0);

    // A batch recorded by mistake is deleted: its units leave the stock.
    await fill(`XX-${tag}`, addIndiaDays(today, 90), '5');
    await visible(section.getByText(`XX-${tag}`, { exact: true }));
    await section.getByRole('link', { name: `Correct batch XX-${tag}` }).click();
    await section.getByRole('button', { name: 'Delete batch' }).click();
    await visible(admin.getByText(`Batch XX-${tag} deleted: its units left the stock`));
    expect(await section.getByText(`XX-${tag}`, { exact: true }).count()).toBe(0);
    expect(await stockOf(product.id)).toBe(20);

    // A shopper buys one; the batch's Orders link finds that order (a recall), whose page names the batch.
    const customer = await createCustomer('batches');
    await fillCart(customer, [{ productId: product.id, quantity: 1 }]);
    const { order } = await apiCall<{ order: { _id: string; shortId: string } }>('/order/createOrder', {
      body: {
        shippingAddress: { address: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560038' },
        paymentMethod: 'cod',
      },
      token: customer.token,
    });
    await admin.goto(`/admin/products/${product.id}`);
    await section.getByRole('link', { name: `Orders with batch TC-${tag}` }).click();
    await visible(admin.getByText(`Only orders with units of batch TC-${tag}`));
    await visible(admin.getByText('1 order', { exact: true }));
    await admin
      .getByRole('link', { name: new RegExp(order.shortId) })
      .first()
      .click();
    await visible(
      admin.getByText(`Batch TC-${tag} × 1 · best before ${formatIndiaDay(addIndiaDays(today, 30))}`),
    );

    // The dashboard's card lists it: within 60 days.
    await admin.goto('/admin');
    const card = admin.getByRole('region', { name: 'Batches expiring within 60 days' });
    const line = card.getByRole('listitem').filter({ hasText: name });
    await visible(line);
    expect(await line.textContent()).toContain(`Batch TC-${tag}`);
    expect(await line.textContent()).toContain('19 left');
    await shot(admin, 'section[aria-labelledby="expiring-batches"]', 'dashboard-card-1280');

    // The footer of the shop shows the licence.
    const visitor = await shop.newPage({ ...NO_JS, ...DESKTOP });
    await visitor.goto('/');
    await visible(visitor.getByRole('contentinfo').getByText(/FSSAI Lic\. No\. \d{14}/));
    await shot(visitor, 'footer', 'footer-1280');

    if (screenshots) {
      const phone = await shop.newPage({ ...PHONE, ...NO_JS });
      await signIn(phone, { token });
      await phone.goto(`/admin/products/${product.id}`);
      await shot(phone, 'section[aria-labelledby="batches-title"]', 'batches-section-375');
      await phone.goto('/admin');
      await shot(phone, 'section[aria-labelledby="expiring-batches"]', 'dashboard-card-375');
      await phone.goto('/');
      await shot(phone, 'footer', 'footer-375');
    }
  });

  it('with JavaScript, a correction and a Delete close the correction form and say what they did', async () => {
    const tag = Date.now().toString(36).toUpperCase();
    const product = await createOwnProduct('Ashwagandha Tablets', { stock: 0, pricePaise: 34900 });
    const today = indiaDay(new Date());
    const { product: stored } = await callShopApi<{ product: { variants: { id: string }[] } }>(
      'GET',
      `/admin/products/${product.id}`,
      undefined,
      token,
    );
    for (const [batch, quantity] of [
      [`AJ-${tag}`, 12],
      [`AX-${tag}`, 3],
    ] as const) {
      await callShopApi(
        'POST',
        `/admin/products/${product.id}/batches`,
        { variantId: stored.variants[0]!.id, batch, bestBefore: addIndiaDays(today, 40), quantity },
        token,
      );
    }
    const admin = await shop.newPage(DESKTOP);
    await signIn(admin, { token });
    await open(admin, `/admin/products/${product.id}`);
    const section = admin.getByRole('region', { name: 'Batches' });

    await section.getByRole('link', { name: `Correct batch AJ-${tag}` }).click();
    const correction = admin.getByRole('form', { name: `Correct batch AJ-${tag}` });
    await correction.getByLabel('Units received').fill('10');
    await correction.getByRole('button', { name: 'Save correction' }).click();
    await visible(admin.getByText(`Batch AJ-${tag} corrected: 10 units left`));
    await visible(section.getByText('10 left'));
    await expect.poll(() => correction.count()).toBe(0);

    await section.getByRole('link', { name: `Correct batch AX-${tag}` }).click();
    await section.getByRole('button', { name: 'Delete batch' }).click();
    await visible(admin.getByText(`Batch AX-${tag} deleted: its units left the stock`));
    await expect.poll(() => section.getByText(`AX-${tag}`, { exact: true }).count()).toBe(0);
    expect(await stockOf(product.id)).toBe(10);
  });
});
