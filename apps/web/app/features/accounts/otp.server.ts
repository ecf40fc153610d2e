import { authMessages, EmailOnlySchema, VerifySignupOtpSchema } from '@shop/shared';
import { callApi, forwardCookies } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import { safeRedirect } from './auth-paths';

/** The /otp-verification action: `verify` signs the new account in, `resend` e-mails a new code. */
export async function otpAction(request: Request, context: LoadContext) {
  const form = formValues(await request.formData());
  if (form.intent === 'resend') {
    const checked = validate(EmailOnlySchema, form);
    if (!checked.ok) return invalid('resend', {}, checked.fieldErrors.email);
    const result = await callApi(context, 'POST /auth/resend-signup-otp', { body: checked.data });
    if (!result.ok) return refused('resend', result, authMessages.signupFailed);
    return succeeded('resend', { message: result.body.message || authMessages.otpSent });
  }
  const checked = validate(VerifySignupOtpSchema, form);
  if (!checked.ok) return invalid('verify', checked.fieldErrors);
  const result = await callApi(context, 'POST /auth/verify-signup-otp', { body: checked.data });
  if (!result.ok) return refused('verify', result, authMessages.signupFailed);
  return succeeded(
    'verify',
    { message: authMessages.otpVerified, redirectTo: safeRedirect(form.redirectTo) },
    forwardCookies(result),
  );
}
