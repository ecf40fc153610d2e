import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser.ts';
import { adminAccount, adminToken } from './support/content.ts';
import { apiCall, type Customer, createCustomer, signIn } from './support/orders.ts';
import { hidden, open, pathIs, says, visible } from './support/page.ts';

/**
 * The admin console is its own place (docs/PRODUCT.md, Admin console): its own shell, with the
 * sections in a sidebar on a desktop and a menu on a phone, and none of the shop's chrome.
 */

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const NO_JS = { javaScriptEnabled: false };

/** Every section of the console, as its sidebar names it, with the heading its page shows. */
const sections = [
  ['Dashboard', '/admin', 'Dashboard'],
  ['Products', '/admin/products', 'Products'],
  ['Categories', '/admin/categories', 'Categories'],
  ['Orders', '/admin/orders', 'Orders'],
  ['Shipping', '/admin/shipping', 'Shipping'],
  ['Promo codes', '/admin/promo-codes', 'Promo codes'],
  ['Customers', '/admin/customers', 'Customers'],
  ['Messages', '/admin/messages', 'Messages'],
  ['Consultations', '/admin/consultations', 'Consultations'],
  ['Chat', '/admin/chat', 'Chat'],
  ['Quiz', '/admin/quiz', 'Quiz submissions'],
  ['Newsletter', '/admin/newsletter', 'Newsletter'],
  ['Blog', '/admin/blog', 'Blog'],
] as const;

/** None of the shop's frame: header (which holds the free-shipping strip), footer, WhatsApp button. */
async function noShopChrome(page: Page) {
  expect(await page.getByRole('banner').count()).toBe(0);
  expect(await page.getByText(/Free shipping across India/).count()).toBe(0);
  expect(await page.getByRole('contentinfo').count()).toBe(0);
  expect(await page.getByRole('link', { name: /WhatsApp/ }).count()).toBe(0);
}

