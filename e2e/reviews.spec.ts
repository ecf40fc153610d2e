import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser.ts';
import { SMALL_PNG } from './support/content.ts';
import { apiCall, type Customer, createCustomer, fillCart, signIn } from './support/orders.ts';
import { open, visible } from './support/page.ts';
import { allProducts, firstCategoryName } from './support/shop-api.ts';

const shippingAddress = {
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
};

/** Screenshots for a person to look at, when E2E_SHOTS names a folder. */
async function shot(page: Page, name: string, selector?: string) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  if (selector) await page.locator(selector).screenshot({ path: `${folder}/${name}.png` });
  else await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

/** The product's JSON-LD `Product` as the page carries it. */
async function productJsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Product');
  if (!found) throw new Error('no JSON-LD Product on the page');
  return found;
}

describe('reviews: a customer who received a product reviews it with a photo; the owner publishes it', () => {
  const shop = useBrowser();
  let owner: Customer;

  beforeAll(async () => {
    const email = inject('adminEmail');
    const password = inject('adminPassword');
    if (!email || !password) throw new Error('the e2e run needs the first admin’s e-mail and password');
    const { token } = await apiCall<{ token: string }>('/auth/login', { body: { email, password } });
    owner = { email, password, token, firstName: 'Shop', lastName: 'Admin', phone: '' };
  });

  /** A new customer whose Cash on Delivery order of one buyable product the owner has delivered. */
  async function deliveredBuyer(name: string) {
    const product = (await allProducts()).find(
      (item) => item.stock >= 2 && firstCategoryName(item) !== "Men's Wellness",
    );
    if (!product) throw new Error('no buyable product in the demo catalogue');
    const customer = await createCustomer(name);
    await fillCart(customer, [{ productId: product._id, quantity: 1 }]);
    const { order } = await apiCall<{ order: { _id: string } }>('/order/createOrder', {
      body: { shippingAddress, paymentMethod: 'cod' },
      token: customer.token,
    });
    for (const status of ['processing', 'shipped', 'delivered']) {
      const current = await apiCall<{ order: { version: number } }>(`/admin/orders/${order._id}`, {
        token: owner.token,
      });
      await apiCall(`/admin/orders/${order._id}/status`, {
        body: { status, version: current.order.version },
        token: owner.token,
      });
    }
    return { product, customer };
  }

  it('delivered order → review with a photo → /admin/reviews publishes it → the page shows it, Verified buyer and aggregateRating', async () => {
    const { product, customer } = await deliveredBuyer('reviewer');

    const page = await shop.newPage();
    await signIn(page, customer);
    const path = `/ProductDetailsById/${product._id}`;
    await open(page, path);
    const form = page.getByRole('form', { name: 'Your review' });
    await visible(form);
    const title = `Gentle and works ${Date.now().toString(36)}`;
    await form.getByText('5★').click();
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form
      .getByRole('textbox', { name: 'Your review' })
      .fill('Took it for three weeks.\nSleeping better.');
    await form
      .getByLabel('Add photos')
      .setInputFiles({ name: 'jar.png', mimeType: 'image/png', buffer: SMALL_PNG });
    await visible(form.getByRole('button', { name: 'Remove this photo' }));
    await form.getByRole('button', { name: 'Submit review' }).click();
    await visible(page.getByText('Your review waits for the shop to read it before it appears here.'));

    const admin = await shop.newPage();
    await signIn(admin, owner);
    await open(admin, '/admin/reviews');
    const moderation = admin.getByRole('form', { name: `Moderate “${title}”` });
    await visible(moderation);
    await shot(admin, 'admin-reviews-1280');
    await moderation.getByRole('textbox', { name: 'Public reply (optional)' }).fill('Thank you, Priya!');
    await moderation.getByRole('button', { name: 'Publish' }).click();
    await visible(admin.getByText('Review published').first());

    await open(page, path);
    const section = page.locator('#reviews');
    await visible(section.getByRole('heading', { name: title }));
    await visible(section.getByText('Verified buyer').first());
    await visible(section.getByText('Thank you, Priya!'));
    await visible(section.getByRole('list', { name: 'Photos' }).first());
    await visible(page.getByRole('link', { name: /^\d\.\d \(\d+ reviews?\)$/ }));
    const ld = await productJsonLd(page);
    expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5 });
    expect(Number((ld.aggregateRating as { reviewCount: number }).reviewCount)).toBeGreaterThanOrEqual(1);
    await shot(page, 'product-reviews-1280', '#reviews');

    const phone = await shop.newPage(PHONE);
    await signIn(phone, customer);
    await open(phone, path);
    await visible(phone.locator('#reviews').getByRole('heading', { name: title }));
    await shot(phone, 'product-reviews-375', '#reviews');
    const phoneAdmin = await shop.newPage(PHONE);
    await signIn(phoneAdmin, owner);
    await open(phoneAdmin, '/admin/reviews?status=published');
    await visible(phoneAdmin.getByRole('heading', { name: title }));
    await shot(phoneAdmin, 'admin-reviews-375');
  });

  it('without JavaScript: the review goes with its photo, and the owner’s /admin/reviews shows the photo', async () => {
    const { product, customer } = await deliveredBuyer('nojs-reviewer');
    const page = await shop.newPage({ javaScriptEnabled: false });
    await signIn(page, customer);
    const path = `/ProductDetailsById/${product._id}`;
    await page.goto(path);
    const form = page.getByRole('form', { name: 'Your review' });
    await visible(form);
    const title = `No script needed ${Date.now().toString(36)}`;
    await form.getByText('4★').click();
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Your review' }).fill('Ordered on a slow phone; works well.');
    await form
      .getByLabel('Add photos')
      .setInputFiles({ name: 'jar.png', mimeType: 'image/png', buffer: SMALL_PNG });
    await shot(page, 'review-form-no-js-1280', 'form[aria-label="Your review"]');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await visible(page.getByText('Your review waits for the shop to read it before it appears here.'));

    const { reviews } = await apiCall<{ reviews: { title: string; images: { url: string }[] }[] }>(
      '/admin/reviews?status=pending&limit=100',
      { token: owner.token },
    );
    const saved = reviews.find((review) => review.title === title);
    expect(saved?.images).toHaveLength(1);
    const image = await fetch(new URL(saved?.images[0]?.url ?? '/missing', page.url()));
    expect(image.status).toBe(200);

    const admin = await shop.newPage({ javaScriptEnabled: false });
    await signIn(admin, owner);
    await admin.goto('/admin/reviews');
    const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: title }) });
    await visible(card.getByRole('list', { name: 'Photos' }).locator('img'));
  });
});
