import { data } from 'react-router';
import { fieldOfCode } from './checks';
import type { FieldErrors, FormResult } from './forms';
import type { ApiCallResult } from './session.server';

type Failure = Extract<ApiCallResult<unknown>, { ok: false }>;

/** 400 with the field errors of the shared schema, before anything is sent to the API. */
export function invalid(intent: string, fieldErrors: FieldErrors, formError?: string) {
  return data<FormResult>({ intent, ok: false, fieldErrors, formError }, { status: 400 });
}

/**
 * The API said no: its message (SPEC §8: "show the server message"), the fields it named, and the
 * feature's fallback text when the message is missing or the failure is ours (5xx).
 */
export function refused(intent: string, failure: Failure, fallback: string) {
  const { error, status } = failure;
  const fieldErrors: FieldErrors = {};
  for (const detail of error.details ?? []) fieldErrors[detail.field] ??= detail.message;
  const field = fieldOfCode[error.code];
  if (field && error.message) fieldErrors[field] ??= error.message;
  const formError = status >= 500 || !error.message ? fallback : error.message;
  return data<FormResult>(
    { intent, ok: false, formError, fieldErrors, retryAfter: failure.retryAfter },
    { status: status >= 500 ? 502 : status },
  );
}

/** Done: the toast to show, where to go next, and the cookies the API set (or cleared) on the way. */
export function succeeded(
  intent: string,
  result: { message?: string; redirectTo?: string; next?: string },
  headers?: Headers,
) {
  return data<FormResult>({ intent, ok: true, ...result }, { headers });
}
