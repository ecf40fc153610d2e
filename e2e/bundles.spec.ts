import { formatPrice } from '@shop/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { logIn } from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';
import { apiCall, type Customer, createCustomer, signIn } from './support/orders.ts';
import { open, pathIs, says, visible } from './support/page.ts';
import { type ApiProduct, allProducts, firstCategoryName } from './support/shop-api.ts';

/**
 * Bundles (docs/PRODUCT.md, Bundles): the owner builds one from variants in the console, the shopper
 * finds it on the home page, buys it as one cart line, and the order lists its components. Admin pages
 * load without JavaScript (each console page with it opens a team chat stream: e2e/admin-shell.spec.ts).
 */

const NO_JS = { javaScriptEnabled: false };

type Product = ApiProduct & { ageRestricted?: boolean; variants: { _id: string }[] };

/** In stock with room for a few bundles, and no 18+ ask in the way. */
const buyable = (product: Product) =>
  product.stock >= 10 &&
  !product.ageRestricted &&
  firstCategoryName(product) !== "Men's Wellness" &&
  product.variants.length > 0;

interface CartAnswer {
  items: { bundle?: { _id: string; name: string } | null; quantity: number }[];
}

const cartOf = (customer: Customer) => apiCall<CartAnswer>('/cart/getUserCart', { token: customer.token });

/** Fills the delivery address when the account has none yet, then pays on delivery. */
async function payOnDelivery(page: Page) {
  await open(page, '/checkout');
  const address = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  if (!(await address('Address').inputValue())) {
    await address('Address').fill('12 MG Road, Indiranagar');
    await address('City').fill('Bengaluru');
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('Karnataka');
    await address('Pincode').fill('560038');
  }
  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await pathIs(page, '/order-success');
}

describe('bundles: built by the owner, bought as one line', () => {
  const shop = useBrowser();
  let owner: Customer;
  let first: Product;
  let second: Product;
  const tag = Date.now().toString(36).toUpperCase();
  const name = `Immunity Duo ${tag}`;
  const slug = `immunity-duo-${tag.toLowerCase()}`;

  beforeAll(async () => {
    const email = inject('adminEmail');
    const password = inject('adminPassword');
    if (!email || !password) throw new Error('the e2e run needs the first admin’s e-mail and password');
    const { token } = await apiCall<{ token: string }>('/auth/login', { body: { email, password } });
    owner = { email, password, token, firstName: 'Shop', lastName: 'Admin', phone: '' };
    const products = ((await allProducts()) as Product[]).filter(buyable);
    if (products.length < 2) throw new Error('the demo catalogue needs two buyable products');
    [first, second] = products as [Product, Product];
  });

  it('owner creates a bundle → home card → bundle page → one cart line → Cash on Delivery → the order lists its components', async () => {
    // The owner builds it in the console, without JavaScript: two of the first, one of the second.
    const admin = await shop.newPage(NO_JS);
    await signIn(admin, owner);
    await admin.goto('/admin/bundles/new');
    await admin.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await admin.getByRole('textbox', { name: /Address \(slug\)/ }).fill(slug);
    await admin.locator('select[name="items.0.variantId"]').selectOption(first.variants[0]!._id);
    await admin.locator('input[name="items.0.quantity"]').fill('2');
    await admin.locator('select[name="items.1.variantId"]').selectOption(second.variants[0]!._id);
    const listPrice = first.discountPrice * 2 + second.discountPrice;
    const price = Math.floor(listPrice * 0.9);
    await admin.getByRole('textbox', { name: /Bundle price/ }).fill(String(price));
    await admin.getByRole('button', { name: 'Create bundle' }).click();
    await pathIs(admin, /^\/admin\/bundles\/[0-9a-f]{24}$/);
    await admin.goto('/admin/bundles');
    const row = admin.getByRole('row').filter({ hasText: name });
    await visible(row);
    await visible(row.getByText('In the shop'));

    // The shopper finds it on the home page and opens its page from the card.
    const customer = await createCustomer('bundle');
    const buyer = await shop.newPage();
    await signIn(buyer, customer);
    await open(buyer, '/');
    const card = buyer.getByRole('article').filter({ has: buyer.getByRole('link', { name }) });
    await visible(card);
    await card.getByRole('link', { name }).click();
    await pathIs(buyer, `/bundles/${slug}`);
    await visible(buyer.getByRole('heading', { level: 1, name }));
    await visible(buyer.getByText(formatPrice(price)).first());
    // Each component links to its product.
    const inside = buyer.getByRole('region', { name: 'What’s inside' });
    await visible(inside.getByRole('link', { name: first.name }));
    await visible(inside.getByRole('link', { name: second.name }));

    await buyer.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await says(buyer, 'Added to cart!');

    // One line, its components under it.
    await open(buyer, '/cart');
    const lines = buyer
      .getByRole('region', { name: /in your cart/ })
      .getByRole('listitem')
      .filter({
        has: buyer.getByRole('heading'),
      });
    await expect.poll(() => lines.count()).toBe(1);
    const line = lines.first();
    await visible(line.getByRole('link', { name }));
    await visible(line.getByText(`2 × ${first.name}`, { exact: false }).first());
    const { items } = await cartOf(customer);
    expect(items).toHaveLength(1);
    expect(items[0]?.bundle?.name).toBe(name);

    await payOnDelivery(buyer);
    await open(buyer, '/orders');
    await buyer.getByRole('button', { name: 'View details' }).first().click();
    await visible(buyer.getByText(first.name).first());
    await visible(buyer.getByText(second.name).first());

    expect(shop.pageErrors(admin)).toEqual([]);
    expect(shop.pageErrors(buyer)).toEqual([]);
  });

  it('Add to Cart on a bundle page works without JavaScript, a visitor through the login form', async () => {
    const { bundle } = await apiCall<{ bundle: { _id: string } }>(`/bundles/${slug}`);
    const customer = await createCustomer('bundlenojs');
    const page = await shop.newPage(NO_JS);
    await page.goto(`/bundles/${slug}`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await pathIs(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(
      `/bundles/${bundle._id}?addToCart=${bundle._id}`,
    );
    await logIn(page, customer);
    await pathIs(page, `/bundles/${bundle._id}`);
    await says(page, 'Added to cart!');

    // Signed in now: a second tap adds another, back on the same page.
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await pathIs(page, `/bundles/${bundle._id}`);
    await says(page, 'Added to cart!');
    const { items } = await cartOf(customer);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ quantity: 2, bundle: { _id: bundle._id } });

    // An unknown bundle is a 404 page.
    const missing = await page.goto('/bundles/no-such-bundle');
    expect(missing?.status()).toBe(404);
  });
});
