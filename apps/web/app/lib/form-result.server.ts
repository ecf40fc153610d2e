import { data, redirect, type UNSAFE_DataWithResponseInit } from 'react-router';
import { type ApiFailure, refusalMessage } from './api.server';
import { flashCookie, isDocumentRequest } from './flash.server';
import {
  type AnyFormResult,
  type FieldErrors,
  type FormFailure,
  type FormSuccess,
  fieldKey,
} from './form-result';

/**
 * The builders of the one form answer (lib/form-result.ts). A refusal is answered with its status (400,
 * or the API's), so React Router does not reload the page's data after it: nothing changed. Pages whose
 * data may have moved on meanwhile (stock, an order's status) pass `revalidate`, which answers 200 and
 * reloads them; the status stays in the body.
 */
interface ReplyOptions {
  headers?: HeadersInit;
  revalidate?: boolean;
}

/** API error codes that belong to one field, so their message shows under that field as well. */
const fieldOfCode: Record<string, string> = {
  EMAIL_TAKEN: 'email',
  USERNAME_TAKEN: 'userName',
  INVALID_OTP: 'otp',
  OTP_EXPIRED: 'otp',
  OTP_LOCKED: 'otp',
  WRONG_PASSWORD: 'currentPassword',
  EMAIL_READ_ONLY: 'email',
};

interface SuccessFields {
  message?: string;
  redirectTo?: string;
  next?: string;
  data?: unknown;
}
type DataOf<Fields> = Fields extends { data: infer Data } ? Data : undefined;

/** Done: the toast, where to go next, the data the page needs, and headers (the API's cookies). */
export function succeeded<Intent extends string, Fields extends SuccessFields = Record<never, never>>(
  intent: Intent,
  fields: Fields = {} as Fields,
  headers?: HeadersInit,
) {
  return data({ ok: true, intent, ...fields } as FormSuccess<Intent, DataOf<Fields>>, { headers });
}

/** 400: the shared schema refused the input before anything was sent to the API. */
export function invalid<Intent extends string>(
  intent: Intent,
  fieldErrors: FieldErrors,
  message?: string,
  options: ReplyOptions = {},
) {
  const result: FormFailure<Intent> = { ok: false, intent, status: 400, fieldErrors, message };
  return data(result, { status: options.revalidate ? 200 : 400, headers: options.headers });
}

/**
 * The API said no: its message (or `fallback` when it has none or failed itself), the fields its
 * details name (`fieldName` maps an API path to the form's field when they differ), and its code.
 */
export function refused<Intent extends string>(
  intent: Intent,
  failure: ApiFailure,
  fallback: string,
  options: ReplyOptions & { fieldName?: (path: string) => string } = {},
) {
  const { error } = failure;
  const name = options.fieldName ?? ((path: string) => path);
  const fieldErrors: FieldErrors = {};
  for (const detail of error.details ?? []) fieldErrors[name(fieldKey(detail.field))] ??= detail.message;
  const field = fieldOfCode[error.code];
  if (field && error.message) fieldErrors[field] ??= error.message;
  const status = failure.status >= 500 ? 502 : failure.status;
  const result: FormFailure<Intent> = {
    ok: false,
    intent,
    status,
    code: error.code,
    message: refusalMessage(failure, fallback),
    fieldErrors,
    retryAfter: failure.retryAfter,
  };
  return data(result, { status: options.revalidate ? 200 : status, headers: options.headers });
}

/**
 * The last step of the one form pattern. A fetcher (JavaScript running) gets the result as it is. A form
 * the browser posted itself (no JavaScript, or not yet hydrated) gets a redirect instead, Post/Redirect/Get:
 * to the result's `redirectTo`, else `back` (the page the form was on), with the result's message as a
 * flash (lib/flash.ts) that the next page shows; a reload then never posts twice. The reply's headers
 * (the API's cookies) go along. `failuresInPlace` leaves a refusal for the page to render with its field
 * errors (a form the person typed into, reading the route's actionData) instead: `true` for every
 * refusal, or a list of the intents whose forms render it; a refusal of any other intent (a button-only
 * fetcher form, which only toasts it) is flashed like a success. `typed`, the form's text values
 * (formValues, or typedValues for a form with a group of boxes to tick), go back with a refusal rendered
 * in place, for its fields to start from (useForm's `typed`); not with a stale save's (STALE_VERSION)
 * unless `typedWhenStale` says the form's fields are not the record's (an order's status note).
 */
export function answerForm<Reply extends UNSAFE_DataWithResponseInit<AnyFormResult>>(
  request: Request,
  reply: Reply,
  options: {
    back: string;
    failuresInPlace?: boolean | readonly string[];
    typed?: Record<string, string>;
    typedWhenStale?: boolean;
  },
): Reply | Response {
  if (!isDocumentRequest(request)) return reply;
  const result = reply.data;
  const inPlace = options.failuresInPlace;
  if (!result.ok && (inPlace === true || (typeof inPlace === 'object' && inPlace.includes(result.intent)))) {
    // A stale save's refusal shows the record as it is now, for the change to be redone on it (the API's
    // message says so): what was typed would hide the other change, and a second submit would undo it.
    const stale = result.code === 'STALE_VERSION' && !options.typedWhenStale;
    return options.typed && !stale ? withTyped(reply, options.typed) : reply;
  }
  const headers = new Headers(reply.init?.headers);
  const text = result.ok
    ? result.message
    : (result.message ?? Object.values(result.fieldErrors ?? {}).find(Boolean));
  if (text) headers.append('Set-Cookie', flashCookie({ tone: result.ok ? 'success' : 'error', text }));
  return redirect((result.ok && result.redirectTo) || options.back, { headers });
}

/** Fields never sent back into a page: what a person types there stays typed only once. */
const SECRET_FIELD = /password|otp/i;

/**
 * A refusal rendered in place carries the form's text values back (FormFailure's `values`), for the
 * fields of a form whose page was posted by the browser itself: without them a plain form post comes
 * back empty. Secrets are left out.
 */
function withTyped<Reply extends UNSAFE_DataWithResponseInit<AnyFormResult>>(
  reply: Reply,
  typed: Record<string, string>,
): Reply {
  const values = Object.fromEntries(Object.entries(typed).filter(([name]) => !SECRET_FIELD.test(name)));
  return { ...reply, data: { ...reply.data, values } };
}

/** The intents a reply may answer with. */
type IntentOf<Reply> =
  Reply extends UNSAFE_DataWithResponseInit<infer Result>
    ? Result extends { intent: infer Intent extends string }
      ? Intent
      : never
    : never;

/**
 * answerForm for an admin console page: back to the page as it was addressed (its tab, filters, page),
 * and in place only the refusals of `inPlace`, the intents whose forms show their refusal from the
 * route's actionData; any other refusal (a button-only fetcher form: Delete, Mark handled, a role) comes
 * back as an error flash, which the console shows without JavaScript too. `typed` and
 * `typedWhenStale` as for answerForm.
 */
export function answerConsoleForm<Reply extends UNSAFE_DataWithResponseInit<AnyFormResult>>(
  request: Request,
  url: URL,
  reply: Reply,
  inPlace: readonly IntentOf<Reply>[],
  typed?: Record<string, string>,
  typedWhenStale = false,
): Reply | Response {
  return answerForm(request, reply, {
    back: `${url.pathname}${url.search}`,
    failuresInPlace: inPlace,
    typed,
    typedWhenStale,
  });
}
