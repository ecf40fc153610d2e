import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from './support/a11y.ts';
import { logIn, toast } from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';
import { adminAccount, newestMailTo } from './support/content.ts';
import { hydratedHere, open, pathIs, visible } from './support/page.ts';

/** Walks the quiz answering every question with `option` (its score), then phone, name and e-mail. */
async function walkQuiz(page: Page, option: number, email: string) {
  for (let step = 0; step < 10; step += 1) {
    await visible(page.getByText(`Step ${step + 1} of 12`));
    await page.getByRole('radio').nth(option).check();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await visible(page.getByText('Step 11 of 12'));
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByRole('button', { name: 'Next' }).click();
  await visible(page.getByText('Step 12 of 12'));
  await page.getByLabel('Name').fill('Kavya Nair');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Finish' }).click();
}

describe('quiz, contact and newsletter', () => {
  const shop = useBrowser();

  it('the quiz checks each step, disables Previous on the first, and scores into the Optimal Zone', async () => {
    const page = await shop.newPage();
    await open(page, '/quiz');
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page.getByText('Please choose an answer'));
    await expectNoA11yViolations(page);
    await walkQuiz(page, 4, 'kavya.optimal@example.in');
    await visible(page.getByRole('heading', { name: 'Optimal Zone' }));
    await visible(page.getByText('10 / 10'));
    await expectNoA11yViolations(page);
    const links = page.getByRole('region', { name: 'Optimal Zone' }).getByRole('listitem').getByRole('link');
    expect(await links.count()).toBe(3);
    // Retake starts again from an empty first step.
    await page.getByRole('button', { name: 'Retake' }).click();
    await visible(page.getByText('Step 1 of 12'));
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
  });

  it('the quiz works before JavaScript (each step is a form post) and scores into the Gamma Zone', async () => {
    const page = await shop.newPage({ javaScriptEnabled: false });
    await page.goto('/quiz');
    await walkQuiz(page, 2, 'kavya.gamma@example.in');
    await visible(page.getByRole('heading', { name: 'Gamma Zone' }));
  });

  it('the quiz refuses a short phone and scores low answers into the Beta Zone', async () => {
    const page = await shop.newPage();
    await open(page, '/quiz');
    for (let step = 0; step < 10; step += 1) {
      await visible(page.getByText(`Step ${step + 1} of 12`));
      await page
        .getByRole('radio')
        .nth(step % 2)
        .check();
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByLabel('Phone').fill('  98765  ');
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page.getByText('Enter a phone number of at least 10 digits'));
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Name').fill('Kavya Nair');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Finish' }).click();
    await visible(page.getByText('Please enter a valid email address'));
    await page.getByLabel('Email').fill('kavya.beta@example.in');
    await page.getByRole('button', { name: 'Finish' }).click();
    await visible(page.getByRole('heading', { name: 'Beta Zone' }));
  });

  it('the contact form names missing fields, then sends and confirms', async () => {
    const page = await shop.newPage();
    await open(page, '/contact');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const text of ['Name is required', 'Subject is required', 'Message is required']) {
      await visible(form.getByText(text));
    }
    await expectNoA11yViolations(page);
    await form.getByLabel('Name').fill('Arjun Mehta');
    await form.getByLabel('Email').fill('arjun.mehta@example.in');
    await form.getByLabel('Subject').fill('Delivery to Pune');
    await form.getByLabel('Message').fill('Do you deliver to Pune within 3 days?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await visible(
      page
        .getByRole('status')
        .filter({ hasText: /^Message sent successfully!/ })
        .first(),
    );
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    const mail = await newestMailTo(
      'support@ayurwellness.example',
      /Subject: Contact form: Delivery to Pune/,
    );
    expect(mail).toContain('arjun.mehta@example.in');
  });

  it('subscribing from the footer e-mails a confirmation link; confirming it e-mails the unsubscribe link, which ends it', async () => {
    const page = await shop.newPage();
    await open(page, '/about');
    const email = `reader.${Date.now()}@example.in`;
    const footer = page.getByRole('contentinfo');
    // The footer hydrates after the page, once its own script has come: a Submit before that posts the
    // form without JavaScript (no-javascript.spec.ts), and the answer is a flash, not this inline text.
    await hydratedHere(footer.getByRole('button', { name: 'Submit' }));
    await footer.getByLabel('Subscribe for offers and wellness tips').fill(email);
    await footer.getByRole('button', { name: 'Submit' }).click();
    await visible(
      footer.getByText('Thank you for subscribing! Please check your inbox to confirm your subscription.'),
    );
    const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;

    const confirmation = await newestMailTo(email, /Subject: Confirm your subscription/);
    const confirmLink = /(https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+)/.exec(confirmation)?.[1];
    expect(confirmLink).toBeDefined();
    // Opening the link confirms nothing by itself (a mail scanner opens links too): the button does.
    await open(page, pathOf(confirmLink!));
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await visible(page.getByText('Your subscription is confirmed. Thank you for joining us!'));

    const welcome = await newestMailTo(email, /Subject: You are subscribed/);
    const link = /(https?:\/\/\S+\/unsubscribe\?token=[\w-]+)/.exec(welcome)?.[1];
    expect(link).toBeDefined();
    // Opening the link only asks (mail scanners open links too); Confirm ends it.
    await open(page, pathOf(link!));
    await visible(page.getByRole('heading', { name: 'Unsubscribe from the newsletter?' }));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await visible(page.getByText(/You have been unsubscribed/));

    // A made-up link says so.
    await open(page, '/newsletter/confirm?token=made-up');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await visible(page.getByText('This confirmation link is not valid. Please subscribe again.'));
  });

  it('the landing page shows the hero product at 15% off with its code, and its link puts the product in the cart', async () => {
    const page = await shop.newPage();
    await open(page, '/login');
    await logIn(page, adminAccount());
    await pathIs(page, '/');
    await open(page, '/landing');
    await visible(page.getByRole('heading', { level: 1, name: 'Ashwagandha KSM-66 Capsules' }));
    await visible(page.getByText('15% off with ASHWAGANDHA15'));
    await visible(page.getByRole('button', { name: 'Copy code' }));
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Add to cart' }).click();
    await pathIs(page, /^\/ProductDetailsById\//);
    await visible(toast(page, 'Added to cart!'));
  });
});
