import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from './support/a11y.ts';
import {
  logIn,
  newAccount,
  otpFromOutbox,
  signUpByApi,
  toast,
  verifiedAccount,
  wrongCode,
} from './support/accounts.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { hidden, hydrated, open, pathIs, visible } from './support/page.ts';
import { allProducts, firstCategoryName } from './support/shop-api.ts';

// docs/PRODUCT.md §5 and §8, and the account texts of packages/shared (authMessages).
const MISSING_ALL =
  'Please fill in all required fields: First name, Last name, Username, Email, Phone, Password';
const NOT_VERIFIED = 'Please verify your email before logging in. We have sent a new code to your email.';

const searchParam = (url: string, name: string) => new URL(url).searchParams.get(name);

describe('accounts: sign-up with an e-mailed OTP, profile, logout, login and the route guards', () => {
  const shop = useBrowser();

  it('sign up → OTP from the outbox → verify → profile icon → edit the profile → log out → log in → guards', async () => {
    const account = newAccount('Asha');
    const page = await shop.newPage();
    const main = page.getByRole('main');
    const header = page.getByRole('banner');

    // One page for both modes; the toggle clears the form (docs/PRODUCT.md §2).
    await open(page, '/login');
    await main.getByLabel('Email', { exact: true }).fill(account.email);
    await main
      .getByRole('navigation', { name: 'Login or sign up' })
      .getByRole('link', { name: 'Sign up' })
      .click();
    await pathIs(page, '/signup');
    await visible(main.getByRole('heading', { level: 1, name: 'Create your account' }));
    expect(await main.getByLabel('Email', { exact: true }).inputValue()).toBe('');

    // An empty form names every missing field.
    await main.getByRole('button', { name: 'Create account' }).click();
    await visible(main.getByText(MISSING_ALL));
    const firstName = main.getByLabel('First name', { exact: true });
    expect(await firstName.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');

    await firstName.fill(account.firstName);
    await main.getByLabel('Last name', { exact: true }).fill(account.lastName);
    await main.getByLabel('Username', { exact: true }).fill(account.userName);
    await main.getByLabel('Email', { exact: true }).fill(account.email);
    // The phone keeps digits only, at most 10 (docs/PRODUCT.md §5).
    const phone = main.getByLabel('Phone', { exact: true });
    await phone.pressSequentially('98765-432109');
    expect(await phone.inputValue()).toBe(account.phone);
    await main.getByLabel('Password', { exact: true }).fill(account.password);
    await main.getByRole('button', { name: 'Create account' }).click();

    // After sign-up: the OTP page, carrying the e-mail.
    await visible(toast(page, 'Account created successfully!'));
    await pathIs(page, '/otp-verification');
    expect(searchParam(page.url(), 'email')).toBe(account.email);
    await visible(main.getByText(account.email));
    const otp = main.getByLabel('Verification code');
    expect(await otp.getAttribute('maxlength')).toBe('6');
    expect(await otp.getAttribute('inputmode')).toBe('numeric');
    expect(await otp.getAttribute('autocomplete')).toBe('one-time-code');
    // A code was just sent, so Resend waits (60 s).
    expect(await main.getByRole('button', { name: /^Resend code in \d+s$/ }).isDisabled()).toBe(true);

    const code = await otpFromOutbox(account.email);
    await otp.fill(wrongCode(code));
    await main.getByRole('button', { name: 'Verify', exact: true }).click();
    await visible(main.getByText('Invalid OTP'));
    await otp.fill(code);
    await main.getByRole('button', { name: 'Verify', exact: true }).click();
    await visible(toast(page, 'OTP verified successfully'));
    await pathIs(page, '/');

    // Signed in: the header shows the profile and cart icons instead of Login.
    const profileIcon = header.getByRole('link', { name: 'Your profile' });
    await visible(profileIcon);
    await visible(header.getByRole('link', { name: /^Cart, / }));
    expect(await header.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);

    // Profile: tabs, view mode with the role as text, edit mode with the e-mail read-only.
    await profileIcon.click();
    await pathIs(page, '/profile');
    await hydrated(page);
    await visible(main.getByRole('heading', { level: 1, name: `Hi, ${account.firstName}` }));
    for (const tab of ['Profile', 'Orders', 'Security']) await visible(main.getByRole('tab', { name: tab }));
    await visible(main.getByText('Customer', { exact: true }));
    await main.getByRole('button', { name: 'Edit profile' }).click();
    const email = main.getByLabel('Email', { exact: true });
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await email.inputValue()).toBe(account.email);
    await visible(main.getByText('Email cannot be changed'));
    await main.getByLabel('First name', { exact: true }).fill('Ashika');
    await main.getByRole('button', { name: 'Save changes' }).click();
    await visible(toast(page, 'Profile updated successfully!'));
    await visible(main.getByRole('heading', { level: 1, name: 'Hi, Ashika' }));
    await visible(main.getByRole('button', { name: 'Edit profile' }));

    // Log out: back to /login with the toast, and the header offers Login again.
    await main.getByRole('button', { name: 'Logout', exact: true }).click();
    await pathIs(page, '/login');
    await visible(toast(page, 'Logged out successfully'));
    await visible(header.getByRole('link', { name: 'Login', exact: true }));

    // A visitor on /profile goes to /login, and comes back to /profile after logging in.
    await open(page, '/profile');
    await pathIs(page, '/login');
    expect(searchParam(page.url(), 'redirectTo')).toBe('/profile');
    await logIn(page, { email: account.email, password: 'not-the-password' });
    await visible(main.getByText('Invalid email or password'));
    await logIn(page, account);
    await visible(toast(page, 'Login successful!'));
    await pathIs(page, '/profile');
    await visible(main.getByRole('heading', { level: 1, name: 'Hi, Ashika' }));

    // A signed-in user on /login, /signup or /otp-verification goes home.
    for (const path of [
      '/login',
      '/signup',
      `/otp-verification?email=${encodeURIComponent(account.email)}`,
    ]) {
      // The server answers with the redirect; no need to wait for the (heavy) home page to hydrate.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await pathIs(page, '/');
    }
  });

  it('a visitor on /profile, /dashboard or /booking is sent to /login with the way back', async () => {
    const page = await shop.newPage();
    for (const path of ['/profile', '/dashboard', '/booking']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await pathIs(page, '/login');
      expect(searchParam(page.url(), 'redirectTo')).toBe(path);
    }
    await visible(page.getByRole('main').getByRole('heading', { level: 1, name: 'Welcome back' }));

    // After logging in from /booking the person lands on /booking.
    const account = await verifiedAccount('Meera');
    await hydrated(page);
    await logIn(page, account);
    await pathIs(page, '/booking');
    await visible(page.getByRole('heading', { level: 1, name: 'Book a consultation' }));
  });

  it('the way back only ever leads to this site', async () => {
    const account = await verifiedAccount('Kavya');
    const page = await shop.newPage();
    await open(page, `/login?redirectTo=${encodeURIComponent('//evil.example/steal')}`);
    await logIn(page, account);
    await visible(toast(page, 'Login successful!'));
    await pathIs(page, '/');
    expect(new URL(page.url()).host).toBe(new URL(shop.baseURL).host);
  });

  it('logging in before verifying the e-mail leads to the OTP page, and verifying signs in', async () => {
    const account = await signUpByApi(newAccount('Ravi'));
    const page = await shop.newPage();
    await open(page, '/login');
    await logIn(page, account);
    await pathIs(page, '/otp-verification');
    expect(searchParam(page.url(), 'email')).toBe(account.email);
    const main = page.getByRole('main');
    await visible(main.getByText(NOT_VERIFIED));
    await main.getByLabel('Verification code').fill(await otpFromOutbox(account.email));
    await main.getByRole('button', { name: 'Verify', exact: true }).click();
    await visible(toast(page, 'OTP verified successfully'));
    await pathIs(page, '/');
    await visible(page.getByRole('banner').getByRole('link', { name: 'Your profile' }));
  });

  it('on a phone the side menu greets the signed-in person and logs them out', async () => {
    const account = await verifiedAccount('Lakshmi');
    const page = await shop.newPage(PHONE);
    await open(page, '/login?redirectTo=/profile');
    await logIn(page, account);
    await visible(toast(page, 'Login successful!'));
    await pathIs(page, '/profile');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await visible(menu.getByText(`Hi, ${account.firstName}`, { exact: true }));
    await menu.getByRole('button', { name: 'Logout', exact: true }).click();
    await pathIs(page, '/login');
    await hidden(menu);
    await visible(toast(page, 'Logged out successfully'));
    await visible(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }));
  });

  it('Add to Cart pressed by a visitor leads to /login and back to the product after logging in', async () => {
    const product = (await allProducts()).find(
      (p) => p.stock > 0 && firstCategoryName(p) !== "Men's Wellness",
    );
    if (!product) throw new Error("the demo catalogue needs an in-stock product outside Men's Wellness");
    const account = await verifiedAccount('Divya');
    const page = await shop.newPage();
    await open(page, `/ProductDetailsById/${product._id}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await pathIs(page, '/login');
    // The way back is the product page (the cart may add its own query to finish the add).
    expect(searchParam(page.url(), 'redirectTo')).toMatch(
      new RegExp(`^/ProductDetailsById/${product._id}($|\\?)`),
    );
    await logIn(page, account);
    await pathIs(page, `/ProductDetailsById/${product._id}`);
    await visible(page.getByRole('heading', { level: 1, name: product.name }));
  });

  it('the account pages have no serious accessibility violations, errors shown or not', async () => {
    const page = await shop.newPage();
    await open(page, '/login');
    await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
    await visible(page.getByRole('main').getByText('Email is required'));
    await expectNoA11yViolations(page);
    // /signup opens the same page in sign-up mode.
    await open(page, '/signup');
    await visible(page.getByRole('heading', { level: 1, name: 'Create your account' }));
    await page.getByRole('main').getByRole('button', { name: 'Create account' }).click();
    await visible(page.getByRole('main').getByText(MISSING_ALL));
    await expectNoA11yViolations(page);
    for (const path of [
      '/otp-verification?email=someone%40example.com&sent=signup',
      '/forgot-password',
      '/reset-password',
    ]) {
      await open(page, path);
      await expectNoA11yViolations(page);
    }

    const account = await verifiedAccount('Nisha');
    await open(page, '/login?redirectTo=/profile');
    await logIn(page, account);
    await pathIs(page, '/profile');
    await hydrated(page);
    await expectNoA11yViolations(page);
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    await visible(page.getByRole('dialog', { name: 'Delete your account?' }));
    await expectNoA11yViolations(page);
  });

  it('forgot password → the e-mailed code → a new password → log in with it', async () => {
    const account = await verifiedAccount('Anita');
    const page = await shop.newPage();
    const main = page.getByRole('main');
    await open(page, '/login');
    await main.getByRole('link', { name: 'Forgot password?' }).click();
    await pathIs(page, '/forgot-password');
    await hydrated(page);
    await main.getByLabel('Email', { exact: true }).fill(account.email);
    await main.getByRole('button', { name: 'Send reset code' }).click();
    await visible(main.getByText('If an account exists for this email, a reset code has been sent.'));
    await main.getByRole('link', { name: 'Enter the code' }).click();
    await pathIs(page, '/reset-password');
    await hydrated(page);
    expect(await main.getByLabel('Email', { exact: true }).inputValue()).toBe(account.email);
    await main.getByLabel('Reset code').fill(await otpFromOutbox(account.email, 'reset'));
    await main.getByLabel('New password', { exact: true }).fill('Neem-and-honey-7');
    await main.getByRole('button', { name: 'Set new password' }).click();
    await visible(toast(page, 'Your password has been reset. Please log in with your new password.'));
    await pathIs(page, '/login');
    await logIn(page, { email: account.email, password: account.password });
    await visible(main.getByText('Invalid email or password'));
    await logIn(page, { email: account.email, password: 'Neem-and-honey-7' });
    await visible(toast(page, 'Login successful!'));
    await pathIs(page, '/');
  });

  it('Security tab: change the password, log out of all devices, delete the account', async () => {
    const account = await verifiedAccount('Sunita');
    const page = await shop.newPage();
    const main = page.getByRole('main');
    await open(page, '/login?redirectTo=/profile');
    await logIn(page, account);
    await pathIs(page, '/profile');
    await hydrated(page);
    await main.getByRole('tab', { name: 'Security' }).click();

    await main.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await main.getByLabel('New password', { exact: true }).fill('Amla-berry-2024');
    await main.getByRole('button', { name: 'Change password' }).click();
    await visible(main.getByText('Your current password is incorrect'));
    await main.getByLabel('Current password', { exact: true }).fill(account.password);
    await main.getByLabel('New password', { exact: true }).fill('Amla-berry-2024');
    await main.getByRole('button', { name: 'Change password' }).click();
    await visible(toast(page, 'Your password has been changed. Other devices have been signed out.'));

    await main.getByRole('button', { name: 'Log out of all devices' }).click();
    await visible(toast(page, 'You have been logged out of all devices'));
    await pathIs(page, '/login');

    await open(page, '/login?redirectTo=/profile?tab=security');
    await logIn(page, { email: account.email, password: 'Amla-berry-2024' });
    await pathIs(page, '/profile');
    await hydrated(page);
    await main.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await hidden(dialog);
    await main.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await visible(toast(page, 'Your account has been deleted'));
    await pathIs(page, '/');
    await visible(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }));

    // A deleted account cannot sign in.
    await open(page, '/login');
    await logIn(page, { email: account.email, password: 'Amla-berry-2024' });
    await visible(main.getByText('Invalid email or password'));
  });
});
