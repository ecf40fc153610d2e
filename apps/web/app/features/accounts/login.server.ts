import { authMessages, GoogleSignInSchema, LoginSchema } from '@shop/shared';
import { redirect } from 'react-router';
import { callApi, forwardCookies } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import { otpPath, safeRedirect } from './auth-paths';
import { checkSignup } from './signup-check';

/** The /login and /signup action: `intent` is login, signup or google (one form each). */
export async function loginAction(request: Request, context: LoadContext) {
  const form = formValues(await request.formData());
  const redirectTo = safeRedirect(form.redirectTo);
  if (form.intent === 'signup') return signup(context, form, redirectTo);
  if (form.intent === 'google') return google(context, form, redirectTo);
  return login(context, form, redirectTo);
}

async function login(context: LoadContext, form: Record<string, string>, redirectTo: string) {
  const checked = validate(LoginSchema, form);
  if (!checked.ok) return invalid('login', checked.fieldErrors);
  const result = await callApi(context, 'POST /auth/login', { body: checked.data });
  if (result.ok) {
    return succeeded('login', { message: authMessages.loginSuccess, redirectTo }, forwardCookies(result));
  }
  // Not verified yet: the OTP page takes over, saying a fresh code was e-mailed only when one was (the
  // API holds it back once the address's code limit is used up).
  if (result.error.code === 'EMAIL_NOT_VERIFIED') {
    const sent = result.error.message === authMessages.emailNotVerified ? 'login' : undefined;
    return redirect(otpPath(checked.data.email, sent, redirectTo));
  }
  return refused('login', result, authMessages.loginFailed);
}

async function signup(context: LoadContext, form: Record<string, string>, redirectTo: string) {
  const checked = checkSignup(form);
  if (!checked.ok) return invalid('signup', checked.fieldErrors, checked.message);
  // The answered sign-up token stays in the API's httpOnly cookie (never in the page): it binds the code
  // typed next to this attempt, so another sign-up for the same e-mail cannot take it over.
  const result = await callApi(context, 'POST /auth/generate-signup-otp', { body: checked.data });
  if (!result.ok) return refused('signup', result, authMessages.signupFailed);
  return succeeded(
    'signup',
    { message: authMessages.accountCreated, redirectTo: otpPath(checked.data.email, 'signup', redirectTo) },
    forwardCookies(result),
  );
}

async function google(context: LoadContext, form: Record<string, string>, redirectTo: string) {
  const checked = validate(GoogleSignInSchema, form);
  if (!checked.ok) return invalid('google', {}, checked.fieldErrors.credential);
  const result = await callApi(context, 'POST /auth/google', { body: checked.data });
  if (!result.ok) return refused('google', result, authMessages.loginFailed);
  return succeeded('google', { message: authMessages.loginSuccess, redirectTo }, forwardCookies(result));
}
