import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { adminToken, SMALL_PNG } from './support/content.ts';
import { apiCall, type Customer, createCustomer, signIn } from './support/orders.ts';
import { addToCartButton, open, pathIs, says, visible } from './support/page.ts';
import { type ApiProduct, allProducts, firstCategoryName } from './support/shop-api.ts';

/**
 * The catalogue end to end, as a brand moving onto the shop would use it: the owner adds a product in
 * 60 and 120 capsules and a bundle of the 120 with another product; a shopper picks 120, buys it and the
 * bundle on one Cash on Delivery order; once it is delivered they review the product with a photo, the
 * owner publishes the review, and the product page and its JSON-LD show it. Console pages load without
 * JavaScript (each with it opens a team chat stream: e2e/admin-shell.spec.ts).
 */

const NO_JS = { javaScriptEnabled: false };

type Product = ApiProduct & {
  ageRestricted?: boolean;
  variants: { _id: string; sku: string; isDefault: boolean; price: number; discountPrice: number }[];
};

/** The product's JSON-LD `Product` as the page carries it. */
async function productJsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Product');
  if (!found) throw new Error('no JSON-LD Product on the page');
  return found;
}

describe('the catalogue journey: variants, a bundle, a delivered order and its review', () => {
  const shop = useBrowser();
  let owner: { token: string };
  let partner: Product;

  beforeAll(async () => {
    owner = { token: await adminToken() };
    const found = ((await allProducts()) as Product[]).find(
      (product) =>
        product.stock >= 5 && !product.ageRestricted && firstCategoryName(product) !== "Men's Wellness",
    );
    if (!found) throw new Error('the demo catalogue needs a buyable product');
    partner = found;
  });

  it('owner adds 60/120 and a bundle → shopper picks 120 and buys the bundle → delivered → reviews with a photo → published → page and JSON-LD', async () => {
    const tag = Date.now().toString(36).toUpperCase();
    const name = `Ashwagandha KSM-66 ${tag}`;

    // The owner adds the product in two pack sizes.
    const admin = await shop.newPage(NO_JS);
    await signIn(admin, owner);
    await admin.goto('/admin/products/new');
    const text = (label: string) => admin.getByRole('textbox', { name: label, exact: true });
    const variantField = (row: number, field: string) =>
      admin.locator(`input[name="variants.${row}.${field}"]`);
    await text('Name').fill(name);
    await text('Brand').fill('Vana Herbals');
    await text('Price (₹)').fill('399');
    await text('Stock').fill('20');
    await text('HSN code').fill('30049011');
    await variantField(0, 'sku').fill(`ASH-60-${tag}`);
    await variantField(0, 'option1Value').fill('60 capsules');
    await variantField(1, 'sku').fill(`ASH-120-${tag}`);
    await variantField(1, 'option1Value').fill('120 capsules');
    await variantField(1, 'price').fill('699');
    await variantField(1, 'stock').fill('10');
    await admin.getByRole('button', { name: 'Create product' }).click();
    await pathIs(admin, /^\/admin\/products\/[0-9a-f]{24}$/);
    const productId = new URL(admin.url()).pathname.split('/').pop()!;
    const { product } = await apiCall<{ product: Product }>(`/product/getProductById/${productId}`);
    const big = product.variants.find((variant) => variant.sku === `ASH-120-${tag}`)!;
    expect(big).toMatchObject({ price: 699, isDefault: false });

    // …and a bundle of the 120 capsules with another product, at less than both bought apart.
    const bundleName = `Stress Relief Duo ${tag}`;
    const slug = `stress-relief-duo-${tag.toLowerCase()}`;
    await admin.goto('/admin/bundles/new');
    await text('Name').fill(bundleName);
    await admin.getByRole('textbox', { name: /Address \(slug\)/ }).fill(slug);
    await admin.locator('select[name="items.0.variantId"]').selectOption(big._id);
    await admin.locator('input[name="items.0.quantity"]').fill('1');
    await admin.locator('select[name="items.1.variantId"]').selectOption(partner.variants[0]!._id);
    const bundlePrice = Math.floor((699 + partner.discountPrice) * 0.9);
    await admin.getByRole('textbox', { name: /Bundle price/ }).fill(String(bundlePrice));
    await admin.getByRole('button', { name: 'Create bundle' }).click();
    await pathIs(admin, /^\/admin\/bundles\/[0-9a-f]{24}$/);

    // The shopper picks 120 capsules and adds it, then the bundle from its page.
    const customer: Customer = await createCustomer('journey');
    const buyer = await shop.newPage();
    await signIn(buyer, customer);
    await open(buyer, `/ProductDetailsById/${productId}`);
    await buyer.getByRole('link', { name: /120 capsules/ }).click();
    await expect.poll(() => new URL(buyer.url()).searchParams.get('variant')).toBe(big._id);
    await (await addToCartButton(buyer)).click();
    await says(buyer, 'Added to cart!');
    await open(buyer, `/bundles/${slug}`);
    await visible(buyer.getByRole('heading', { level: 1, name: bundleName }));
    await buyer.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await says(buyer, 'Added to cart!');

    // One Cash on Delivery order: the 120 capsules alone, and the bundle's components.
    await open(buyer, '/checkout');
    const address = (label: string) => buyer.getByRole('textbox', { name: label, exact: true });
    if (!(await address('Address').inputValue())) {
      await address('Address').fill('12 MG Road, Indiranagar');
      await address('City').fill('Bengaluru');
      await buyer.getByRole('combobox', { name: 'State', exact: true }).selectOption('Karnataka');
      await address('Pincode').fill('560038');
    }
    await buyer.getByRole('button', { name: 'Cash on Delivery' }).click();
    await pathIs(buyer, '/order-success');
    const { orders } = await apiCall<{
      orders: { _id: string; items: { sku: string; variantLabel: string }[] }[];
    }>('/order/getMyOrders', { token: customer.token });
    const order = orders[0]!;
    expect(order.items.filter((item) => item.sku === `ASH-120-${tag}`)).toHaveLength(2);

    // The owner delivers it.
    for (const status of ['processing', 'shipped', 'delivered']) {
      const current = await apiCall<{ order: { version: number } }>(`/admin/orders/${order._id}`, {
        token: owner.token,
      });
      await apiCall(`/admin/orders/${order._id}/status`, {
        body: { status, version: current.order.version },
        token: owner.token,
      });
    }

    // The shopper reviews the product with a photo.
    const path = `/ProductDetailsById/${productId}`;
    await open(buyer, path);
    const form = buyer.getByRole('form', { name: 'Your review' });
    await visible(form);
    const title = `Calmer evenings ${tag}`;
    await form.getByText('5★').click();
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Your review' }).fill('The 120 pack lasts two months.');
    await form
      .getByLabel('Add photos')
      .setInputFiles({ name: 'jar.png', mimeType: 'image/png', buffer: SMALL_PNG });
    await visible(form.getByRole('button', { name: 'Remove this photo' }));
    await form.getByRole('button', { name: 'Submit review' }).click();
    await visible(buyer.getByText('Your review waits for the shop to read it before it appears here.'));

    // The owner publishes it.
    await admin.goto('/admin/reviews');
    const moderation = admin.getByRole('form', { name: `Moderate “${title}”` });
    await visible(moderation);
    await moderation.getByRole('button', { name: 'Publish' }).click();
    await visible(admin.getByText('Review published').first());
    await expect
      .poll(async () => {
        const { reviews } = await apiCall<{ reviews: { title: string }[] }>(
          '/admin/reviews?status=published',
          {
            token: owner.token,
          },
        );
        return reviews.some((review) => review.title === title);
      })
      .toBe(true);

    // The product page and its JSON-LD show it.
    await open(buyer, path);
    const section = buyer.locator('#reviews');
    await visible(section.getByRole('heading', { name: title }));
    await visible(section.getByText('Verified buyer').first());
    await visible(section.getByRole('list', { name: 'Photos' }).first());
    await visible(buyer.getByRole('link', { name: '5.0 (1 review)' }));
    const ld = await productJsonLd(buyer);
    expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: 1 });
    expect(Number((ld.aggregateRating as { ratingValue: string }).ratingValue)).toBe(5);
    expect(ld.review).toEqual([expect.objectContaining({ name: title })]);
    const offers = ld.offers as { sku: string; price: number | string }[];
    expect(offers.map((offer) => offer.sku).sort()).toEqual([`ASH-120-${tag}`, `ASH-60-${tag}`]);
    expect(shop.pageErrors(buyer)).toEqual([]);
  });
});
