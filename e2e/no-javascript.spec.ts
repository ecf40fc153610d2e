import { formatPrice } from '@shop/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './support/accounts.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { adminToken, callShopApi, createOwnProduct } from './support/content.ts';
import { apiCall, type Customer, createCustomer, fillCart, signIn } from './support/orders.ts';
import { addToCartButton, currentPath, hidden, hydrated, pathIs, says, visible } from './support/page.ts';
import { type ApiProduct, allProducts, firstCategoryName } from './support/shop-api.ts';

/**
 * "No dead taps": every storefront action works as plain HTML, before the page is hydrated and with
 * JavaScript off (docs/ARCHITECTURE.md, Web app patterns: a form to the route's action, a redirect
 * back with a flash, enhanced by a fetcher once JavaScript runs).
 */

const NO_JS = { javaScriptEnabled: false };
const promoCode = 'WELCOME10';

/** In stock with room for more, and no age gate in the way (first category not Men's Wellness). */
const buyable = (product: ApiProduct) =>
  product.stock >= 5 && firstCategoryName(product) !== "Men's Wellness";

type CartLine = { productId: { _id: string }; quantity: number };
const cartOf = async (customer: Customer) =>
  apiCall<{ items: CartLine[]; totals: { totalPrice: number } }>('/cart/getUserCart', {
    token: customer.token,
  });

/** The header's cart link, which names the number of units in the cart. */
const cartLink = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });

