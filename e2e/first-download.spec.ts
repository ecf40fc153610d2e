import { describe, expect, inject, it } from 'vitest';
import { allProducts } from './support/shop-api.ts';

/**
 * What a product page's first screen downloads before it hydrates (docs/PERFORMANCE.md, The product
 * page without the validation library): the scripts the HTML preloads, as a browser gets them. Zod
 * names its schema classes ("$ZodObject"), so a chunk carrying it is recognisable after minifying.
 */
async function text(pathname: string): Promise<string> {
  const response = await fetch(new URL(pathname, inject('baseURL')));
  expect(response.status).toBe(200);
  return response.text();
}

async function preloads(pathname: string): Promise<string[]> {
  const html = await text(pathname);
  return [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(([, href]) => href ?? '');
}

describe('a product page’s first download', () => {
  it('carries no validation library and none of the parts under the first screen', async () => {
    const [product] = await allProducts();
    const scripts = await preloads(`/ProductDetailsById/${product!._id}`);
    expect(scripts.length).toBeGreaterThan(5);
    const withZod: string[] = [];
    for (const href of scripts) if ((await text(href)).includes('"$ZodObject"')) withZod.push(href);
    expect(withZod).toEqual([]);
    // The reviews and related products arrive as their own chunk, once hydration reaches them.
    expect(scripts.filter((href) => href.includes('below-the-fold'))).toEqual([]);
    // Nor the footer, which the shop's pages share icons with: those travel in a chunk of their own.
    for (const page of [scripts, await preloads('/shop/all'), await preloads('/login')])
      expect(page.filter((href) => href.includes('/footer-'))).toEqual([]);
    // The check itself: the sign-up page does preload the library.
    const signUp = await preloads('/login');
    const signUpTexts = await Promise.all(signUp.map((href) => text(href)));
    expect(signUpTexts.some((code) => code.includes('"$ZodObject"'))).toBe(true);
  });
});

describe('the files a page loads, as a browser caches them', () => {
  const base = () => inject('baseURL');

  it('keeps the fingerprinted scripts and styles for a year, the icons for an hour, and answers a missing one 404', async () => {
    const html = await text('/');
    const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      ([, href]) => href!,
    );
    expect(assets.length).toBeGreaterThan(3);
    for (const href of assets) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await fetch(new URL(href, base()), { headers: { 'accept-encoding': encoding } });
        expect(response.status, href).toBe(200);
        expect(response.headers.get('cache-control'), `${href} (${encoding})`).toBe(
          'public, max-age=31536000, immutable',
        );
      }
    }
    // Each encoding asked for: with br, a per-call maxAge was once lost and the icon got a year.
    for (const encoding of ['br', 'gzip', 'identity']) {
      const icon = await fetch(new URL('/favicon.ico', base()), { headers: { 'accept-encoding': encoding } });
      expect(icon.status).toBe(200);
      expect(icon.headers.get('cache-control'), encoding).toBe('public, max-age=3600');
    }

    const missing = await fetch(new URL('/assets/not-built-DEADBEEF.js', base()));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});
