import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import {
  addToCartButton,
  currentPath,
  hydrated,
  open,
  pathIs,
  productPanel,
  visible,
} from './support/page.ts';
import { type ApiProduct, allProducts, firstCategoryName, getJson } from './support/shop-api.ts';

const MENS = "Men's Wellness";

/** A product whose page shows no age gate (its first category is not Men's Wellness). */
const ungated = (p: ApiProduct) => firstCategoryName(p) !== MENS;

describe('browsing the catalogue', () => {
  const shop = useBrowser();

  it('home → a category tab of the featured carousel → a product page', async () => {
    const products = await allProducts();
    const pick = products.find((p) => p.isFeatured && p.stock > 0 && ungated(p) && p.categories.length > 0);
    if (!pick)
      throw new Error("the demo catalogue needs a featured, in-stock product outside Men's Wellness");
    const tabName = pick.categories[0]!.name;

    const page = await shop.newPage();
    await open(page, '/');
    const featured = page.getByRole('region', { name: /Featured Products/i });
    await visible(featured);
    const tab = featured.getByRole('button', { name: tabName, exact: true });
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-pressed')).toBe('true');

    // Only products of that category stay in the carousel.
    const others = products.filter((p) => p.isFeatured && !p.categories.some((c) => c.name === tabName));
    for (const other of others.slice(0, 3)) {
      expect(await featured.getByRole('link', { name: other.name, exact: true }).count()).toBe(0);
    }

    await featured.getByRole('link', { name: pick.name, exact: true }).click();
    await pathIs(page, `/ProductDetailsById/${pick._id}`);
    await visible(page.getByRole('heading', { level: 1, name: pick.name }));
    // The real rating from published reviews, not the seed's fixed stars (docs/PRODUCT.md, Reviews).
    await visible(page.getByRole('heading', { level: 2, name: 'Customer reviews' }));
  });

  it('home → Shop → a category tab → a product page', async () => {
    const categories = (await getJson<{ categories: { name: string }[] }>('/api/product/getAllCategories'))
      .categories;
    const category = categories.find((c) => c.name !== MENS);
    if (!category) throw new Error("the demo catalogue needs a category besides Men's Wellness");
    const inCategory = (
      await getJson<{ products: ApiProduct[] }>(
        `/api/product/getProductByCategories?category=${encodeURIComponent(category.name)}&limit=100`,
      )
    ).products;
    const pick = inCategory.find(ungated);
    if (!pick) throw new Error(`no product of ${category.name} to open without the age gate`);

    const page = await shop.newPage();
    await open(page, '/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shop', exact: true })
      .click();
    await pathIs(page, '/shop/all');
    await hydrated(page);

    const tabs = page.getByRole('navigation', { name: 'Product categories' });
    await visible(tabs.getByRole('link', { name: 'All', exact: true }));
    const tab = tabs.getByRole('link', { name: category.name, exact: true });
    await tab.click();
    await pathIs(page, `/shop/${category.name}`);
    await expect.poll(() => tab.getAttribute('aria-current')).toBe('page');
    await visible(page.getByRole('heading', { level: 1, name: category.name }));

    await page.getByRole('main').getByRole('link', { name: pick.name, exact: true }).first().click();
    await pathIs(page, `/ProductDetailsById/${pick._id}`);
    await visible(page.getByRole('heading', { level: 1, name: pick.name }));
    await addToCartButton(page);
  });

  it("/shop/all shows the 'Out of Stock' badge on a product with no stock", async () => {
    const soldOut = (await allProducts()).filter((p) => p.stock <= 0);
    expect(soldOut.length, 'the demo catalogue should have products at stock 0').toBeGreaterThan(0);

    const page = await shop.newPage();
    await open(page, '/shop/all');
    const grid = page.getByRole('main');
    await visible(grid.getByRole('link', { name: soldOut[0]!.name, exact: true }).first());
    await visible(grid.getByText('Out of Stock', { exact: true }).first());
    // As many badges as sold-out products on the page (the demo catalogue fits on one page).
    await expect
      .poll(() => grid.getByText('Out of Stock', { exact: true }).count())
      .toBeGreaterThanOrEqual(soldOut.length);
  });

  it("an out-of-stock product page shows 'Out of Stock' and a disabled Add to Cart button", async () => {
    const soldOut = (await allProducts()).filter((p) => p.stock <= 0);
    const pick = soldOut.find(ungated) ?? soldOut[0];
    if (!pick) throw new Error('the demo catalogue should have a product at stock 0');

    const page = await shop.newPage();
    await open(page, `/ProductDetailsById/${pick._id}`);
    await visible(page.getByRole('heading', { level: 1, name: pick.name }));
    await visible(productPanel(page).getByText('Out of Stock', { exact: true }).first());
    const button = await addToCartButton(page);
    expect(await button.isDisabled(), 'Add to Cart is disabled at stock 0').toBe(true);
  });

  it('a visitor pressing Add to Cart is sent to /login', async () => {
    const pick = (await allProducts()).find((p) => p.stock > 0 && ungated(p));
    if (!pick) throw new Error("the demo catalogue needs an in-stock product outside Men's Wellness");

    const page = await shop.newPage();
    await open(page, `/ProductDetailsById/${pick._id}`);
    const button = await addToCartButton(page);
    expect(await button.isEnabled()).toBe(true);
    await button.click();
    await pathIs(page, '/login');
  });

  it("the header search finds 'Ashwagandha KSM-66 Capsules' from the misspelled 'ashwaganda'", async () => {
    const page = await shop.newPage();
    await open(page, '/');
    const box = page.getByRole('banner').getByRole('searchbox');
    await box.first().fill('ashwaganda');
    await box.first().press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'ashwaganda');
    const hit = page
      .getByRole('main')
      .getByRole('link', { name: 'Ashwagandha KSM-66 Capsules', exact: true });
    await visible(hit.first());
    await hit.first().click();
    await pathIs(page, /^\/(ProductDetailsById|product)\/.+/);
    await visible(page.getByRole('heading', { level: 1, name: 'Ashwagandha KSM-66 Capsules' }));
    expect(currentPath(page)).toMatch(/^\/(ProductDetailsById|product)\//);
  });
});