describe('no dead taps: the storefront without JavaScript', () => {
  const shop = useBrowser();
  let products: ApiProduct[];

  beforeAll(async () => {
    products = (await allProducts()).filter(buyable);
    if (products.length < 2) throw new Error('the demo catalogue needs two buyable products');
  });

  it('a visitor adds to cart through the login form, changes the cart, applies and removes a promo code, pays on delivery', async () => {
    const [first, second] = products as [ApiProduct, ApiProduct];
    const customer = await createCustomer('nojs');
    const page = await shop.newPage(NO_JS);

    // Add to Cart as a visitor: the login form, then back on the product, which is added.
    await page.goto(`/ProductDetailsById/${first._id}`);
    await (await addToCartButton(page)).click();
    await pathIs(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(
      `/ProductDetailsById/${first._id}?addToCart=${first._id}`,
    );
    await logIn(page, customer);
    await pathIs(page, `/ProductDetailsById/${first._id}`);
    expect(new URL(page.url()).search).toBe('');
    await says(page, 'Added to cart!');
    await visible(cartLink(page, 1));

    // Add to Cart on a product card of the shop's grid: back on the same page, counted.
    await page.goto('/shop/all');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: second.name }) });
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await pathIs(page, '/shop/all');
    await says(page, 'Added to cart!');
    await visible(cartLink(page, 2));

    // The cart: + raises a line to 2, the line total and the summary follow; − on a single unit removes it.
    await page.goto('/cart');
    const lines = page.getByRole('region', { name: /in your cart/ }).getByRole('listitem');
    await visible(lines.filter({ hasText: first.name }));
    await page.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
    await pathIs(page, '/cart');
    const firstLine = lines.filter({ hasText: first.name });
    await visible(firstLine.getByText(formatPrice(first.discountPrice * 2), { exact: true }));
    expect(await page.getByRole('spinbutton', { name: `Quantity of ${first.name}` }).inputValue()).toBe('2');
    await visible(page.getByRole('heading', { name: '3 items in your cart' }));
    await page
      .getByRole('button', { name: `Remove ${second.name}`, exact: true })
      .first()
      .click();
    await says(page, 'Item removed from cart');
    await hidden(lines.filter({ hasText: second.name }));
    await visible(cartLink(page, 2));
    const cart = await cartOf(customer);
    expect(cart.items.map((item) => [item.productId._id, item.quantity])).toEqual([[first._id, 2]]);
    // The summary's subtotal and total, as the server priced them.
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    expect(await summary.getByText(formatPrice(cart.totals.totalPrice), { exact: true }).count()).toBe(2);

    // The checkout's promo box: applied (the box locked, the total discounted), then removed.
    await page.getByRole('link', { name: 'Checkout' }).click();
    await pathIs(page, '/checkout');
    await page.getByRole('textbox', { name: 'Promo code' }).fill(promoCode.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await says(page, `${promoCode} applied! You got 10% off.`);
    expect(new URL(page.url()).searchParams.get('promo')).toBe(promoCode);
    const priced = await apiCall<{ totals: { totalPrice: number } }>('/promo/apply', {
      body: { code: promoCode },
      token: customer.token,
    });
    expect(await page.getByTestId('checkout-total').textContent()).toContain(
      formatPrice(priced.totals.totalPrice, {}),
    );
    expect(await page.getByTestId('original-total').textContent()).toContain(
      formatPrice(cart.totals.totalPrice, {}),
    );
    expect(await page.getByRole('textbox', { name: 'Promo code' }).getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: `Remove ${promoCode}` }).click();
    await says(page, 'Promo code removed');
    expect(currentPath(page)).toBe('/checkout');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByTestId('original-total').count()).toBe(0);
    expect(await page.getByTestId('checkout-total').textContent()).toContain(
      formatPrice(cart.totals.totalPrice, {}),
    );

    // Applied again, then Cash on Delivery: the delivery form (the browser checks its boxes) places
    // the order with the code and opens the thank-you page.
    await page.getByRole('textbox', { name: 'Promo code' }).fill(promoCode);
    await page.getByRole('button', { name: 'Apply' }).click();
    await says(page, `${promoCode} applied! You got 10% off.`);
    expect(await page.getByRole('button', { name: 'Pay Now' }).isDisabled()).toBe(true);
    const box = (name: string) => page.getByRole('textbox', { name, exact: true });
    await box('Address').fill('12 MG Road, Indiranagar');
    await box('City').fill('Bengaluru');
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('Karnataka');
    await box('Pincode').fill('560038');
    await page.getByRole('button', { name: 'Cash on Delivery' }).click();
    await pathIs(page, '/order-success');
    await visible(page.getByRole('heading', { level: 1, name: 'Thank You!' }));
    await visible(cartLink(page, 0));
    const { orders } = await apiCall<{ orders: { couponCode: string | null; totalPrice: number }[] }>(
      '/order/getMyOrders',
      { token: customer.token },
    );
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ couponCode: promoCode, totalPrice: priced.totals.totalPrice });

    // Cancel Order is a link to a confirmation (:target) whose plain form posts to /orders.
    await page.goto('/orders');
    await page.getByRole('link', { name: 'Cancel Order' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Cancel this order?' });
    await visible(confirmation);
    await confirmation.getByRole('textbox', { name: 'Reason (optional)' }).fill('Ordered twice');
    await confirmation.getByRole('button', { name: 'Yes, cancel order' }).click();
    await says(page, 'Your order has been cancelled.');
    expect(currentPath(page)).toBe('/orders');
    const after = await apiCall<{ orders: { orderStatus: string }[] }>('/order/getMyOrders', {
      token: customer.token,
    });
    expect(after.orders[0]?.orderStatus).toBe('cancelled');
  });

  it('searches with the header form', async () => {
    const [product] = products as [ApiProduct];
    const page = await shop.newPage(NO_JS);
    await page.goto('/about');
    const search = page.getByRole('search', { name: 'Site search' }).first();
    await search.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
    await search.getByRole('button', { name: 'Search' }).click();
    await pathIs(page, '/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe(product.name);
    await visible(page.getByRole('main').getByRole('link', { name: product.name }).first());
  });

  it('sorts the shop with Apply, and the FAQ opens one answer at a time', async () => {
    const page = await shop.newPage(NO_JS);
    await page.goto('/shop');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    await visible(page.getByRole('combobox', { name: 'Sort by' }));

    await page.goto('/faqs');
    const answers = page.getByRole('main').locator('details');
    expect(await answers.count()).toBeGreaterThan(2);
    expect(await answers.nth(0).getAttribute('open')).not.toBeNull();
    await answers.nth(2).locator('summary').click();
    expect(await answers.nth(2).getAttribute('open')).not.toBeNull();
    expect(await answers.nth(0).getAttribute('open')).toBeNull();
    await answers.nth(2).locator('summary').click();
    expect(await answers.nth(2).getAttribute('open')).toBeNull();
  });

  it('the home page’s featured tabs show one category’s products, and the offers move on', async () => {
    const products = await allProducts();
    const pick = products.find((p) => p.isFeatured && p.categories.length > 0);
    if (!pick) throw new Error('the demo catalogue needs a featured product with a category');
    const category = pick.categories[0]!;
    const page = await shop.newPage(NO_JS);
    await page.goto('/');
    const featured = page.getByRole('region', { name: /Featured Products/i });
    await featured.getByRole('button', { name: category.name, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('featured') === category._id);
    const tab = page
      .getByRole('region', { name: /Featured Products/i })
      .getByRole('button', { name: category.name, exact: true });
    expect(await tab.getAttribute('aria-pressed')).toBe('true');
    await visible(
      page
        .getByRole('region', { name: /Featured Products/i })
        .getByRole('link', { name: pick.name, exact: true }),
    );
    const others = products.filter((p) => p.isFeatured && !p.categories.some((c) => c._id === category._id));
    for (const other of others.slice(0, 3)) {
      expect(await featured.getByRole('link', { name: other.name, exact: true }).count()).toBe(0);
    }

    // The offers carousel's Next shows the next offer.
    const offers = page.getByRole('region', { name: 'Offers' });
    const shown = () => offers.locator('[role="group"]:not([inert])').getAttribute('aria-label');
    expect(await shown()).toMatch(/^1 of \d+$/);
    await offers.getByRole('button', { name: 'Next slide' }).click();
    await page.waitForURL((url) => url.searchParams.get('slide') === '2');
    expect(await shown()).toMatch(/^2 of \d+$/);
  });

  it('on a 375 px phone the side menu opens, closes and takes the shopper where they choose', async () => {
    const page = await shop.newPage({ ...PHONE, ...NO_JS });
    await page.goto('/');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await hidden(menu);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await visible(menu);
    await expect.poll(async () => Math.round((await menu.boundingBox())?.x ?? -999)).toBe(0);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await hidden(menu);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await visible(menu);
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await pathIs(page, '/about');
    await hidden(menu);
  });

  it('signed in on a phone, the side menu greets and logs out', async () => {
    const customer = await createCustomer('nojsmenu');
    const page = await shop.newPage({ ...PHONE, ...NO_JS });
    await signIn(page, customer);
    await page.goto('/shop/all');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await visible(menu.getByText(`Hi, ${customer.firstName}`, { exact: true }));
    await menu.getByRole('button', { name: 'Logout', exact: true }).click();
    await pathIs(page, '/login');
    await says(page, 'Logged out successfully');
    await visible(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }));
  });

  it("the age gate's VERIFY AGE and CANCEL work as links and forms", async () => {
    const mens = (await allProducts()).find((p) => firstCategoryName(p) === "Men's Wellness");
    if (!mens) throw new Error("the demo catalogue needs a product whose first category is Men's Wellness");
    const page = await shop.newPage(NO_JS);
    const gate = page.getByRole('dialog', { name: 'Are you over 18?' });
    await page.goto(`/ProductDetailsById/${mens._id}`);
    await gate.getByRole('button', { name: 'CANCEL' }).click();
    await pathIs(page, '/');
    await page.goto(`/ProductDetailsById/${mens._id}`);
    await gate.getByRole('button', { name: 'VERIFY AGE' }).click();
    await hidden(gate);
    expect(new URL(page.url()).searchParams.get('age')).toBe('verified');
    await visible(page.getByRole('heading', { level: 1, name: mens.name }));
  });

  it('a refused sign-up or login comes back with what was typed, never the password', async () => {
    const page = await shop.newPage(NO_JS);
    const main = page.getByRole('main');
    const field = (label: string) => main.getByLabel(label, { exact: true });
    const stamp = Date.now().toString(36);
    const typed = {
      'First name': 'Kavya',
      'Last name': 'Nair',
      Username: `kavya.${stamp}`,
      Email: `kavya.${stamp}@example.in`,
      // Without JavaScript nothing keeps the number to ten digits: the action refuses it.
      Phone: '12345',
    };
    await page.goto('/signup');
    for (const [label, value] of Object.entries(typed)) await field(label).fill(value);
    await field('Password').fill('a-long-enough-password');
    await main.getByRole('button', { name: 'Create account' }).click();
    await pathIs(page, '/signup');
    await visible(main.getByText('Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9').first());
    for (const [label, value] of Object.entries(typed)) expect(await field(label).inputValue()).toBe(value);
    expect(await field('Password').inputValue()).toBe('');

    const customer = await createCustomer('nojs-login');
    await page.goto('/login');
    await field('Email').fill(customer.email);
    await field('Password').fill('not-the-password');
    await main.getByRole('button', { name: 'Login' }).click();
    await visible(main.getByText('Invalid email or password').first());
    expect(await field('Email').inputValue()).toBe(customer.email);
    expect(await field('Password').inputValue()).toBe('');
  });

  it('the contact form sends and says so; the footer subscribes', async () => {
    const page = await shop.newPage(NO_JS);
    await page.goto('/contact');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
    await form.getByLabel('Name').fill('Meera Iyer');
    await form.getByLabel('Email').fill('meera.iyer@example.in');
    await form.getByLabel('Subject').fill('Without JavaScript');
    await form.getByLabel('Message').fill('Does the shop work on my old phone?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await pathIs(page, '/contact');
    await visible(page.getByRole('status').filter({ hasText: /^Message sent successfully!/ }));

    const footer = page.getByRole('contentinfo');
    await footer
      .getByLabel('Subscribe for offers and wellness tips')
      .fill(`reader.nojs.${Date.now()}@example.in`);
    await footer.getByRole('button', { name: 'Submit' }).click();
    await pathIs(page, '/contact');
    await says(page, 'Thank you for subscribing! Please check your inbox to confirm your subscription.');
  });
});

