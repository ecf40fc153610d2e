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

/** The OTP page for an e-mail (docs/PRODUCT.md §2: the e-mail is carried by the navigation). */
export function otpPath(email: string, reason?: OtpReason, redirectTo?: string | null): string {
  const params = new URLSearchParams({ email });
  if (reason) params.set('sent', reason);
  const target = redirectTo ? safeRedirect(redirectTo, '') : '';
  if (target && target !== '/') params.set('redirectTo', target);
  return `/otp-verification?${params}`;
}
