import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** A person to sign up; every field unique per call, so journeys never collide (nor do parallel runs). */
export interface NewAccount {
  firstName: string;
  lastName: string;
  userName: string;
  email: string;
  phone: string;
  password: string;
}

let counter = 0;
export function newAccount(firstName = 'Asha'): NewAccount {
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${(counter++).toString(36)}`;
  return {
    firstName,
    lastName: 'Verma',
    userName: `${firstName.toLowerCase()}_${id}`.slice(0, 30),
    email: `${firstName.toLowerCase()}.${id}@example.com`,
    phone: '9876543210',
    password: 'Tulsi-leaf-42',
  };
}

/** The outbox folder of the shop under test (the harness provides its DATA_DIR). */
function outboxDir(): string {
  const dataDir = inject('dataDir');
  if (!dataDir) {
    throw new Error(
      "The e-mail outbox is unknown: with E2E_BASE_URL, set E2E_DATA_DIR to that shop's DATA_DIR",
    );
  }
  return path.join(dataDir, 'outbox');
}

function filesIn(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => path.join(dir, name));
  } catch {
    return [];
  }
}

/** The 6-digit code of the newest sign-up or reset e-mail to `email`, or undefined while none has arrived. */
function newestCode(email: string, subject: RegExp): string | undefined {
  // Outbox files are named by their ISO time, so the name orders them.
  const files = filesIn(outboxDir()).sort((a, b) => path.basename(b).localeCompare(path.basename(a)));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const headers = text.slice(0, text.indexOf('\n\n'));
    if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(headers)) continue;
    if (!subject.test(headers)) continue;
    const code = /Your code: (\d{6})/.exec(text)?.[1];
    if (code) return code;
  }
  return undefined;
}

/** Waits (polling the outbox, no fixed sleep) for the newest OTP e-mailed to `email`. */
export async function otpFromOutbox(email: string, kind: 'signup' | 'reset' = 'signup'): Promise<string> {
  const subject = kind === 'signup' ? /^Subject: .*verification code/im : /^Subject: .*password reset code/im;
  let code: string | undefined;
  await expect
    .poll(
      () => {
        code = newestCode(email, subject);
        return code;
      },
      { timeout: 20_000, interval: 200, message: `no ${kind} code e-mailed to ${email} in the outbox` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** A six-digit code that is not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** POST JSON to the shop's API (no cookie, so no Origin check), failing loudly on a non-2xx answer. */
async function postApi(pathname: string, body: unknown): Promise<unknown> {
  const response = await fetch(new URL(`/api${pathname}`, inject('baseURL')), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${pathname} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** An account created through the API, its e-mail not yet verified. */
export async function signUpByApi(account: NewAccount = newAccount()): Promise<NewAccount> {
  await postApi('/auth/generate-signup-otp', account);
  return account;
}

/** An account created and verified through the API, ready to log in with. */
export async function verifiedAccount(firstName = 'Priya'): Promise<NewAccount> {
  const account = await signUpByApi(newAccount(firstName));
  await postApi('/auth/verify-signup-otp', { email: account.email, otp: await otpFromOutbox(account.email) });
  return account;
}

/** A toast (react-hot-toast renders each as a status region) with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
}

/** Fills the login form of the page and submits it. */
export async function logIn(page: Page, account: Pick<NewAccount, 'email' | 'password'>): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}