describe('the admin console’s own shell', () => {
  const shop = useBrowser();
  let owner: Pick<Customer, 'token' | 'email'>;

  beforeAll(async () => {
    owner = { token: await adminToken(), email: adminAccount().email };
  });

  it('on a desktop: a sidebar that links every section, no shop chrome, the way back to the shop and Logout', async () => {
    const admin = await shop.newPage(DESKTOP);
    await signIn(admin, owner);
    await open(admin, '/admin');
    const sidebar = admin.getByRole('complementary', { name: 'Admin console' });
    const nav = sidebar.getByRole('navigation', { name: 'Admin' });
    await visible(nav);
    // The sidebar is at the left edge, always shown; the phone's menu button is not.
    expect(Math.round((await sidebar.boundingBox())?.x ?? -1)).toBe(0);
    await hidden(admin.getByRole('button', { name: 'Open menu' }));
    await visible(sidebar.getByText(owner.email, { exact: true }));

    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    for (const [label, path, heading] of sections) {
      expect(hrefs).toContain(path);
      await nav.getByRole('link', { name: label, exact: true }).click();
      await pathIs(admin, path);
      await expect
        .poll(() => nav.getByRole('link', { name: label, exact: true }).getAttribute('aria-current'))
        .toBe('page');
      // The page itself (the dashboard's heading is for screen readers only).
      await admin
        .getByRole('main')
        .getByRole('heading', { level: 2, name: heading, exact: true })
        .waitFor({ state: 'attached' });
      await noShopChrome(admin);
    }
    // A page loaded afresh (server-rendered) has no shop chrome either.
    await open(admin, '/admin/orders');
    await noShopChrome(admin);
    expect(admin.url()).not.toContain('#');

    await sidebar.getByRole('link', { name: /Back to the shop/ }).click();
    await pathIs(admin, '/');
    await visible(admin.getByRole('banner'));
    await visible(admin.getByRole('banner').getByRole('link', { name: 'Admin console' }));

    expect(shop.pageErrors(admin)).toEqual([]);

    // Logout ends a session of its own (the other tests keep theirs).
    const { token } = await apiCall<{ token: string }>('/auth/login', { body: adminAccount() });
    const leaving = await shop.newPage(DESKTOP);
    await signIn(leaving, { token });
    await open(leaving, '/admin/products');
    await leaving
      .getByRole('complementary', { name: 'Admin console' })
      .getByRole('button', { name: 'Logout', exact: true })
      .click();
    await pathIs(leaving, '/login');
    await says(leaving, 'Logged out successfully');
  });

  it('the account menus link to the console for an admin only; a customer is refused it in the shop’s frame', async () => {
    const customer = await createCustomer('noconsole');
    const desktop = await shop.newPage(DESKTOP);
    await signIn(desktop, customer);
    await open(desktop, '/shop/all');
    await visible(desktop.getByRole('banner').getByRole('link', { name: 'Your profile' }));
    expect(await desktop.getByRole('link', { name: 'Admin console' }).count()).toBe(0);
    const small = await shop.newPage(PHONE);
    await signIn(small, customer);
    await open(small, '/profile');
    // Not in the page at all, the closed side menu included (its account links are there, hidden).
    expect(await small.locator('#mobile-menu form[action="/logout"]').count()).toBe(1);
    expect(await small.locator('a[href="/admin"]').count()).toBe(0);

    const buyer = await shop.newPage(DESKTOP);
    await signIn(buyer, customer);
    const refused = await open(buyer, '/admin/orders');
    expect(refused?.status()).toBe(403);
    await visible(buyer.getByRole('heading', { name: 'Admins only' }));
    await visible(buyer.getByRole('banner'));
    expect(await buyer.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);

    // The admin finds it in the header on a desktop and in the side menu on a phone.
    const desk = await shop.newPage(DESKTOP);
    await signIn(desk, owner);
    await open(desk, '/shop/all');
    await desk.getByRole('banner').getByRole('link', { name: 'Admin console' }).click();
    await pathIs(desk, '/admin');
    await visible(desk.getByRole('navigation', { name: 'Admin' }));

    // On a phone, in the side menu (opened here as without JavaScript: the menu button's #mobile-menu).
    const phone = await shop.newPage({ ...PHONE, ...NO_JS });
    await signIn(phone, owner);
    await phone.goto('/profile');
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Admin console' }).click();
    await pathIs(phone, '/admin');
  });

  it('on a 375 px phone no section of the console scrolls sideways', async () => {
    // The server's pages, without JavaScript: no page opens the team's chat stream, whose opens are
    // limited per account (the chat journey's own stream must still open).
    const admin = await shop.newPage({ ...PHONE, ...NO_JS });
    await signIn(admin, owner);
    await admin.goto('/admin');
    // Every section the menu links (closed, so read from the markup), a new one as soon as it is there.
    const paths = await admin
      .locator('nav[aria-label="Admin"] a')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(paths.length).toBeGreaterThan(sections.length);
    for (const path of paths) {
      await admin.goto(path);
      const width = await admin.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
  });

  it('on a 375 px phone without JavaScript the menu opens, closes and takes the admin to a section', async () => {
    const admin = await shop.newPage({ ...PHONE, ...NO_JS });
    await signIn(admin, owner);
    await admin.goto('/admin');
    await noShopChrome(admin);
    const nav = admin.getByRole('navigation', { name: 'Admin' });
    await hidden(nav);
    await visible(admin.getByRole('link', { name: 'View shop' }));

    await admin.getByRole('button', { name: 'Open menu' }).click();
    await visible(nav);
    const sidebar = admin.getByRole('complementary', { name: 'Admin console' });
    await expect.poll(async () => Math.round((await sidebar.boundingBox())?.x ?? -999)).toBe(0);
    await sidebar.getByRole('button', { name: 'Close menu' }).click();
    await hidden(nav);

    await admin.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Orders', exact: true }).click();
    await pathIs(admin, '/admin/orders');
    await hidden(nav);
    await visible(admin.getByRole('heading', { level: 2, name: 'Orders' }));
  });

  it('on a 375 px phone with JavaScript the menu opens as a dialog-like panel and closes on choosing a section', async () => {
    const admin = await shop.newPage(PHONE);
    await signIn(admin, owner);
    await open(admin, '/admin/orders');
    const nav = admin.getByRole('navigation', { name: 'Admin' });
    await hidden(nav);
    await admin.getByRole('button', { name: 'Open menu' }).click();
    await visible(nav);
    await admin.keyboard.press('Escape');
    await hidden(nav);
    await admin.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Products', exact: true }).click();
    await pathIs(admin, '/admin/products');
    await hidden(nav);
    await visible(admin.getByRole('heading', { level: 2, name: 'Products' }));
    expect(admin.url()).not.toContain('#');
    expect(shop.pageErrors(admin)).toEqual([]);
  });
});
