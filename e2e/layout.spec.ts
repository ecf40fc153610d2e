import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser.ts';
import { hidden, open, pathIs, visible } from './support/page.ts';
import { allCategories, allProducts, firstCategoryName } from './support/shop-api.ts';

describe('header, side menu, footer, chat button and 404', () => {
  const shop = useBrowser();

  it('on a 375 px wide screen the side menu opens from the hamburger and closes on an outside click and on choosing a link', async () => {
    const page = await shop.newPage(PHONE);
    await open(page, '/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    // The desktop navigation is not shown on a phone.
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);

    await menuButton.click();
    await visible(menu);
    // It slides in from the left edge and comes to rest there.
    await expect.poll(async () => Math.round((await menu.boundingBox())?.x ?? -999)).toBe(0);
    const box = (await menu.boundingBox())!;
    // Until the menu's code is in, CSS opens it (docs/ARCHITECTURE.md, Web app patterns); then it says so.
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('true');
    await visible(menu.getByRole('link', { name: 'Login', exact: true }));

    // A tap beside the panel (on the dimmed page) closes it.
    const right = Math.min(370, Math.round(box.x + box.width + 20));
    await page.mouse.click(right, 400);
    await hidden(menu);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

    // Choosing a link navigates and closes it.
    await menuButton.click();
    await visible(menu);
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await pathIs(page, '/about');
    await hidden(menu);
  });

  it('home, shop and product pages fit a 375 px wide screen (no sideways scrolling, no zoomed-out page)', async () => {
    const product = (await allProducts()).find(
      (p) => p.stock > 0 && firstCategoryName(p) !== "Men's Wellness",
    );
    const page = await shop.newPage(PHONE);
    const problems: string[] = [];
    for (const path of ['/', '/shop/all', `/ProductDetailsById/${product?._id}`]) {
      await open(page, path);
      const { width, culprits } = await page.evaluate(() => {
        const scrollWidth = document.documentElement.scrollWidth;
        // The elements whose right edge makes the page that wide name the bug.
        const found = [...document.querySelectorAll('body *')]
          .filter((element) => Math.abs(element.getBoundingClientRect().right - scrollWidth) < 2)
          .slice(0, 4)
          .map(
            (element) =>
              `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> (position ${getComputedStyle(element).position}) in <${element.parentElement?.tagName.toLowerCase()} class="${element.parentElement?.getAttribute('class') ?? ''}">`,
          );
        return { width: scrollWidth, culprits: found };
      });
      if (width > 375)
        problems.push(`${path} is ${width} px wide; widest: ${culprits.join('; ') || 'unknown'}`);
    }
    expect(problems, 'pages wider than the phone').toEqual([]);
  });

  it('the WhatsApp chat button opens wa.me with a prefilled message', async () => {
    const page = await shop.newPage();
    await open(page, '/');
    const chat = page.getByRole('link', { name: /WhatsApp/i });
    await visible(chat);
    const href = await chat.getAttribute('href');
    const url = new URL(href ?? '');
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toMatch(/^\/\d{10,15}$/);
    expect(url.searchParams.get('text') ?? '').toMatch(/medical services/i);
    // Fixed at the bottom right of the screen.
    const box = await chat.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 60);
    expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 60);
  });

  it('the footer lists the categories from the server, each linking to its shop page', async () => {
    const categories = await allCategories();
    expect(categories.length).toBeGreaterThanOrEqual(6);
    const page = await shop.newPage();
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    const heading = footer.getByRole('heading', { name: 'Categories', exact: true });
    await visible(heading);
    const links = heading.locator('xpath=following-sibling::*[1]').getByRole('link');
    await expect.poll(() => links.allTextContents()).toEqual(categories.map((c) => c.name));
    for (const [index, category] of categories.entries()) {
      const href = await links.nth(index).getAttribute('href');
      expect(decodeURIComponent(href ?? '')).toBe(`/shop/${category.name}`);
    }
    await links.first().click();
    await pathIs(page, `/shop/${categories[0]!.name}`);
    await visible(page.getByRole('heading', { level: 1, name: categories[0]!.name }));
  });

  it('an unknown address shows the 404 page with status 404', async () => {
    const page = await shop.newPage();
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await visible(page.getByRole('heading', { level: 1, name: 'Page not found' }));
    // Header and footer are still there to find a way back.
    await visible(page.getByRole('banner'));
    await visible(page.getByRole('link', { name: 'Go to Home' }));
  });

  it('an unknown product id is a 404 too', async () => {
    const page = await shop.newPage();
    const response = await page.goto('/ProductDetailsById/no-such-product');
    expect(response?.status()).toBe(404);
    await visible(page.getByRole('heading', { level: 1, name: 'Page not found' }));
  });
});
