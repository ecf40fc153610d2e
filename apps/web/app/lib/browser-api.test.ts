import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFromApi, fetchApi, postToResource } from './browser-api';

/** fetch as the helpers see it: records each request and answers `answer`. */
function stubFetch(answer: () => Response | Promise<Response>) {
  const requests: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return answer();
  });
  return requests;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchApi', () => {
  it("calls the route's method and path under /api with the session cookie, a JSON body only where one goes", async () => {
    const requests = stubFetch(() => json(200, { readUpTo: 7 }));
    const read = await fetchApi('POST /admin/chat/conversations/:id/read', {
      params: { id: 'c 1' },
      body: { upTo: 7 },
    });
    expect(read).toEqual({ ok: true, status: 200, body: { readUpTo: 7 } });
    await fetchApi('GET /chat/messages', { query: { before: 40 } });
    expect(requests.map(({ url, init }) => [init.method, url, init.credentials, init.body])).toEqual([
      ['POST', '/api/admin/chat/conversations/c%201/read', 'same-origin', '{"upTo":7}'],
      ['GET', '/api/chat/messages?before=40', 'same-origin', undefined],
    ]);
  });

  it("answers a refusal in the API's error shape, and a lost connection as status 0", async () => {
    stubFetch(() =>
      json(429, { statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED', message: 'Slow down' }),
    );
    expect(await fetchApi('GET /admin/chat/unread')).toEqual({
      ok: false,
      status: 429,
      error: { statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED', message: 'Slow down' },
    });
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await fetchApi('GET /admin/chat/unread')).toEqual({ ok: false, status: 502 });
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchApi('GET /admin/chat/unread')).toEqual({ ok: false, status: 0 });
  });
});

describe('downloadFromApi', () => {
  it('answers the file and the name the API gave it', async () => {
    const requests = stubFetch(
      () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="INV-7.pdf"',
          },
        }),
    );
    const file = await downloadFromApi('GET /order/invoice/:id', 'application/pdf', { params: { id: 'o1' } });
    expect(file.ok && [file.fileName, file.blob.size]).toEqual(['INV-7.pdf', 4]);
    expect(requests[0]?.url).toBe('/api/order/invoice/o1');
  });

  it('answers the refusal when the API sends its error instead of the file', async () => {
    stubFetch(() =>
      json(409, { statusCode: 409, error: 'Conflict', code: 'NO_INVOICE', message: 'Not yet' }),
    );
    const file = await downloadFromApi('GET /order/invoice/:id', 'application/pdf', { params: { id: 'o1' } });
    expect(file).toMatchObject({ ok: false, status: 409, error: { message: 'Not yet' } });
  });
});

describe('postToResource', () => {
  it("answers the action's form result, or a failure with no message when the answer is not one", async () => {
    const requests = stubFetch(() => json(200, { ok: true, intent: 'applyPromo', data: { code: 'TULSI' } }));
    expect(await postToResource('/resources/checkout', { intent: 'applyPromo', code: 'tulsi' })).toEqual({
      ok: true,
      intent: 'applyPromo',
      data: { code: 'TULSI' },
    });
    expect(requests[0]?.init.body).toBe('{"intent":"applyPromo","code":"tulsi"}');
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await postToResource('/resources/checkout', { intent: 'placeOrder' })).toEqual({
      ok: false,
      intent: 'placeOrder',
      status: 502,
      fieldErrors: {},
    });
  });
});
