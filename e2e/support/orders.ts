import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject, vi } from 'vitest';

/** A signed-up, verified customer of the shop under test, with the session token the API gave it. */
export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  token: string;
}

const baseURL = () => inject('baseURL');

/** A JSON call to the shop's API, as a customer (bearer token) or anonymously; fails loudly on non-2xx. */
export async function apiCall<T>(
  pathname: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(new URL(`/api${pathname}`, baseURL()), {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} /api${pathname} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/**
 * Where the shop under test writes its e-mails: DATA_DIR/outbox. The harness may provide `dataDir`;
 * E2E_DATA_DIR names it for a shop started by hand; otherwise every fresh temporary DATA_DIR the
 * harness creates (shop-data-*) is searched; the recipient's unique address picks the right mail.
 */
function outboxes(): string[] {
  const provided = (inject as (key: string) => unknown)('dataDir') ?? process.env.E2E_DATA_DIR;
  if (typeof provided === 'string' && provided) return [path.join(provided, 'outbox')];
  const tmp = os.tmpdir();
  return readdirSync(tmp)
    .filter((name) => name.startsWith('shop-data-'))
    .map((name) => path.join(tmp, name, 'outbox'))
    .filter((dir) => existsSync(dir));
}

/** The 6-digit code of the newest sign-up e-mail sent to `email` (the mail worker sends it soon after). */
async function signupOtp(email: string): Promise<string> {
  const to = new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi');
  return vi.waitFor(
    () => {
      for (const dir of outboxes()) {
        const files = readdirSync(dir)
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .reverse();
        for (const file of files) {
          // Quoted-printable soft line breaks ("=\n") could split the code.
          const text = readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '');
          const code = to.test(text) ? /Your code: (\d{6})/.exec(text)?.[1] : undefined;
          if (code) return code;
        }
      }
      throw new Error(`no sign-up e-mail to ${email} in ${outboxes().join(', ') || 'any outbox'}`);
    },
    { timeout: 15_000, interval: 200 },
  );
}

/** Signs a new customer up through the API (OTP read from the outbox) and returns its session token. */
export async function createCustomer(label = 'buyer'): Promise<Customer> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const customer = {
    firstName: 'Priya',
    lastName: 'Sharma',
    email: `${label}.${unique}@example.com`,
    phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    password: 'Ayurveda#2026',
  };
  await apiCall('/auth/generate-signup-otp', {
    body: { ...customer, userName: `${label}${unique}`.slice(0, 30) },
  });
  const otp = await signupOtp(customer.email);
  const { token } = await apiCall<{ token: string }>('/auth/verify-signup-otp', {
    body: { email: customer.email, otp },
  });
  return { ...customer, token };
}

/** Puts a session's cookie in the page's browser context: the page is signed in as its account. */
export async function signIn<Account extends Pick<Customer, 'token'>>(
  page: Page,
  customer: Account,
): Promise<void> {
  await page
    .context()
    .addCookies([
      { name: 'shop_session', value: customer.token, url: baseURL(), httpOnly: true, sameSite: 'Lax' },
    ]);
}

/** Empties the customer's cart and fills it with these products (one call each). */
export async function fillCart(customer: Customer, lines: { productId: string; quantity: number }[]) {
  await apiCall('/cart/cart', { method: 'DELETE', token: customer.token });
  for (const line of lines) {
    await apiCall('/cart/addToCart', { body: { ...line, mode: 'add' }, token: customer.token });
  }
}
