import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser.ts';
import { adminAccount, adminToken, callShopApi } from './support/content.ts';
import { signIn } from './support/orders.ts';
import { open, visible } from './support/page.ts';

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
    }
    const link = admin.getByRole('link', { name: 'Download CSV' });
    const csv = await admin.request.get((await link.getAttribute('href'))!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    expect((await csv.text()).split('\r\n')[0]).toBe('email,subscribed_at');
  });
});
