import { authMessages, EmailOnlySchema, ResetPasswordSchema } from '@shop/shared';
import { callApi } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';

/** /forgot-password: the same neutral answer whether or not the account exists (the API sees to that). */
export async function forgotPasswordAction(request: Request, context: LoadContext) {
  const checked = validate(EmailOnlySchema, formValues(await request.formData()));
  if (!checked.ok) return invalid('forgot', checked.fieldErrors);
  const result = await callApi(context, 'POST /auth/forgotPassword', { body: checked.data });
  if (!result.ok) return refused('forgot', result, authMessages.resetFailed);
  return succeeded('forgot', {
    message: result.body.message || authMessages.resetCodeSent,
    next: `/reset-password?${new URLSearchParams({ email: checked.data.email })}`,
  });
}

/** /reset-password: e-mail, code and the new password; every session ends, so the person logs in again. */
export async function resetPasswordAction(request: Request, context: LoadContext) {
  const checked = validate(ResetPasswordSchema, formValues(await request.formData()));
  if (!checked.ok) return invalid('reset', checked.fieldErrors);
  const result = await callApi(context, 'POST /auth/resetPassword', { body: checked.data });
  if (!result.ok) return refused('reset', result, authMessages.resetFailed);
  return succeeded('reset', { message: authMessages.passwordReset, redirectTo: '/login' });
}
