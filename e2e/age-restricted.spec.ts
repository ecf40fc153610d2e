import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { apiCall, createCustomer, signIn } from './support/orders.ts';
import { open, pathIs, says, visible } from './support/page.ts';
import { type ApiProduct, allProducts } from './support/shop-api.ts';

/**
 * docs/PRODUCT.md §7.4: an age-restricted product is added to a cart only after the session's 18+ ask,
 * wherever its Add to Cart is; the answer is remembered for the session.
 */

type Product = ApiProduct & { ageRestricted: boolean };
const mensWellness = `/shop/${encodeURIComponent("Men's Wellness")}`;

/** A product card of the grid, by the product's name. */
const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) });

const cartCount = async (token: string) =>
  (await apiCall<{ itemCount: number }>('/cart/getUserCart', { token })).itemCount;

describe('age-restricted products from the shop grid', () => {
  const shop = useBrowser();
  let restricted: Product[];

  beforeAll(async () => {
    const products = (await allProducts()) as Product[];
    restricted = products.filter((product) => product.ageRestricted && product.stock >= 3);
    if (restricted.length < 2)
      throw new Error('the demo catalogue needs two age-restricted products in stock');
    // Every product of the Men's Wellness range (its main category) carries the flag, and no other.
    for (const product of products) {
      const main = product.categories[0]?.name ?? product.category?.name;
      expect(product.ageRestricted, product.name).toBe(main === "Men's Wellness");
    }
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`asks first, then adds; the next one goes straight in (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const [first, second] = restricted as [Product, Product];
      const customer = await createCustomer(javaScriptEnabled ? 'adult' : 'adultnojs');
      const page = await shop.newPage({ javaScriptEnabled });
      await signIn(page, customer);
      if (javaScriptEnabled) await open(page, mensWellness);
      else await page.goto(mensWellness);

      await card(page, first.name).getByRole('button', { name: 'Add to Cart' }).click();
      await pathIs(page, '/age-check');
      await visible(page.getByRole('heading', { level: 1, name: 'Are you over 18?' }));
      expect(await cartCount(customer.token)).toBe(0);

      // CANCEL goes back with nothing added.
      await page.getByRole('link', { name: 'CANCEL' }).click();
      await pathIs(page, "/shop/Men's Wellness");
      expect(await cartCount(customer.token)).toBe(0);

      await card(page, first.name).getByRole('button', { name: 'Add to Cart' }).click();
      await pathIs(page, '/age-check');
      await page.getByRole('button', { name: 'VERIFY AGE' }).click();
      await pathIs(page, "/shop/Men's Wellness");
      await says(page, 'Added to cart!');
      expect(await cartCount(customer.token)).toBe(1);

      // Remembered for the session: another restricted product goes in without the ask.
      await card(page, second.name).getByRole('button', { name: 'Add to Cart' }).click();
      await says(page, 'Added to cart!');
      await expect.poll(() => cartCount(customer.token)).toBe(2);
      expect(decodeURIComponent(new URL(page.url()).pathname)).toBe("/shop/Men's Wellness");
      expect(shop.pageErrors(page)).toEqual([]);
    });
  }

  it('on the product page, VERIFY AGE on the gate also lets Add to Cart in without a second ask', async () => {
    const [product] = restricted as [Product];
    const customer = await createCustomer('adultpdp');
    const page = await shop.newPage();
    await signIn(page, customer);
    await open(page, `/ProductDetailsById/${product._id}`);
    const gate = page.getByRole('dialog', { name: 'Are you over 18?' });
    await gate.getByRole('button', { name: 'VERIFY AGE' }).click();
    await expect
      .poll(async () =>
        apiCall<{ ageConfirmed: boolean }>('/cart/ageConfirmation', { token: customer.token }).then(
          (answer) => answer.ageConfirmed,
        ),
      )
      .toBe(true);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await says(page, 'Added to cart!');
    expect(await cartCount(customer.token)).toBe(1);
    // Coming back in the same session, the page no longer asks.
    await open(page, `/ProductDetailsById/${product._id}`);
    await visible(page.getByRole('heading', { level: 1, name: product.name }));
    expect(await gate.count()).toBe(0);
  });
});
