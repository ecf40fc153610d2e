import { authMessages, GoogleSignInSchema, LoginSchema } from '@shop/shared';
import { redirect } from 'react-router';
import { callApi, forwardCookies } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { answerForm, invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import { loginPath, otpPath, safeRedirect } from './auth-paths';
import { checkSignup } from './signup-check';

/**
 * The /login and /signup action: `intent` is login, signup or google (one form each). Posted without
 * JavaScript, a success goes straight on to its page (the session cookie and the toast's text along);
 * a refusal is rendered on the form.
 */
export async function loginAction(request: Request, context: LoadContext) {
  const form = formValues(await request.formData());
  const redirectTo = safeRedirect(form.redirectTo);
  const reply =
    form.intent === 'signup'
      ? await signup(context, form, redirectTo)
      : form.intent === 'google'
        ? await google(context, form, redirectTo)
        : await login(context, form, redirectTo);
  if (reply instanceof Response) return reply;
  return answerForm(request, reply, { back: loginPath(redirectTo), failuresInPlace: true, typed: form });
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