/**
 * Holds the page's framework chunk (React, React Router) back until the returned function is called,
 * so the page cannot hydrate before then, however fast this machine is.
 */
async function holdFramework(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/framework-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('no dead taps: before the page has hydrated', () => {
  const shop = useBrowser();

  it('on a throttled phone, a tap on Add to Cart before hydration adds the product', async () => {
    const product = (await allProducts()).find(buyable);
    if (!product) throw new Error('the demo catalogue needs a buyable product');
    const customer = await createCustomer('early');
    await fillCart(customer, []);
    const page = await shop.newPage(PHONE);
    await signIn(page, customer);

    // A slow phone on a slow network (4× CPU, 150 ms, 1.6 Mbit/s down)…
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    // …whose framework chunk is held back until the tap, so the page cannot hydrate before it.
    const release = await holdFramework(page);

    await page.goto(`/ProductDetailsById/${product._id}`, { waitUntil: 'commit' });
    const button = await addToCartButton(page);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await button.click();
    // The browser posted the form itself (a navigation), not a script.
    const request = await posted;
    expect(request.isNavigationRequest()).toBe(true);
    expect(new URL(request.url()).pathname).toBe('/cart');
    release();

    await pathIs(page, `/ProductDetailsById/${product._id}`);
    await says(page, 'Added to cart!');
    const cart = await cartOf(customer);
    expect(cart.items.map((item) => [item.productId._id, item.quantity])).toEqual([[product._id, 1]]);
    await visible(cartLink(page, 1));
  });

  it('a quantity typed into the cart before hydration is the one Enter sends once the page has hydrated', async () => {
    const product = await createOwnProduct('Early Triphala', { stock: 20 });
    const customer = await createCustomer('typist');
    await fillCart(customer, [{ productId: product.id, quantity: 1 }]);
    const page = await shop.newPage(PHONE);
    await signIn(page, customer);
    const release = await holdFramework(page);

    await page.goto('/cart', { waitUntil: 'commit' });
    const box = page.getByRole('spinbutton', { name: `Quantity of ${product.name}` });
    await box.fill('3');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
    release();
    await hydrated(page);
    // The cart's lines hydrate in a pass of their own after the page's shell, and the renders that
    // follow would put the server's 1 back over the typing: give them time to happen.
    await page.waitForTimeout(1_000);
    expect(await box.inputValue()).toBe('3');

    await box.press('Enter');
    await expect.poll(async () => (await cartOf(customer)).items.map((item) => item.quantity)).toEqual([3]);
    await visible(cartLink(page, 3));
  });
});

/**
 * The console is built for a hydrated page, but a form posted before hydration or without JavaScript
 * still does its work and tells the owner so: the same answerForm ending as the storefront's.
 */
describe('the console without JavaScript', () => {
  const shop = useBrowser();

  it('a category added says so; a second one of the same name is refused on the page', async () => {
    const page = await shop.newPage(NO_JS);
    await signIn(page, { token: await adminToken() });
    await page.goto('/admin/categories');
    const name = `Rasayana ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'New category' }).fill(name);
    await page.getByRole('button', { name: 'Add category' }).click();
    await pathIs(page, '/admin/categories');
    await says(page, 'Category added');
    // Each category is a row with its name in its Rename box.
    const rows = page.locator(`li input[name="name"][value="${name}"]`);
    await visible(rows);

    await page.getByRole('textbox', { name: 'New category' }).fill(name);
    await page.getByRole('button', { name: 'Add category' }).click();
    await pathIs(page, '/admin/categories');
    // Refused in place, with the API's reason, the name still in its box, and no second row.
    await says(page, 'A category with this name already exists');
    expect(await rows.count()).toBe(1);
    expect(await page.getByRole('textbox', { name: 'New category' }).inputValue()).toBe(name);

    // A row's Rename to a name taken is refused on that row, the name typed still in its box.
    const taken = `Medhya ${Date.now().toString(36)}`;
    await callShopApi('POST', '/admin/categories', { name: taken }, await adminToken());
    // The row is found by its category's id: its name box changes.
    const id = await rows
      .locator('xpath=ancestor::li[1]')
      .locator('input[name="id"]')
      .first()
      .getAttribute('value');
    const row = page.locator('li').filter({ has: page.locator(`input[name="id"][value="${id}"]`) });
    await row.locator('input[name="name"]').fill(taken);
    await row.getByRole('button', { name: 'Rename' }).click();
    await pathIs(page, '/admin/categories');
    await visible(row.getByText('A category with this name already exists'));
    expect(await row.locator('input[name="name"]').inputValue()).toBe(taken);
  });

  it('a promo code refused on the page keeps what was typed in every box', async () => {
    const page = await shop.newPage(NO_JS);
    await signIn(page, { token: await adminToken() });
    await page.goto('/admin/promo-codes');
    const box = (name: string) => page.getByRole('textbox', { name, exact: true });
    const typed = {
      Code: promoCode,
      'Percent off': '15',
      Description: 'Diwali week',
      'Uses per customer': '2',
    };
    for (const [name, value] of Object.entries(typed)) await box(name).fill(value);
    await page.getByRole('button', { name: 'Create code' }).click();
    await pathIs(page, '/admin/promo-codes');
    await visible(page.getByText(`The code ${promoCode} already exists`).first());
    for (const [name, value] of Object.entries(typed)) expect(await box(name).inputValue()).toBe(value);
  });

  it("a button-only form's refusal comes back as a flash: Delete on a category with a product, Switch off from a stale page", async () => {
    const token = await adminToken();
    const name = `Medhya ${Date.now().toString(36)}`;
    const { category } = await callShopApi<{ category: { id: string } }>(
      'POST',
      '/admin/categories',
      { name },
      token,
    );
    const product = await createOwnProduct('Brahmi Vati', { stock: 3, categoryIds: [category.id] });
    const page = await shop.newPage(NO_JS);
    await signIn(page, { token });
    await page.goto('/admin/categories');
    const row = page
      .getByRole('listitem')
      .filter({ has: page.locator(`input[name="name"][value="${name}"]`) });
    await row.getByRole('button', { name: 'Delete' }).click();
    await pathIs(page, '/admin/categories');
    // The API's reason, which the page itself has no place for, and the category is still there.
    await says(page, `“${name}” still has 1 product: move them to another category first, then delete it.`);
    await visible(row.getByRole('textbox', { name: 'Name (1 products)' }));
    // Leave nothing behind: the product leaves the category, then the category and the product go.
    const { product: saved } = await callShopApi<{ product: { version: number } }>(
      'GET',
      `/admin/products/${product.id}`,
      undefined,
      token,
    );
    await callShopApi(
      'PATCH',
      `/admin/products/${product.id}`,
      { version: saved.version, categoryIds: [] },
      token,
    );
    await callShopApi('DELETE', `/admin/categories/${category.id}`, undefined, token);
    await callShopApi('DELETE', `/admin/products/${product.id}`, undefined, token);

    const code = `NOJS${Date.now().toString(36).toUpperCase()}`;
    const { promoCode: promo } = await callShopApi<{ promoCode: { id: string; version: number } }>(
      'POST',
      '/admin/promo-codes',
      { code, percent: 10 },
      token,
    );
    await page.goto('/admin/promo-codes');
    // Someone else saves the code after the page was made: its Switch off posts an old version.
    await callShopApi(
      'PATCH',
      `/admin/promo-codes/${promo.id}`,
      { version: promo.version, percent: 12 },
      token,
    );
    const promoRow = page.getByRole('row').filter({ hasText: code });
    await promoRow.getByRole('button', { name: 'Switch off' }).click();
    await pathIs(page, '/admin/promo-codes');
    await says(
      page,
      'Someone else changed this meanwhile. The current values are shown: redo your change on them.',
    );
    await visible(promoRow.getByRole('cell', { name: '12 %' }));
    await visible(promoRow.getByRole('button', { name: 'Switch off' }));
  });
});
