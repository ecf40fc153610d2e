// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backTo, flashCookie, isDocumentRequest, takeFlash } from './flash.server';

const request = (headers: Record<string, string>, url = 'http://shop.test/cart') =>
  new Request(url, { method: 'POST', headers });

describe('isDocumentRequest', () => {
  it("is a browser's own navigation (a form posted without JavaScript), not React Router's fetch", () => {
    expect(isDocumentRequest(request({ 'sec-fetch-mode': 'navigate', accept: 'text/html' }))).toBe(true);
    expect(isDocumentRequest(request({ 'sec-fetch-mode': 'cors', accept: '*/*' }))).toBe(false);
    expect(isDocumentRequest(request({ 'sec-fetch-mode': 'same-origin', accept: 'text/html' }))).toBe(false);
  });

  it('falls back on the Accept header where the browser sends no Sec-Fetch-Mode', () => {
    expect(isDocumentRequest(request({ accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' }))).toBe(
      true,
    );
    expect(isDocumentRequest(request({ accept: '*/*' }))).toBe(false);
    expect(isDocumentRequest(request({}))).toBe(false);
  });
});

describe('takeFlash', () => {
  it('reads the note once and clears it', () => {
    const cookie = flashCookie({ tone: 'success', text: 'Cart cleared' });
    expect(cookie).toMatch(/^shop_flash=[^;\s]+; Path=\/; Max-Age=60; HttpOnly; SameSite=Lax$/);
    const taken = takeFlash(request({ cookie: `shop_session=abc; ${cookie.split(';')[0]}; other=1` }));
    expect(taken.flash).toEqual({ tone: 'success', text: 'Cart cleared' });
    expect(taken.headers?.get('set-cookie')).toBe('shop_flash=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
  });

  it('finds nothing without the cookie, and clears one it cannot read', () => {
    expect(takeFlash(request({ cookie: 'shop_session=abc' }))).toEqual({ flash: null });
    const junk = takeFlash(request({ cookie: 'shop_flash=%3Cscript%3E' }));
    expect(junk.flash).toBeNull();
    expect(junk.headers?.get('set-cookie')).toContain('Max-Age=0');
  });
});

describe('backTo', () => {
  it('goes back to the page named by the form, path and query', () => {
    expect(backTo(request({}), '/shop/all?page=2', '/cart')).toBe('/shop/all?page=2');
  });

  it('never leaves the site: another host, //host and backslashes are ignored', () => {
    for (const back of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'cart']) {
      expect(backTo(request({}), back, '/cart')).toBe('/cart');
    }
  });

  it("uses this site's Referer when the form names no page, else the fallback", () => {
    expect(backTo(request({ referer: 'http://shop.test/product/p1?age=verified' }), null, '/')).toBe(
      '/product/p1?age=verified',
    );
    expect(backTo(request({ referer: 'https://evil.test/product/p1' }), null, '/')).toBe('/');
    expect(backTo(request({ referer: 'not a url' }), null, '/cart')).toBe('/cart');
  });
});
