import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';

/** The first admin's sign-in, as the harness started the shop with it. */
export function adminAccount(): { email: string; password: string } {
  const email = inject('adminEmail');
  const password = inject('adminPassword');
  if (!email || !password)
    throw new Error(
      'The admin sign-in is unknown: with E2E_BASE_URL, set E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD',
    );
  return { email, password };
}

/** A JSON call to the shop's API with a bearer token; fails loudly on a non-2xx answer. */
export async function callShopApi<T>(
  method: string,
  pathname: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(new URL(`/api${pathname}`, inject('baseURL')), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The admin's bearer token, from POST /auth/login. */
let adminSession: Promise<string> | null = null;

/**
 * The admin's session token, one login per test file: the shop allows 10 logins in 15 minutes per account
 * (accounts.limits.ts), and the whole browser suite signs the admin in more often than that.
 */
export function adminToken(): Promise<string> {
  adminSession ??= callShopApi<{ token: string }>('POST', '/auth/login', adminAccount()).then(
    ({ token }) => token,
    (error: unknown) => {
      adminSession = null;
      throw error;
    },
  );
  return adminSession;
}

/**
 * A product of the test's own, made by the admin API: no other file running at the same time buys it
 * or changes its stock. Its name carries a tag, so runs against one shop never collide.
 */
export async function createOwnProduct(
  name: string,
  fields: { stock: number; description?: string; pricePaise?: number; categoryIds?: string[] },
): Promise<{ id: string; name: string }> {
  const tagged = `${name} ${Date.now().toString(36).toUpperCase()}`;
  const { product } = await callShopApi<{ product: { id: string } }>(
    'POST',
    '/admin/products',
    {
      name: tagged,
      brand: 'Ayur Roots',
      description: fields.description ?? 'Sixty tablets.',
      pricePaise: fields.pricePaise ?? 29900,
      discountPricePaise: null,
      stock: fields.stock,
      hsnCode: '30049011',
      gstRateBp: 1200,
      categoryIds: fields.categoryIds ?? [],
    },
    await adminToken(),
  );
  return { id: product.id, name: tagged };
}

/** The text of the newest e-mail to `email` whose subject matches, polled until it arrives. */
export async function newestMailTo(email: string, subject: RegExp, containing?: string): Promise<string> {
  const dir = path.join(inject('dataDir'), 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(dir).filter((name) => name.endsWith('.eml'));
          } catch {
            return [];
          }
        })().sort((a, b) => b.localeCompare(a));
        for (const file of files) {
          const text = readFileSync(path.join(dir, file), 'utf8');
          const headers = text.slice(0, text.indexOf('\n\n'));
          const to = new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im');
          if (to.test(headers) && subject.test(headers)) {
            // Bodies are quoted-printable: join soft line breaks and decode =XX escapes.
            const decoded = text
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
            // Two e-mails of one kind can be on their way: wait for the one that says this.
            if (containing !== undefined && !decoded.includes(containing)) continue;
            found = decoded;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, interval: 200, message: `no e-mail to ${email} in the outbox` },
    )
    .toBe(true);
  return found!;
}

/** A 64×36 PNG, small enough to upload quickly and large enough for the image pipeline. */
export const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAkCAIAAAC2bqvFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAaElEQVR4nO2SQQkAQRDDKqdiT1hkrYf7hIFCBKSh4etpohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXpFdqHeJbsAGVK/ILlQ95G8e02pcxBuTTckAAAAASUVORK5CYII=',
  'base64',
);
