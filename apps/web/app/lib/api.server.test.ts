import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, callApi, dataOrThrow, forwardCookies, refusalMessage } from './api.server';

type Answer = { status: number; headers?: Record<string, string | string[]>; body?: string };

/** A load context whose in-process API answers `answer` and records what it was asked. */
function contextAnswering(answer: Answer) {
  const calls: { path: string; init?: { method?: string; body?: unknown } }[] = [];
  const context = {
    api: async (path: string, init?: { method?: string; body?: unknown }) => {
      calls.push({ path, init });
      return { status: answer.status, headers: answer.headers ?? {}, body: answer.body ?? '' };
    },
  } as unknown as AppLoadContext;
  return { context, calls };
}

describe('callApi', () => {
  it('GETs without a body and POSTs a body (an empty object when none is given)', async () => {
    const { context, calls } = contextAnswering({ status: 200, body: '{}' });
    await callApi(context, '/cart/getUserCart');
    await callApi(context, '/auth/login', { body: { email: 'a@b.in' } });
    await callApi(context, '/auth/logoutAll', { method: 'POST' });
    await callApi(context, '/cart/cart', { method: 'DELETE' });
    expect(calls.map((call) => [call.init?.method, call.init?.body])).toEqual([
      ['GET', undefined],
      ['POST', { email: 'a@b.in' }],
      ['POST', {}],
      ['DELETE', undefined],
    ]);
  });

  it('answers the parsed body of a 2xx', async () => {
    const { context } = contextAnswering({ status: 201, body: '{"itemCount":2}' });
    expect(await callApi<{ itemCount: number }>(context, '/cart/addToCart', { body: {} })).toMatchObject({
      ok: true,
      status: 201,
      body: { itemCount: 2 },
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
    const result = await callApi(context, '/auth/login', { body: {} });
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
    const result = await callApi(context, '/product/getAllProducts');
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
    const found = await callApi<{ id: string }>(
      contextAnswering({ status: 200, body: '{"id":"p1"}' }).context,
      '/p',
    );
    expect(dataOrThrow(found)).toEqual({ id: 'p1' });
    const missing = await callApi(
      contextAnswering({ status: 404, body: '{"code":"NOT_FOUND"}' }).context,
      '/p',
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
    const refused = await callApi(contextAnswering({ status: 403, body }).context, '/p');
    expect(() => dataOrThrow(refused, 'Product not found')).toThrow(ApiRequestError);
    expect(() => dataOrThrow(refused)).toThrow('Not allowed');
  });
});

describe('forwardCookies', () => {
  it('passes on every Set-Cookie the API sent', async () => {
    const headers = { 'set-cookie': ['sid=abc; HttpOnly', 'csrf=; Max-Age=0'] };
    const result = await callApi(
      contextAnswering({ status: 200, headers, body: '{}' }).context,
      '/auth/login',
      {
        body: {},
      },
    );
    expect(forwardCookies(result).getSetCookie()).toEqual(['sid=abc; HttpOnly', 'csrf=; Max-Age=0']);
    const single = await callApi(
      contextAnswering({ status: 200, headers: { 'set-cookie': 'sid=; Max-Age=0' }, body: '{}' }).context,
      '/auth/logout',
      { method: 'POST' },
    );
    expect(forwardCookies(single).getSetCookie()).toEqual(['sid=; Max-Age=0']);
  });
});
