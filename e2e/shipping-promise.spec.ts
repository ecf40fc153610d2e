import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser.ts';
import { adminToken, callShopApi } from './support/content.ts';
import { metaContent, open } from './support/page.ts';

/**
 * The shop's shipping promise follows the owner's rules (docs/PRODUCT.md, the shop's shipping
 * promise): the header strip, the banner and the marquee on a desktop and 375 px wide. With
 * E2E_SCREENSHOTS=<dir> the header is also saved there, desktop and phone.
 */

interface Settings {
  flatPaise: number;
  freeAbovePaise: number | null;
  codFeePaise: number;
  codMaxPaise: number | null;
  cutoffHour: number;
  holidays: string[];
  version: number;
}

const screenshots = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  await page.locator('header').screenshot({ path: path.join(screenshots, `${name}.png`) });
}

async function saveRules(rules: Partial<Omit<Settings, 'version'>>): Promise<Settings> {
  const token = await adminToken();
  const { settings } = await callShopApi<{ settings: Settings }>(
    'GET',
    '/admin/shipping/settings',
    undefined,
    token,
  );
  const { updatedAt: _, ...current } = settings as Settings & { updatedAt: string };
  await callShopApi('PUT', '/admin/shipping/settings', { ...current, ...rules }, token);
  return settings;
}

/** The strip above the header, as the visitor reads it (hidden spans left out). */
const strip = (page: Page) => page.locator('header > p').first().innerText();

describe('the shipping promise follows the owner’s rules', () => {
  const shop = useBrowser();
  let original: Settings | undefined;

  afterAll(async () => {
    // Other journeys expect the shop's rules as they were (free everywhere for a new shop).
    await callShopApi('POST', '/admin/shipping/pincodes', 'pincode,cod,days\n', await adminToken());
    if (original) {
      const { flatPaise, freeAbovePaise, codFeePaise, codMaxPaise, cutoffHour, holidays } = original;
      await saveRules({ flatPaise, freeAbovePaise, codFeePaise, codMaxPaise, cutoffHour, holidays });
    }
  });

  it('a new shop promises free shipping across India and Cash on Delivery, as it always did', async () => {
    original = await saveRules({ flatPaise: 0, freeAbovePaise: null, codFeePaise: 0 });
    const page = await shop.newPage();
    await open(page, '/');
    expect(await strip(page)).toBe('Free shipping across India · Cash on Delivery available');
    expect(await page.getByText('Free shipping across India', { exact: true }).count()).toBeGreaterThan(0);
    expect(await metaContent(page, 'description')).toContain(
      'with free shipping across India and Cash on Delivery.',
    );
    await shot(page, 'promise-free-desktop');
    const phone = await shop.newPage(PHONE);
    await open(phone, '/');
    expect(await strip(phone)).toBe('Free shipping · Cash on Delivery');
    await shot(phone, 'promise-free-phone');
  });

  it('a flat charge promises delivery, and the home page nowhere says free shipping', async () => {
    await saveRules({ flatPaise: 4900, freeAbovePaise: null, codFeePaise: 2500 });
    const page = await shop.newPage();
    await open(page, '/');
    expect(await strip(page)).toBe('Delivery across India · Cash on Delivery available');
    expect(await page.locator('body').innerText()).not.toMatch(/free shipping/i);
    expect(await metaContent(page, 'description')).toContain(
      'with delivery across India and Cash on Delivery.',
    );
    await shot(page, 'promise-flat-desktop');
    const phone = await shop.newPage(PHONE);
    await open(phone, '/');
    expect(await strip(phone)).toBe('Delivery across India · Cash on Delivery');
    // The strip stays one line at 375 px.
    const box = await phone.locator('header > p').first().boundingBox();
    expect(box!.height).toBeLessThan(32);
    await shot(phone, 'promise-flat-phone');
  });

  it('free above a value names it, and Cash on Delivery goes once no pincode offers it', async () => {
    await saveRules({ flatPaise: 4900, freeAbovePaise: 49_900 });
    await callShopApi('POST', '/admin/shipping/pincodes', 'pincode,cod,days\n1,no,3\n', await adminToken());
    const page = await shop.newPage();
    await open(page, '/');
    expect(await strip(page)).toBe('Free shipping above ₹499');
    expect(await page.getByRole('region', { name: 'Our promises' }).innerText()).not.toContain(
      'Cash on Delivery',
    );
    await shot(page, 'promise-above-desktop');
    const phone = await shop.newPage(PHONE);
    await open(phone, '/');
    expect(await strip(phone)).toBe('Free shipping above ₹499');
    await shot(phone, 'promise-above-phone');
  });
});
