import type { ApiError, MeResponse, User } from '@shop/shared';
import { type AppLoadContext, replace } from 'react-router';
import { ApiRequestError, api } from '~/lib/api.server';
import { loginPath } from './forms';

type ApiResponse = Awaited<ReturnType<AppLoadContext['api']>>;

/** The signed-in visitor, or null. Anything but "not signed in" (401) is a real failure and throws. */
export async function getUser(context: AppLoadContext): Promise<User | null> {
  try {
    return (await api<MeResponse>(context, '/auth/me')).user;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Guard of /profile, /dashboard and /booking (SPEC §4): a visitor is sent to /login (replacing this
 * entry in the history) with the way back in `redirectTo`.
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<User> {
  const user = await getUser(context);
  if (user) return user;
  const url = new URL(request.url);
  throw replace(loginPath(`${url.pathname}${url.search}`));
}

/** Guard of /login, /signup and /otp-verification (SPEC §4): a signed-in user goes home. */
export async function redirectIfSignedIn(context: AppLoadContext): Promise<void> {
  if (await getUser(context)) throw replace('/');
}

/** The API's Set-Cookie headers (session set or cleared), to pass on with the page's own answer. */
export function forwardCookies(response: ApiResponse, headers = new Headers()): Headers {
  const cookies = response.headers['set-cookie'];
  for (const cookie of Array.isArray(cookies) ? cookies : cookies ? [cookies] : []) {
    headers.append('Set-Cookie', cookie);
  }
  return headers;
}

export type ApiCallResult<T> =
  | { ok: true; body: T; response: ApiResponse }
  | { ok: false; status: number; error: ApiError; retryAfter?: number; response: ApiResponse };

/**
 * An API call whose headers matter (the session cookie): the raw in-process answer, parsed, with the
 * refusal's code and message when it is not a 2xx.
 */
export async function callApi<T>(
  context: AppLoadContext,
  path: string,
  init: { method?: 'POST' | 'PUT'; body?: unknown } = {},
): Promise<ApiCallResult<T>> {
  const response = await context.api(path, { method: init.method ?? 'POST', body: init.body ?? {} });
  const parsed = parseJson(response.body);
  if (response.status >= 200 && response.status < 300) return { ok: true, body: parsed as T, response };
  const retry = Number(response.headers['retry-after']);
  return {
    ok: false,
    status: response.status,
    error: toApiError(response.status, parsed),
    retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
    response,
  };
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
