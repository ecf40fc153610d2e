import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser.ts';
import { adminAccount, adminToken, callShopApi } from './support/content.ts';
import { signIn } from './support/orders.ts';
import { hidden, open, says, visible } from './support/page.ts';

/**
 * The owner edits the storefront (docs/PRODUCT.md §2.21, Storefront content): a slide's headline and the
 * marquee at /admin/storefront show on the home page; the best seller's countdown runs to the stored
 * end and is gone once it has passed. With E2E_SCREENSHOTS=<dir> the pages are saved there.
 */

interface Stored {
  content: Record<string, unknown> & { countdownEndsAt: string | null };
  version: number;
}

const screenshots = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

async function stored(): Promise<Stored> {
  const { storefront } = await callShopApi<{ storefront: Stored }>(
    'GET',
    '/admin/storefront',
    undefined,
    await adminToken(),
  );
  return storefront;
}

async function save(content: Stored['content']) {
  const { version } = await stored();
  await callShopApi('PUT', '/admin/storefront', { ...content, version }, await adminToken());
}

describe('the owner’s storefront', () => {
  const shop = useBrowser();
  let original: Stored | undefined;

  afterAll(async () => {
    // Other journeys expect the seeded storefront.
    if (original) await save({ ...original.content, countdownEndsAt: null });
  });

  it('a new slide headline and marquee text saved at /admin/storefront show on the home page', async () => {
    original = await stored();
    const admin = await shop.newPage();
    await signIn(admin, { ...adminAccount(), token: await adminToken() });
    await open(admin, '/admin/storefront');
    await admin.getByLabel('Headline').first().fill('Winter wellness week');
    // The preview draws the edited slide with the home page's banner before anything is saved.
    await visible(admin.getByText('Winter wellness week', { exact: true }));
    const marquee = admin.getByLabel('Marquee texts');
    await marquee.fill(`${await marquee.inputValue()}\nFree herbal tea sample`);
    await shot(admin, 'storefront-admin-desktop');
    await admin.getByRole('button', { name: 'Save storefront' }).first().click();
    await says(admin, 'Storefront saved: the home page shows it now');

    const page = await shop.newPage();
    await open(page, '/');
    await visible(page.getByRole('heading', { name: 'Winter wellness week' }));
    expect(await page.getByRole('region', { name: 'Our promises' }).innerText()).toContain(
      'Free herbal tea sample',
    );
    await shot(page, 'storefront-home-desktop');
    const phone = await shop.newPage(PHONE);
    await open(phone, '/');
    await visible(phone.getByRole('heading', { name: 'Winter wellness week' }));
    await shot(phone, 'storefront-home-phone');
    const phoneAdmin = await shop.newPage(PHONE);
    await signIn(phoneAdmin, { ...adminAccount(), token: await adminToken() });
    await open(phoneAdmin, '/admin/storefront');
    await shot(phoneAdmin, 'storefront-admin-phone');
  });

  it('the countdown runs to the owner’s end, and is gone once it has passed', async () => {
    const current = await stored();
    await save({ ...current.content, countdownEndsAt: new Date(Date.now() + 3 * 3600_000).toISOString() });
    const page = await shop.newPage();
    await open(page, '/');
    const timer = page.getByRole('timer');
    await visible(timer);
    // Three hours from the save, less the moments the save and the load took (a whole second shows 03:00:00).
    expect(await timer.innerText()).toMatch(/^(03:00:00|02:5\d:\d\d)$/);

    // An end a few seconds ahead: the page drops the countdown when it comes, and a new load has none.
    await save({ ...current.content, countdownEndsAt: new Date(Date.now() + 4_000).toISOString() });
    await open(page, '/');
    await visible(timer);
    await hidden(timer, 15_000);
    await open(page, '/');
    expect(await page.getByText('Offer ends in').count()).toBe(0);
  });
});
