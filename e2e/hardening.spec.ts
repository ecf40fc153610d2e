import net from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { createCustomer, signIn } from './support/orders.ts';
import { addToCartButton, hydrated, open, visible } from './support/page.ts';
import { findProduct, firstCategoryName } from './support/shop-api.ts';

/** The one-process server as a stranger meets it: raw HTTP, and a browser where a page must still work. */
const baseURL = () => inject('baseURL');

/**
 * Sends a request head, then `chunks` as the body (chunked when no content-length is given), over a raw
 * socket, and answers the status the server replied with. The server may answer and close before the
 * whole body is sent: that is the point of a limit, so write errors are expected and ignored.
 */
function rawPost(path: string, headers: Record<string, string>, chunks: string[]): Promise<number> {
  const url = new URL(path, baseURL());
  const chunked = !('content-length' in headers);
  const head = [
    `POST ${url.pathname} HTTP/1.1`,
    `host: ${url.host}`,
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...(chunked ? ['transfer-encoding: chunked'] : []),
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    let received = '';
    socket.on('data', (data) => {
      received += data.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      if (status) resolve(Number(status));
      else reject(new Error(`no HTTP answer (got ${JSON.stringify(received.slice(0, 80))})`));
    });
    socket.write(`${head}\r\n\r\n`);
    // A chunk every few milliseconds, as a real upload arrives, so the answer is read as soon as it comes
    // (a server closing on unread data resets the connection, which can swallow an answer not yet read).
    const pump = async () => {
      for (const chunk of chunks) {
        if (socket.destroyed || received) return;
        socket.write(chunked ? `${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n` : chunk);
        await new Promise((next) => setTimeout(next, 5));
      }
      if (chunked && !socket.destroyed) socket.write('0\r\n\r\n');
    };
    void pump();
  });
}

describe('every path under /api answers JSON in the error shape', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/anything'],
    ['DELETE', '/api/no/such/thing'],
    ['GET', '/api'],
  ])('%s %s is a JSON 404', async (method, path) => {
    const response = await fetch(new URL(path, baseURL()), { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({
      statusCode: 404,
      error: 'Not Found',
      code: 'ROUTE_NOT_FOUND',
    });
  });

  it('a known path with the wrong method is a JSON 405 with Allow', async () => {
    const response = await fetch(new URL('/api/product/getAllCategories', baseURL()), { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toMatchObject({ statusCode: 405, code: 'METHOD_NOT_ALLOWED' });
  });
});

describe('page form posts are bounded', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('refuses a huge declared body with 413 before reading it', async () => {
    const status = await rawPost('/login', { ...form, 'content-length': String(5 * 1024 ** 3) }, [
      'intent=login&email=',
    ]);
    expect(status).toBe(413);
  });

  it('refuses a streamed body without a length once it passes the limit', async () => {
    const chunks = Array.from({ length: 64 }, () => `email=${'a'.repeat(16 * 1024)}`);
    expect(await rawPost('/login', form, chunks)).toBe(413);
  });

  it('still accepts an ordinary form post', async () => {
    const body = new URLSearchParams({ intent: 'login', email: 'nobody@example.in', password: 'not-it-123' });
    const response = await fetch(new URL('/login', baseURL()), {
      method: 'POST',
      body,
      headers: { origin: baseURL() },
      redirect: 'manual',
    });
    expect(response.status).toBeLessThan(500);
    expect(response.status).not.toBe(413);
  });
});

describe('the error page', () => {
  it('keeps the footer: products, categories, support phone and e-mail', async () => {
    const response = await fetch(new URL('/about', baseURL()), {
      method: 'POST',
      body: new URLSearchParams({ anything: '1' }),
      headers: { origin: baseURL() },
    });
    expect(response.status).toBe(405);
    const html = await response.text();
    expect(html).toContain('Something went wrong');
    expect(html).toMatch(/href="tel:\+?\d{10,}"/);
    expect(html).toMatch(/href="mailto:[^"@]+@[^"]+"/);
    expect(html).toMatch(/href="\/shop\/[^"]+"/);
    expect(html).toMatch(/href="\/ProductDetailsById\/[^"]+"/);
  });
});

describe('Content-Security-Policy with a per-request nonce', () => {
  const shop = useBrowser();

  const scriptSources = (policy: string) =>
    policy
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('script-src '));

  it("allows no inline script but the page's own, with a new nonce on every page", async () => {
    const [first, second] = await Promise.all([
      fetch(new URL('/', baseURL())),
      fetch(new URL('/', baseURL())),
    ]);
    const policies = [first, second].map((response) => response.headers.get('content-security-policy') ?? '');
    const nonces = policies.map((policy) => /'nonce-([^']+)'/.exec(scriptSources(policy) ?? '')?.[1]);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(nonces[1]).toBeDefined();
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const policy of policies) expect(scriptSources(policy)).not.toContain("'unsafe-inline'");

    const html = await first.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1] ?? '')
      .filter((attributes) => !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes));
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonces[0]}"`);

    const api = await fetch(new URL('/api/health', baseURL()));
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    // A page carries the headers meant for documents; a JSON answer does not.
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(api.headers.get('referrer-policy')).toBeNull();
  });

  it('pages still hydrate and work with no policy violation: add to cart, the toast, the cart', async () => {
    const customer = await createCustomer('csp');
    const product = await findProduct(
      'an in-stock product without the age gate',
      (p) => p.stock > 0 && firstCategoryName(p) !== "Men's Wellness",
    );
    const page = await shop.newPage();
    const violations: string[] = [];
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
        );
      });
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await signIn(page, customer);
    await open(page, `/ProductDetailsById/${product._id}`);
    await (await addToCartButton(page)).click();
    await visible(page.getByText('Added to cart!'));
    await open(page, '/cart');
    await visible(page.getByRole('link', { name: product.name }).first());
    await hydrated(page);
    const recorded = await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    );
    expect([...violations, ...recorded]).toEqual([]);
  });

  it('the API docs page lists the operations under its own policy with no violation', async () => {
    const page = await shop.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/api/docs');
    await page.locator('.opblock').first().waitFor();
    expect(await page.locator('.opblock').count()).toBeGreaterThan(50);
    expect(violations).toEqual([]);
  });
});
