import { describe, expect, inject, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser.ts';
import { adminAccount, adminToken, callShopApi } from './support/content.ts';
import { signIn } from './support/orders.ts';
import { hidden, open, visible } from './support/page.ts';

describe('the admin console: content and messages', () => {
  const shop = useBrowser();

  it('shows a contact message and marks it handled, then not handled, and it stays so', async () => {
    const subject = `Parcel question ${Date.now().toString(36)}`;
    await callShopApi('POST', '/contact/saveMessage', {
      name: 'Kavya Menon',
      email: 'kavya@example.in',
      phone: '',
      subject,
      message: 'Has my parcel left the warehouse?',
    });
    const admin = await shop.newPage();
    await signIn(admin, {
      ...adminAccount(),
      token: await adminToken(),
      firstName: 'Shop',
      lastName: 'Admin',
      phone: '',
    });
    await open(admin, '/admin/messages');
    const card = admin.getByRole('listitem', { name: subject });
    await visible(card.getByText('Has my parcel left the warehouse?'));
    await visible(card.getByText('New', { exact: true }));

    await card.getByRole('button', { name: 'Mark handled' }).click();
    await visible(card.getByText('Handled', { exact: true }));
    await visible(card.getByRole('button', { name: 'Mark not handled' }));
    await admin.reload();
    await visible(card.getByText('Handled', { exact: true }));

    await card.getByRole('button', { name: 'Mark not handled' }).click();
    await visible(card.getByText('New', { exact: true }));
    expect(shop.pageErrors(admin)).toEqual([]);
  });

  it('pages the quiz submissions with Next and Previous links that work without JavaScript', async () => {
    const tag = Date.now().toString(36);
    // One more than a page (20), newest first: the first one sent is the one left for page 2.
    for (let i = 0; i < 21; i += 1) {
      await callShopApi('POST', '/quiz/submit', {
        answers: Array(10).fill(1),
        name: `Pager ${tag} ${i}`,
        email: 'pager@example.in',
        phone: '9876543210',
      });
    }
    const admin = await shop.newPage({ javaScriptEnabled: false });
    await signIn(admin, { token: await adminToken() });
    await admin.goto('/admin/quiz');
    await visible(admin.getByRole('cell', { name: `Pager ${tag} 20` }));
    expect(await admin.getByRole('cell', { name: `Pager ${tag} 0`, exact: true }).count()).toBe(0);
    await visible(admin.getByText(/^Page 1 of \d+$/));

    await admin.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await visible(admin.getByRole('cell', { name: `Pager ${tag} 0`, exact: true }));
    expect(new URL(admin.url()).search).toBe('?page=2');
    await visible(admin.getByText(/^Page 2 of \d+$/));

    await admin.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Previous' }).click();
    await visible(admin.getByRole('cell', { name: `Pager ${tag} 20` }));
    expect(new URL(admin.url()).search).toBe('?page=1');
  });

  it('lists the sections and downloads the newsletter CSV with the admin’s session', async () => {
    const admin = await shop.newPage(PHONE);
    await signIn(admin, {
      ...adminAccount(),
      token: await adminToken(),
      firstName: 'Shop',
      lastName: 'Admin',
      phone: '',
    });
    for (const [path, heading] of [
      ['/admin/quiz', 'Quiz submissions'],
      ['/admin/blog', 'Blog'],
      ['/admin/newsletter', 'Newsletter'],
    ] as const) {
      await open(admin, path);
      await visible(admin.getByRole('heading', { level: 2, name: heading }));
      // On a phone the sections are in the console's menu, the current one marked.
      await admin.getByRole('button', { name: 'Open menu' }).click();
      const tab = admin
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: heading.split(' ')[0], exact: true });
      await visible(tab);
      expect(await tab.getAttribute('aria-current')).toBe('page');
      await admin.keyboard.press('Escape');
      await hidden(tab);
    }
    const link = admin.getByRole('link', { name: 'Download CSV' });

    // The dashboard's sales chart fills its card's width (no letterbox) and its day labels stay legible.
    await open(admin, '/admin');
    const chart = admin.getByRole('img', { name: /Revenue per day/ });
    // The bars span the chart's whole width: the first starts at its left edge, the last ends at its right.
    const edges = await chart.evaluate((svg) => {
      const box = svg.getBoundingClientRect();
      const bars = [...svg.querySelectorAll('rect')].map((rect) => rect.getBoundingClientRect());
      return { left: bars[0]!.left - box.left, right: box.right - bars.at(-1)!.right, width: box.width };
    });
    expect(edges.width).toBeGreaterThan(250);
    expect(edges.left).toBeLessThan(edges.width / 30);
    expect(edges.right).toBeLessThan(edges.width / 30);
    const label = admin.locator('figure [aria-hidden="true"] span').first();
    expect(
      await label.evaluate((span) => Number.parseFloat(getComputedStyle(span).fontSize)),
    ).toBeGreaterThanOrEqual(12);
    await open(admin, '/admin/newsletter');

    const csv = await admin.request.get((await link.getAttribute('href'))!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    expect((await csv.text()).split('\r\n')[0]).toBe('email,subscribed_at');
  });

  it('edits a promo code’s percent in the browser, and the API still refuses the stale version', async () => {
    const token = await adminToken();
    const code = `EDIT${Date.now().toString(36).toUpperCase()}`;
    const { promoCode: promo } = await callShopApi<{ promoCode: { id: string; version: number } }>(
      'POST',
      '/admin/promo-codes',
      { code, percent: 10, description: 'Monsoon offer' },
      token,
    );
    const admin = await shop.newPage();
    await signIn(admin, { ...adminAccount(), token, firstName: 'Shop', lastName: 'Admin', phone: '' });
    await open(admin, '/admin/promo-codes');
    const row = admin.getByRole('row').filter({ hasText: code });
    await visible(row.getByRole('cell', { name: '10 %' }));

    await row.getByRole('button', { name: `Edit ${code}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Edit ${code}` });
    await visible(dialog);
    // The shared schema names the field in the browser before anything is sent.
    await dialog.getByLabel('Percent off').fill('150');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(dialog.getByText('percent is at most 100'));
    await dialog.getByLabel('Percent off').fill('25');
    await dialog.getByLabel('Uses per customer').fill('2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(row.getByRole('cell', { name: '25 %' }));

    // Someone else saves while the dialog is open: the save is refused and the form shows their values.
    await row.getByRole('button', { name: `Edit ${code}` }).click();
    await visible(dialog);
    await callShopApi(
      'PATCH',
      `/admin/promo-codes/${promo.id}`,
      { version: promo.version + 1, percent: 30 },
      token,
    );
    await dialog.getByLabel('Percent off').fill('40');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(dialog.getByText('Someone else changed this meanwhile', { exact: false }));
    await expect.poll(() => dialog.getByLabel('Percent off').inputValue()).toBe('30');
    await dialog.getByLabel('Percent off').fill('25');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(row.getByRole('cell', { name: '25 %' }));

    const stale = await fetch(new URL(`/api/admin/promo-codes/${promo.id}`, inject('baseURL')), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ version: promo.version, percent: 5 }),
    });
    expect(stale.status).toBe(409);
    const { promoCodes } = await callShopApi<{
      promoCodes: { code: string; percent: number; maxUsesPerCustomer: number }[];
    }>('GET', '/admin/promo-codes', undefined, token);
    await admin.reload();
    await visible(admin.getByRole('row').filter({ hasText: code }).getByRole('cell', { name: '25 %' }));
    expect(promoCodes.find((each) => each.code === code)).toMatchObject({
      percent: 25,
      maxUsesPerCustomer: 2,
    });
    expect(shop.pageErrors(admin)).toEqual([]);
  });
});
