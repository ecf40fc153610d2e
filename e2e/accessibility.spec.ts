import { describe, it } from 'vitest';
import { expectNoA11yViolations } from './support/a11y.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { open, visible } from './support/page.ts';
import { allProducts, firstCategoryName } from './support/shop-api.ts';

/** No serious or critical axe-core violations on the pages every shopper sees. */
describe('accessibility (axe-core)', () => {
  const shop = useBrowser();

  it('home page', async () => {
    const page = await shop.newPage();
    await open(page, '/');
    await visible(page.getByRole('region', { name: /Featured Products/i }));
    await expectNoA11yViolations(page);
  });

  it('shop page /shop/all', async () => {
    const page = await shop.newPage();
    await open(page, '/shop/all');
    await visible(page.getByRole('navigation', { name: 'Product categories' }));
    await expectNoA11yViolations(page);
  });

  it('product page', async () => {
    const product = (await allProducts()).find(
      (p) => p.stock > 0 && firstCategoryName(p) !== "Men's Wellness",
    );
    if (!product) throw new Error("the demo catalogue needs an in-stock product outside Men's Wellness");
    const page = await shop.newPage();
    await open(page, `/ProductDetailsById/${product._id}`);
    await visible(page.getByRole('heading', { level: 1, name: product.name }));
    await expectNoA11yViolations(page);
  });

  it('home page on a phone, side menu open', async () => {
    const page = await shop.newPage(PHONE);
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await visible(page.getByRole('dialog', { name: 'Menu' }));
    await expectNoA11yViolations(page);
  });
});
