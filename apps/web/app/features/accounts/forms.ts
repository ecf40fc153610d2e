/** One message per field name, as shown under the field. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * What every account action answers (one form approach for the whole feature): a success carries the
 * toast text and, when the page should move on, where to; a refusal carries the field errors and the
 * message a person should see. The page toasts and navigates on the client (see useSuccess); `next` is
 * a link the page offers instead of going there.
 */
export type FormResult =
  | { intent: string; ok: true; message?: string; redirectTo?: string; next?: string }
  | { intent: string; ok: false; formError?: string; fieldErrors?: FieldErrors; retryAfter?: number };

export type Validated<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors };

/** The part of a shared Zod schema the forms use (the web app reaches Zod only through @shop/shared). */
export interface FormSchema<T> {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** Runs a shared schema over form values: the same check in the browser (before sending) and the action. */
export function validate<T>(schema: FormSchema<T>, values: unknown): Validated<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}

/** The string values of a form (files and repeated names are not used by these forms). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) if (typeof value === 'string') values[name] = value;
  return values;
}

/**
 * Where to go after signing in: only a path on this site. `//evil.example` and `/\evil.example` are
 * protocol-relative addresses to another site, so they fall back too.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) {
    return fallback;
  }
  // Control characters could smuggle a different address past the checks above.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what this refuses
  if (/[\u0000-\u001f\u007f]/.test(to)) return fallback;
  return to;
}

/** The login page, remembering where to come back to. */
export function loginPath(redirectTo?: string | null, mode: 'login' | 'signup' = 'login'): string {
  const target = redirectTo ? safeRedirect(redirectTo, '') : '';
  const base = mode === 'signup' ? '/signup' : '/login';
  return target && target !== '/' ? `${base}?redirectTo=${encodeURIComponent(target)}` : base;
}

/** Why the OTP page was opened: a fresh sign-up, or a login of an account not yet verified. */
export type OtpReason = 'signup' | 'login';

/** The OTP page for an e-mail (SPEC §2: the e-mail is carried by the navigation). */
export function otpPath(email: string, reason?: OtpReason, redirectTo?: string | null): string {
  const params = new URLSearchParams({ email });
  if (reason) params.set('sent', reason);
  const target = redirectTo ? safeRedirect(redirectTo, '') : '';
  if (target && target !== '/') params.set('redirectTo', target);
  return `/otp-verification?${params}`;
}
