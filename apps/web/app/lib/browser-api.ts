import type { ApiError } from '@shop/shared';
import { type ApiAnswer, type ApiRequestArgs, type ApiRoute, apiRequestLine } from '@shop/shared/api';
import type { FormFailure, FormResult } from './form-result';

/**
 * The browser's calls, for what a page cannot do with a form post or a loader: each one typed by its
 * API route in the contract (@shop/shared/api), same origin, with the session cookie (so the API's CSRF
 * rule sees the page's Origin). Only types come from the contract: no schema is shipped to the
 * browser. Biome refuses fetch, XMLHttpRequest and EventSource anywhere else in app/ (biome.json).
 */

/** The answer as the page handles it: the body of a 2xx, or the refusal; `status` 0 when nothing came back. */
export type BrowserResult<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; error?: ApiError };

function apiUrl(route: ApiRoute, request?: unknown) {
  const { method, path } = apiRequestLine(route, (request ?? {}) as { params?: object; query?: object });
  return { method, url: `/api${path}` };
}

async function readJson(response: Response): Promise<unknown> {
  return response.json().catch(() => null);
}

/** A refusal in the API's error shape, filled in where the answer had less (a proxy page has none). */
function refusal(status: number, body: unknown): { ok: false; status: number; error?: ApiError } {
  const error = (body ?? {}) as Partial<ApiError>;
  if (typeof error.message !== 'string') return { ok: false, status };
  return {
    ok: false,
    status,
    error: {
      statusCode: status,
      error: typeof error.error === 'string' ? error.error : 'Error',
      code: typeof error.code === 'string' ? error.code : 'UNKNOWN',
      message: error.message,
      details: Array.isArray(error.details) ? error.details : undefined,
    },
  };
}

/** A JSON call to the API. */
export async function fetchApi<R extends ApiRoute>(
  route: R,
  ...[request]: ApiRequestArgs<R>
): Promise<BrowserResult<ApiAnswer<R>>> {
  const { method, url } = apiUrl(route, request);
  const body = (request as { body?: unknown } | undefined)?.body;
  const sendsBody = method !== 'GET' && method !== 'DELETE';
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: sendsBody ? { 'content-type': 'application/json', accept: 'application/json' } : undefined,
      body: sendsBody ? JSON.stringify(body ?? {}) : undefined,
    });
    const answer = await readJson(response);
    if (response.ok) return { ok: true, status: response.status, body: answer as ApiAnswer<R> };
    return refusal(response.status, answer);
  } catch {
    return { ok: false, status: 0 };
  }
}

/** A file the API answers (an invoice PDF): its bytes and name, or the refusal (JSON) when it is not one. */
export async function downloadFromApi<R extends ApiRoute>(
  route: R,
  type: string,
  ...[request]: ApiRequestArgs<R>
): Promise<
  { ok: true; blob: Blob; fileName: string | null } | { ok: false; status: number; error?: ApiError }
> {
  const { url } = apiUrl(route, request);
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes(type)) {
      return refusal(response.status, await readJson(response));
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="?([^"]+)"?/.exec(disposition)?.[1] ?? null;
    return { ok: true, blob: await response.blob(), fileName };
  } catch {
    return { ok: false, status: 0 };
  }
}

/**
 * A JSON post to one of the app's own resource routes (not the API), whose action answers a
 * FormResult. An answer that is not one (a proxy page, a lost connection: status 0) is a failure
 * with no message, for the page to word.
 */
export async function postToResource<Result extends FormResult<string, unknown>>(
  path: `/resources/${string}`,
  body: { intent: Result['intent'] } & Record<string, unknown>,
): Promise<Result | FormFailure<Result['intent']>> {
  const lost = (status: number): FormFailure<Result['intent']> => ({
    ok: false,
    intent: body.intent,
    status,
    fieldErrors: {},
  });
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await readJson(response)) as Result | null;
    if (answer && typeof answer.ok === 'boolean') return answer;
    return lost(response.status);
  } catch {
    return lost(0);
  }
}

/** The routes that take one file as the multipart field `file`. */
type UploadRoute = Extract<ApiRoute, 'POST /product/upload-image' | 'POST /reviews/photos'>;

/**
 * Sends one file to an upload route with XMLHttpRequest, the one browser API that reports upload
 * progress: `onProgress` hears the share sent, from 0 to 1.
 */
export function uploadToApi<R extends UploadRoute>(
  route: R,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<BrowserResult<ApiAnswer<R>>> {
  const { method, url } = apiUrl(route);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const answer: unknown = request.response;
      if (request.status < 200 || request.status >= 300) return resolve(refusal(request.status, answer));
      onProgress(1);
      resolve({ ok: true, status: request.status, body: answer as ApiAnswer<R> });
    });
    request.addEventListener('error', () => resolve({ ok: false, status: 0 }));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
