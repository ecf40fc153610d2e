import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from './support/a11y.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { adminAccount, adminToken } from './support/content.ts';
import { apiCall, createCustomer, signIn } from './support/orders.ts';
import { hidden, open, visible } from './support/page.ts';

describe('live chat between a customer and the team', () => {
  const shop = useBrowser();

  async function adminPage() {
    const admin = await shop.newPage();
    await signIn(admin, {
      ...adminAccount(),
      token: await adminToken(),
      firstName: 'Shop',
      lastName: 'Admin',
      phone: '',
    });
    return admin;
  }

  it('shows a visitor a sign-in prompt and WhatsApp, and no footer', async () => {
    const page = await shop.newPage(PHONE);
    await open(page, '/chat');
    await visible(page.getByRole('heading', { level: 1, name: 'Chat with an expert' }));
    await visible(page.getByRole('link', { name: 'Sign in to chat' }));
    await visible(page.getByRole('link', { name: /WhatsApp/ }).first());
    expect(await page.locator('footer').count()).toBe(0);
    await expectNoA11yViolations(page);
  });

  it('carries messages, typing and Seen both ways at once, and keeps the history', async () => {
    const unique = Date.now().toString(36);
    const customer = await createCustomer('chat');
    const page = await shop.newPage(PHONE);
    await signIn(page, customer);
    await open(page, '/chat');
    await visible(page.getByText('Live', { exact: true }));
    expect(await page.locator('footer').count()).toBe(0);

    const question = `Which herbs help with sleep? ${unique}`;
    await page.getByRole('textbox', { name: 'Message' }).fill(question);
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await visible(page.getByRole('list', { name: 'Messages' }).getByText(question));

    // The team's side, in a second browser: the badge counts the new conversation, the inbox lists it.
    const admin = await adminPage();
    await open(admin, '/admin/chat');
    await visible(admin.getByTestId('chat-unread'));
    await admin.getByRole('link', { name: new RegExp(unique) }).click();
    await visible(admin.getByRole('list', { name: 'Messages' }).getByText(question));
    await visible(admin.getByRole('complementary', { name: 'Customer' }).getByText(customer.email));
    // The team opened it: the customer sees "Seen" without reloading.
    await visible(page.getByTestId('seen'));
    await visible(admin.getByText('Live', { exact: true }));

    // Typing is a best-effort signal (not stored, sent at most every 3 s): on a slow machine the first
    // one can go before the team's page listens, so the customer keeps typing until the team sees it.
    await expect
      .poll(
        async () => {
          await page.getByRole('textbox', { name: 'Message' }).pressSequentially('a');
          return admin.getByText('The customer is typing…').isVisible();
        },
        { timeout: 30_000, interval: 3_500 },
      )
      .toBe(true);
    await page.getByRole('textbox', { name: 'Message' }).fill('');

    const answer = `Try ashwagandha with warm milk at night, see https://example.com/sleep ${unique}`;
    await admin.getByRole('textbox', { name: 'Reply' }).fill(answer);
    await admin.getByRole('button', { name: 'Send' }).click();
    const arrived = page.getByRole('list', { name: 'Messages' }).getByText(/Try ashwagandha/);
    await visible(arrived);
    const link = page.getByRole('link', { name: 'https://example.com/sleep' });
    expect(await link.getAttribute('rel')).toContain('noopener');
    // The customer's page read it: the team sees "Seen".
    await visible(admin.getByTestId('seen'));

    const followUp = `How long before it works? ${unique}`;
    await page.getByRole('textbox', { name: 'Message' }).fill(followUp);
    await page.getByRole('button', { name: 'Send' }).click();
    await visible(admin.getByRole('list', { name: 'Messages' }).getByText(followUp));

    await admin.getByRole('button', { name: 'Mark resolved' }).click();
    await visible(admin.getByRole('button', { name: 'Reopen' }));

    // The whole history comes back on reload, rendered on the server.
    await page.reload({ waitUntil: 'domcontentloaded' });
    for (const text of [question, followUp]) {
      await visible(page.getByRole('list', { name: 'Messages' }).getByText(text));
    }
    await expectNoA11yViolations(page);
    await expectNoA11yViolations(admin);
    await hidden(page.getByText('Connecting…'));
    expect(shop.pageErrors(page)).toEqual([]);
    expect(shop.pageErrors(admin)).toEqual([]);
  });

  it('turns an open chat into the sign-in prompt when its session is logged out elsewhere', async () => {
    const customer = await createCustomer('chatout');
    const page = await shop.newPage(PHONE);
    await signIn(page, customer);
    await open(page, '/chat');
    await visible(page.getByText('Live', { exact: true }));
    // The same session logs out from another tab or device: the server ends the page's stream.
    await apiCall('/auth/logout', { body: {}, token: customer.token });
    await visible(page.getByRole('link', { name: 'Sign in to chat' }));
    await hidden(page.getByRole('textbox', { name: 'Message' }));
    expect(shop.pageErrors(page)).toEqual([]);
  });
});
