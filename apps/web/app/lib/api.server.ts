import type { ApiError } from '@shop/shared';
import {
  type ApiAnswer,
  type ApiRequestArgs,
  type ApiRoute,
  answerProblems,
  apiRequestLine,
} from '@shop/shared/api';
import { data } from 'react-router';
import { type ApiCaller, apiContext, type LoadContext } from './load-context.server';

type ApiResponse = Awaited<ReturnType<ApiCaller>>;

/** The API's answer as loaders and actions see it: the body of a 2xx, or the refusal, never a throw. */
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

interface ApiSuccess<T> {
  ok: true;
  status: number;
  body: T;
  headers: ApiResponse['headers'];
}

export interface ApiFailure {
  ok: false;
  status: number;
  /** The API's error shape, filled in when the answer was not one (a crash, a proxy page). */
  error: ApiError;
  /** Seconds to wait, from a 429's Retry-After. */
  retryAfter?: number;
  headers: ApiResponse['headers'];
}

/** A 2xx answer that is not what the route's contract says: a bug on one side, so never shown as data. */
export class ApiContractError extends Error {
  constructor(route: ApiRoute, problems: string) {
    super(`The API's answer to ${route} does not match its contract (@shop/shared/api):\n${problems}`);
    this.name = 'ApiContractError';
  }
}

/**
 * The one way a loader or action calls the API: in-process, as the visitor (their cookie and address),
 * with no side effects, by its route in the contract (`'POST /cart/addToCart'`, @shop/shared/api), so
 * the path, the parameters, the query and the body are checked by the compiler and the answer is typed.
 * Outside production the answer is also checked against the route's response schema, and one that does
 * not match throws ApiContractError naming the route. A refusal is a value (`ok: false`) for the caller
 * to turn into form feedback, a fallback or a thrown response; only a broken call (a bug) throws.
 */
export async function callApi<R extends ApiRoute>(
  context: LoadContext,
  route: R,
  ...[request]: ApiRequestArgs<R>
): Promise<ApiResult<ApiAnswer<R>>> {
  const { method, path } = apiRequestLine(route, (request ?? {}) as { params?: object; query?: object });
  // A POST, PUT or PATCH always carries a JSON object, as the API's body schemas expect.
  const sent = (request as { body?: unknown } | undefined)?.body;
  const body = sent ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
  const response = await context.get(apiContext)(path, { method, body });
  return resultOf(route, response);
}

/** The routes that take one file as the multipart field `file` (as the browser's uploadToApi sends it). */
type UploadRoute = Extract<ApiRoute, 'POST /product/upload-image' | 'POST /reviews/photos'>;

/**
 * callApi for an upload route: one file a form posted to the page (no JavaScript), sent on as the
 * visitor in the multipart field `file`, answered and checked as callApi answers.
 */
export async function sendFileToApi<R extends UploadRoute>(
  context: LoadContext,
  route: R,
  file: Blob,
  fileName: string,
): Promise<ApiResult<ApiAnswer<R>>> {
  const { method, path } = apiRequestLine(route, {});
  const form = new FormData();
  form.append('file', file, fileName);
  // A Request writes the multipart body and its boundary, as a browser would.
  const encoded = new Request('http://upload.invalid/', { method, body: form });
  const body = new Uint8Array(await encoded.arrayBuffer());
  const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
  const response = await context.get(apiContext)(path, { method, body, contentType });
  return resultOf(route, response);
}

function resultOf<R extends ApiRoute>(route: R, response: ApiResponse): ApiResult<ApiAnswer<R>> {
  const parsed = parseJson(response.body);
  if (response.status >= 200 && response.status < 300) {
    if (process.env.NODE_ENV !== 'production') {
      const problems = answerProblems(route, parsed);
      if (problems) throw new ApiContractError(route, problems);
    }
    return { ok: true, status: response.status, body: parsed as ApiAnswer<R>, headers: response.headers };
  }
  const retry = Number(response.headers['retry-after']);
  return {
    ok: false,
    status: response.status,
    error: toApiError(response.status, parsed),
    retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
    headers: response.headers,
  };
}

/** A refusal carried to the route's error boundary (see dataOrThrow). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.message);
    this.name = 'ApiRequestError';
  }
}

/**
 * Critical data (Hydrogen's rule): the body, or a throw. With `notFound`, a 404 becomes the page's own
 * 404 with that text; every other refusal goes to the error boundary.
 */
export function dataOrThrow<T>(result: ApiResult<T>, notFound?: string): T {
  if (result.ok) return result.body;
  if (notFound !== undefined && result.status === 404) throw data(notFound, { status: 404 });
  throw new ApiRequestError(result.status, result.error);
}

/**
 * The words a person reads for a refusal: the API's own message, or the caller's fallback when there
 * is none, the failure is the server's (5xx) or the API has no such route.
 */
export function refusalMessage(failure: ApiFailure, fallback: string): string {
  const { status, error } = failure;
  if (status >= 500 || error.code === 'ROUTE_NOT_FOUND' || !error.message) return fallback;
  return error.message;
}

/** The API's Set-Cookie headers (session set or cleared), to pass on with the page's own answer. */
export function forwardCookies(result: ApiResult<unknown>, headers = new Headers()): Headers {
  const cookies = result.headers['set-cookie'];
  for (const cookie of Array.isArray(cookies) ? cookies : cookies ? [cookies] : []) {
    headers.append('Set-Cookie', cookie);
  }
  return headers;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const error = (body ?? {}) as Partial<ApiError>;
  return {
    statusCode: status,
    error: typeof error.error === 'string' ? error.error : 'Error',
    code: typeof error.code === 'string' ? error.code : 'UNKNOWN',
    message: typeof error.message === 'string' ? error.message : '',
    details: Array.isArray(error.details) ? error.details : undefined,
  };
}
