import { createLoadContext } from '~/lib/load-context.server';
import { fallbackSite } from '~/lib/site-data';
import { apiUser } from './api-answers';

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

/** What postConsoleForm takes: the route's action, its path and params, the fields, other API answers. */
interface ConsolePost {
  action: (args: never) => Promise<unknown>;
  path: string;
  fields: [string, string][] | Record<string, string>;
  params?: Record<string, string>;
  answer?: (call: ApiCall) => FakeAnswer;
}

/**
 * A console form as the browser posts it by itself (no JavaScript) to a route's real action, signed in
 * as an admin; other API calls answer from `answer`. Gives back the action's reply as it is (a redirect
 * Response, or data rendered on the page) and the API calls made besides /auth/me.
 */
export async function postConsoleForm(options: ConsolePost) {
  const answer = options.answer ?? (() => ({ status: 500 }));
  const { context, calls } = fakeApiContext((call) =>
    call.path === '/auth/me'
      ? { status: 200, body: { user: apiUser({ role: 'admin' }), cartCount: 0 } }
      : answer(call),
  );
  const url = new URL(`http://shop.test${options.path}`);
  const request = new Request(url, {
    method: 'POST',
    // happy-dom's Request drops Sec-Fetch-Mode, as a browser's would: Accept names the page post too.
    headers: {
      'sec-fetch-mode': 'navigate',
      accept: 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(options.fields).toString(),
  });
  const reply = await options.action({ request, url, context, params: options.params ?? {} } as never);
  return { reply, calls: calls.filter((call) => call.path !== '/auth/me') };
}

/** postConsoleForm for a refusal rendered on the page: its data (the action's result), or a failure. */
export async function postConsoleFormWithoutJavaScript(options: ConsolePost) {
  const { reply, calls } = await postConsoleForm(options);
  if (reply instanceof Response)
    throw new Error(`the refusal at ${options.path} was not rendered on the page`);
  return { result: (reply as { data: unknown }).data, calls };
}
