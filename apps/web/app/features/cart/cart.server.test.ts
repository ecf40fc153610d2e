// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiCart } from '../../../test/api-answers';
import { apiError, type FakeAnswer, fakeApiContext } from '../../../test/fake-api';
import { addPendingBundle, addPendingProduct, ageCheckAction, cartAction } from './cart.server';

/** How the browser posts a form by itself (no JavaScript yet) and how React Router's fetch posts it. */
const navigation = { 'sec-fetch-mode': 'navigate', accept: 'text/html' };
const fetchMode = { 'sec-fetch-mode': 'cors', accept: '*/*' };

function post(fields: Record<string, string>, headers: Record<string, string>) {
  return new Request('http://shop.test/cart', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

function cart(answer: FakeAnswer = { status: 200, body: apiCart({ itemCount: 2 }) }) {
  return fakeApiContext(() => answer);
}

const flashOf = (response: Response) =>
  decodeURIComponent(
    /shop_flash=([^;]*)/.exec(
      response.headers.getSetCookie().find((c) => c.startsWith('shop_flash=')) ?? '',
    )?.[1] ?? '',
  );

const add = { intent: 'add', productId: 'p1', quantity: '1', back: '/shop/all?page=2' };

describe('the cart action posted without JavaScript', () => {
  it('adds, then goes back to the page the form was on, saying Added to cart!', async () => {
    const { context, calls } = cart();
    const answer = (await cartAction(post(add, navigation), context)) as Response;
    expect(calls).toEqual([
      { method: 'POST', path: '/cart/addToCart', body: { productId: 'p1', quantity: 1, mode: 'add' } },
    ]);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/shop/all?page=2');
    expect(flashOf(answer)).toBe('s:Added to cart!');
  });

  it('sets a quantity, removes a line and clears the cart with their own texts', async () => {
    const { context, calls } = cart();
    const back = '/cart';
    const set = (await cartAction(
      post({ intent: 'setQuantity', productId: 'p1', quantity: '3', back }, navigation),
      context,
    )) as Response;
    expect(set.headers.get('location')).toBe('/cart');
    expect(flashOf(set)).toBe('');
    const down = (await cartAction(
      post({ intent: 'setQuantity', productId: 'p1', quantity: '0', back }, navigation),
      context,
    )) as Response;
    expect(flashOf(down)).toBe('s:Item removed from cart');
    const removed = (await cartAction(
      post({ intent: 'remove', productId: 'p2', back }, navigation),
      context,
    )) as Response;
    expect(flashOf(removed)).toBe('s:Item removed from cart');
    const cleared = (await cartAction(post({ intent: 'clear', back }, navigation), context)) as Response;
    expect(flashOf(cleared)).toBe('s:Cart cleared');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /cart/addToCart',
      'POST /cart/addToCart',
      'DELETE /cart/removeItemFromCart/p2',
      'DELETE /cart/cart',
    ]);
    expect(calls[0]?.body).toEqual({ productId: 'p1', quantity: 3, mode: 'set' });
  });

  it("goes back with the server's refusal as an error flash", async () => {
    const { context } = cart(apiError(409, 'OUT_OF_STOCK', 'Only 2 left in stock'));
    const answer = (await cartAction(post(add, navigation), context)) as Response;
    expect(answer.headers.get('location')).toBe('/shop/all?page=2');
    expect(flashOf(answer)).toBe('e:Only 2 left in stock');
  });

  it('sends a visitor to log in, to come back to the product page that adds it', async () => {
    const { context } = cart(apiError(401, 'UNAUTHORIZED', 'Please log in'));
    const fromList = (await cartAction(post(add, navigation), context)) as Response;
    expect(fromList.headers.get('location')).toBe(
      `/login?redirectTo=${encodeURIComponent('/product/p1?addToCart=p1')}`,
    );
    const fromPage = (await cartAction(
      post({ ...add, back: '/ProductDetailsById/p1?age=verified' }, navigation),
      context,
    )) as Response;
    expect(fromPage.headers.get('location')).toBe(
      `/login?redirectTo=${encodeURIComponent('/ProductDetailsById/p1?addToCart=p1')}`,
    );
    const fromCart = (await cartAction(
      post({ intent: 'remove', productId: 'p1', back: '/cart' }, navigation),
      context,
    )) as Response;
    expect(fromCart.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent('/cart')}`);
  });

  it('answers a fetcher (JavaScript) with the form result, as before', async () => {
    const { context } = cart();
    const answer = await cartAction(post(add, fetchMode), context);
    expect(answer).not.toBeInstanceOf(Response);
    expect((answer as { data: unknown }).data).toEqual({
      ok: true,
      intent: 'add',
      message: 'Added to cart!',
      data: { itemCount: 2, productId: 'p1' },
    });
  });
});

describe('a product page asked to add its product after logging in (?addToCart=)', () => {
  const page = (search: string, headers = navigation) =>
    [
      new Request(`http://shop.test/ProductDetailsById/p1${search}`, { headers }),
      new URL(`http://shop.test/ProductDetailsById/p1${search}`),
    ] as const;

  it('adds it once on the server and comes back without the ask, saying Added to cart!', async () => {
    const { context, calls } = cart();
    const [request, url] = page('?age=verified&addToCart=p1');
    const answer = await addPendingProduct(request, url, context, 'p1');
    expect(calls).toEqual([
      { method: 'POST', path: '/cart/addToCart', body: { productId: 'p1', quantity: 1, mode: 'add' } },
    ]);
    expect(answer?.headers.get('location')).toBe('/ProductDetailsById/p1?age=verified');
    expect(flashOf(answer!)).toBe('s:Added to cart!');
  });

  it("says why it could not, in the server's words", async () => {
    const { context } = cart(apiError(409, 'OUT_OF_STOCK', 'Out of stock'));
    const [request, url] = page('?addToCart=p1');
    const answer = await addPendingProduct(request, url, context, 'p1');
    expect(answer?.headers.get('location')).toBe('/ProductDetailsById/p1');
    expect(flashOf(answer!)).toBe('e:Out of stock');
  });

  it('leaves it to the page when JavaScript asks (the button adds it), for another product, or for a visitor', async () => {
    for (const [search, headers, answer] of [
      ['?addToCart=p1', fetchMode, undefined],
      ['?addToCart=p2', navigation, undefined],
      ['', navigation, undefined],
      ['?addToCart=p1', navigation, apiError(401, 'UNAUTHORIZED', 'Please log in')],
    ] as const) {
      const { context } = cart(answer);
      const [request, url] = page(search, headers);
      expect(await addPendingProduct(request, url, context, 'p1')).toBeNull();
    }
  });
});

describe('age-restricted products (the 18+ ask, routes/age-check.tsx)', () => {
  const notConfirmed = apiError(409, 'AGE_NOT_CONFIRMED', 'Are you over 18?');

  it('an add refused for want of the 18+ answer goes, without JavaScript, to the ask for this product', async () => {
    const { context } = cart(notConfirmed);
    const answer = (await cartAction(post(add, navigation), context)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(
      `/age-check?back=${encodeURIComponent('/shop/all?page=2')}&productId=p1`,
    );
  });

  it('VERIFY AGE records the answer on the session, adds the product and goes back saying so', async () => {
    const { context, calls } = fakeApiContext((call) =>
      call.path === '/cart/ageConfirmation'
        ? { status: 200, body: { success: true, ageConfirmed: true } }
        : { status: 200, body: apiCart({ itemCount: 1 }) },
    );
    const request = new Request('http://shop.test/age-check', {
      method: 'POST',
      headers: { ...navigation, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ productId: 'p1', back: '/shop/all?page=2' }).toString(),
    });
    const answer = (await ageCheckAction(request, context)) as Response;
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /cart/ageConfirmation',
      'POST /cart/addToCart',
    ]);
    expect(answer.headers.get('location')).toBe('/shop/all?page=2');
    expect(flashOf(answer)).toBe('s:Added to cart!');
  });

  it('a visitor signs in first, coming back to the ask; the product page’s own gate comes back verified', async () => {
    const { context, calls } = fakeApiContext(() => apiError(401, 'UNAUTHENTICATED', 'Please sign in'));
    const form = (fields: Record<string, string>) =>
      new Request('http://shop.test/age-check', {
        method: 'POST',
        headers: { ...navigation, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const login = (await ageCheckAction(
      form({ productId: 'p1', back: '/search?q=musli' }),
      context,
    )) as Response;
    expect(login.headers.get('location')).toBe(
      `/login?redirectTo=${encodeURIComponent(`/age-check?back=${encodeURIComponent('/search?q=musli')}&productId=p1`)}`,
    );
    const gate = (await ageCheckAction(form({ back: '/ProductDetailsById/p9' }), context)) as Response;
    expect(gate.headers.get('location')).toBe('/ProductDetailsById/p9?age=verified');
    expect(calls.some((call) => call.path === '/cart/addToCart')).toBe(false);
  });
});

describe('bundles (docs/PRODUCT.md, Bundles): one line, named by bundleId', () => {
  const bundleAdd = { intent: 'add', bundleId: 'b1', quantity: '1', back: '/' };

  it('adds a bundle, changes its quantity and removes its line by its id', async () => {
    const { context, calls } = cart();
    const added = (await cartAction(post(bundleAdd, navigation), context)) as Response;
    expect(flashOf(added)).toBe('s:Added to cart!');
    await cartAction(
      post({ intent: 'setQuantity', bundleId: 'b1', quantity: '3', back: '/cart' }, navigation),
      context,
    );
    await cartAction(post({ intent: 'remove', bundleId: 'b1', back: '/cart' }, navigation), context);
    expect(calls).toEqual([
      { method: 'POST', path: '/cart/addToCart', body: { bundleId: 'b1', quantity: 1, mode: 'add' } },
      { method: 'POST', path: '/cart/addToCart', body: { bundleId: 'b1', quantity: 3, mode: 'set' } },
      { method: 'DELETE', path: '/cart/removeItemFromCart/b1' },
    ]);
  });

  it('sends a visitor to log in and back to the bundle page that adds it; an 18+ bundle to the ask', async () => {
    const visitor = cart(apiError(401, 'UNAUTHORIZED', 'Please log in'));
    const login = (await cartAction(post(bundleAdd, navigation), visitor.context)) as Response;
    expect(login.headers.get('location')).toBe(
      `/login?redirectTo=${encodeURIComponent('/bundles/b1?addToCart=b1')}`,
    );
    const young = cart(apiError(409, 'AGE_NOT_CONFIRMED', 'Are you over 18?'));
    const ask = (await cartAction(post(bundleAdd, navigation), young.context)) as Response;
    expect(ask.headers.get('location')).toBe(`/age-check?back=${encodeURIComponent('/')}&bundleId=b1`);
  });

  it('VERIFY AGE adds the bundle waiting for it', async () => {
    const { context, calls } = fakeApiContext((call) =>
      call.path === '/cart/ageConfirmation'
        ? { status: 200, body: { success: true, ageConfirmed: true } }
        : { status: 200, body: apiCart({ itemCount: 1 }) },
    );
    const request = new Request('http://shop.test/age-check', {
      method: 'POST',
      headers: { ...navigation, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ productId: '', bundleId: 'b1', back: '/bundles/duo' }).toString(),
    });
    const answer = (await ageCheckAction(request, context)) as Response;
    expect(calls[1]).toEqual({
      method: 'POST',
      path: '/cart/addToCart',
      body: { bundleId: 'b1', quantity: 1, mode: 'add' },
    });
    expect(answer.headers.get('location')).toBe('/bundles/duo');
    expect(flashOf(answer)).toBe('s:Added to cart!');
  });

  it('a bundle page back from logging in (?addToCart=<id>) adds the bundle once and drops the ask', async () => {
    const { context, calls } = cart();
    const address = 'http://shop.test/bundles/b1?addToCart=b1';
    const answer = await addPendingBundle(
      new Request(address, { headers: navigation }),
      new URL(address),
      context,
      'b1',
    );
    expect(calls).toEqual([
      { method: 'POST', path: '/cart/addToCart', body: { bundleId: 'b1', quantity: 1, mode: 'add' } },
    ]);
    expect(answer?.headers.get('location')).toBe('/bundles/b1');
    expect(flashOf(answer!)).toBe('s:Added to cart!');
  });
});
