import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { currentPath, hidden, open, pathIs, visible } from './support/page.ts';
import { allProducts, firstCategoryName } from './support/shop-api.ts';

/** docs/PRODUCT.md §2: 'Are you over 18?' with VERIFY AGE and CANCEL when the first category is Men's Wellness. */
describe("the 18+ age gate on Men's Wellness products", () => {
  const shop = useBrowser();

  async function mensProduct() {
    const mens = (await allProducts()).filter((p) => firstCategoryName(p) === "Men's Wellness");
    const found = mens.find((p) => p.stock > 0) ?? mens[0];
    if (!found) throw new Error("the demo catalogue needs a product whose first category is Men's Wellness");
    return found;
  }

  it('CANCEL goes home; on another visit VERIFY AGE clears it', async () => {
    const product = await mensProduct();
    const page = await shop.newPage();
    const gate = page.getByRole('dialog', { name: 'Are you over 18?' });

    await open(page, `/ProductDetailsById/${product._id}`);
    await visible(gate);
    await visible(gate.getByRole('button', { name: 'VERIFY AGE' }));
    await gate.getByRole('button', { name: 'CANCEL' }).click();
    await pathIs(page, '/');
    await hidden(gate);

    // Coming back asks again; this time the visitor confirms.
    await open(page, `/ProductDetailsById/${product._id}`);
    await visible(gate);
    await gate.getByRole('button', { name: 'VERIFY AGE' }).click();
    await hidden(gate);
    expect(currentPath(page)).toBe(`/ProductDetailsById/${product._id}`);
    await visible(page.getByRole('heading', { level: 1, name: product.name }));
    // Nothing covers the page any more: its own controls take clicks again.
    await page.getByRole('heading', { level: 1, name: product.name }).click({ trial: true });
  });

  it("a product outside Men's Wellness has no gate", async () => {
    const other = (await allProducts()).find((p) => firstCategoryName(p) !== "Men's Wellness");
    if (!other) throw new Error("the demo catalogue needs a product outside Men's Wellness");
    const page = await shop.newPage();
    await open(page, `/ProductDetailsById/${other._id}`);
    await visible(page.getByRole('heading', { level: 1, name: other.name }));
    expect(await page.getByRole('dialog', { name: 'Are you over 18?' }).count()).toBe(0);
  });
});
