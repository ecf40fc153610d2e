import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiContractError,
  ApiRequestError,
  callApi,
  dataOrThrow,
  forwardCookies,
  refusalMessage,
} from './api.server';
import { createLoadContext } from './load-context.server';

type Answer = { status: number; headers?: Record<string, string | string[]>; body?: string };

/** A load context whose in-process API answers `answer` and records what it was asked. */
function contextAnswering(answer: Answer) {
  const calls: { path: string; init?: { method?: string; body?: unknown } }[] = [];
  const context = createLoadContext({
    api: async (path, init) => {
      calls.push({ path, init });
      return { status: answer.status, headers: answer.headers ?? {}, body: answer.body ?? '' };
    },
    publicConfig: {
      shopName: 'Shop',
      publicUrl: 'http://localhost:3000',
      supportPhone: '',
      supportEmail: '',
      whatsappNumber: '',
      whatsappMessage: '',
      googleClientId: null,
      onlinePayment: false,
    },
    cspNonce: 'nonce',
  });
  return { context, calls };
}

const loggedOut = JSON.stringify({ success: true, message: 'Logged out' });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('callApi', () => {
  it("sends the route's method, its path with the parameters and query filled in, and its body", async () => {
    const { context, calls } = contextAnswering({ status: 500 });
    await callApi(context, 'GET /cart/getUserCart');
    await callApi(context, 'POST /auth/login', { body: { email: 'a@b.in', password: 'secret-1' } });
    await callApi(context, 'POST /auth/logoutAll');
    await callApi(context, 'DELETE /cart/removeItemFromCart/:productId', { params: { productId: 'p/1' } });
    await callApi(context, 'GET /product/search', { query: { q: 'neem oil', page: 2 } });
    expect(calls.map((call) => [call.init?.method, call.path, call.init?.body])).toEqual([
      ['GET', '/cart/getUserCart', undefined],
      ['POST', '/auth/login', { email: 'a@b.in', password: 'secret-1' }],
      // A POST always carries a JSON object, as the API's body schemas expect.
      ['POST', '/auth/logoutAll', {}],
      ['DELETE', '/cart/removeItemFromCart/p%2F1', undefined],
      ['GET', '/product/search?q=neem+oil&page=2', undefined],
    ]);
  });

  it('answers the parsed body of a 2xx', async () => {
    const { context } = contextAnswering({ status: 200, body: '{"unread":2}' });
    expect(await callApi(context, 'GET /admin/chat/unread')).toMatchObject({
      ok: true,
      status: 200,
      body: { unread: 2 },
    });
  });

  it('outside production, throws on a 2xx that does not match the route’s answer schema, naming the route', async () => {
    const { context } = contextAnswering({ status: 200, body: '{"unread":"two"}' });
    const call = callApi(context, 'GET /admin/chat/unread');
    await expect(call).rejects.toThrow(ApiContractError);
    await expect(callApi(context, 'GET /admin/chat/unread')).rejects.toThrow(
      /GET \/admin\/chat\/unread does not match its contract[\s\S]*unread/,
    );
  });

  it('in production, passes the answer on unchecked', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { context } = contextAnswering({ status: 200, body: '{"unread":"two"}' });
    expect(await callApi(context, 'GET /admin/chat/unread')).toMatchObject({
      ok: true,
      body: { unread: 'two' },
    });
  });

  it("answers a refusal as a value in the API's error shape, with the wait of a 429", async () => {
    const body = JSON.stringify({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: 'Slow down',
    });
    const { context } = contextAnswering({ status: 429, body, headers: { 'retry-after': '30' } });
    const result = await callApi(context, 'POST /auth/login', { body: { email: 'a@b.in', password: 'x' } });
    expect(result).toMatchObject({ ok: false, status: 429, retryAfter: 30 });
    expect(!result.ok && result.error).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: 'Slow down',
      details: undefined,
    });
  });

  it('fills in the error shape when the answer is not JSON (a proxy page, a crash)', async () => {
    const { context } = contextAnswering({ status: 502, body: '<html>Bad gateway</html>' });
    const result = await callApi(context, 'GET /product/getAllProducts');
    expect(!result.ok && result.error).toEqual({
      statusCode: 502,
      error: 'Error',
      code: 'UNKNOWN',
      message: '',
      details: undefined,
    });
    expect(!result.ok && refusalMessage(result, 'Failed to fetch products')).toBe('Failed to fetch products');
  });
});

describe('dataOrThrow', () => {
  it('answers the body, or throws the page a 404 with the text given', async () => {
    const found = await callApi(
      contextAnswering({ status: 200, body: '{"unread":3}' }).context,
      'GET /admin/chat/unread',
    );
    expect(dataOrThrow(found)).toEqual({ unread: 3 });
    const missing = await callApi(
      contextAnswering({ status: 404, body: '{"code":"NOT_FOUND"}' }).context,
      'GET /product/getProductById/:id',
      { params: { id: 'p1' } },
    );
    let thrown: unknown;
    try {
      dataOrThrow(missing, 'Product not found');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ data: 'Product not found', init: { status: 404 } });
  });

  it('sends any other refusal to the error boundary', async () => {
    const body = '{"code":"FORBIDDEN","message":"Not allowed"}';
    const refused = await callApi(contextAnswering({ status: 403, body }).context, 'GET /admin/dashboard');
    expect(() => dataOrThrow(refused, 'Product not found')).toThrow(ApiRequestError);
    expect(() => dataOrThrow(refused)).toThrow('Not allowed');
  });
});

describe('forwardCookies', () => {
  it('passes on every Set-Cookie the API sent', async () => {
    const headers = { 'set-cookie': ['sid=abc; HttpOnly', 'csrf=; Max-Age=0'] };
    const result = await callApi(
      contextAnswering({ status: 200, headers, body: loggedOut }).context,
      'POST /auth/logoutAll',
    );
    expect(forwardCookies(result).getSetCookie()).toEqual(['sid=abc; HttpOnly', 'csrf=; Max-Age=0']);
    const single = await callApi(
      contextAnswering({ status: 200, headers: { 'set-cookie': 'sid=; Max-Age=0' }, body: loggedOut })
        .context,
      'POST /auth/logout',
    );
    expect(forwardCookies(single).getSetCookie()).toEqual(['sid=; Max-Age=0']);
  });
});
