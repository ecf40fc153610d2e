import { createLoadContext } from '~/lib/load-context.server';
import { fallbackSite } from '~/lib/site-data';

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string | string[]>;
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A load context whose in-process API answers from `answer` (a function of the call), as the web
 * server's `context.api` does for the real API. Every call is recorded, so a test can also show that
 * nothing was sent.
 */
export function fakeApiContext(answer: (call: ApiCall) => FakeAnswer) {
  const calls: ApiCall[] = [];
  const context = createLoadContext({
    api: async (path, init = {}) => {
      const call = { method: init.method ?? 'GET', path, body: init.body };
      calls.push(call);
      const reply = answer(call);
      return {
        status: reply.status,
        headers: reply.headers ?? {},
        body: reply.body === undefined ? '' : JSON.stringify(reply.body),
      };
    },
    publicConfig: { ...fallbackSite, googleClientId: null, onlinePayment: false },
    cspNonce: 'test-nonce',
  });
  return { context, calls };
}

/** The API's error shape, as the API sends it. */
export function apiError(
  status: number,
  code: string,
  message: string,
  details?: { field: string; message: string }[],
) {
  return { status, body: { statusCode: status, error: 'Error', code, message, details } };
}
