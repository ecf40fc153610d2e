import { authMessages, ChangePasswordSchema, UpdateProfileSchema, type User } from '@shop/shared';
import { replace } from 'react-router';
import { saveProfileOrderUpdates } from '~/features/notifications/index.server';
import { type ApiFailure, callApi, forwardCookies } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import { loginPath } from './auth-paths';

const passwordChangeFailed = 'Your password could not be changed. Please try again.';

/** The /profile action: one intent per form of the page (profile, order updates, password, sessions, deletion). */
export async function profileAction(request: Request, context: LoadContext, user: User) {
  const form = formValues(await request.formData());
  switch (form.intent) {
    case 'updateProfile': {
      const checked = validate(UpdateProfileSchema, form);
      if (!checked.ok) return invalid('updateProfile', checked.fieldErrors);
      const result = await callApi(context, 'PUT /auth/updateProfile', { body: checked.data });
      if (!result.ok) return refusedOrSignedOut('updateProfile', result, authMessages.updateProfileFailed);
      return succeeded('updateProfile', { message: authMessages.profileUpdated });
    }
    case 'changePassword': {
      const checked = validate(ChangePasswordSchema, form);
      if (!checked.ok) return invalid('changePassword', checked.fieldErrors);
      const result = await callApi(context, 'POST /auth/changePassword', { body: checked.data });
      if (!result.ok) return refusedOrSignedOut('changePassword', result, passwordChangeFailed);
      return succeeded('changePassword', { message: result.body.message || authMessages.passwordChanged });
    }
    case 'logoutAll': {
      const result = await callApi(context, 'POST /auth/logoutAll');
      if (!result.ok) return refusedOrSignedOut('logoutAll', result, 'Please try again.');
      return succeeded(
        'logoutAll',
        { message: authMessages.loggedOutEverywhere, redirectTo: '/login' },
        forwardCookies(result),
      );
    }
    case 'deleteAccount': {
      // Only ever one's own account: the e-mail is the signed-in user's, not something the form sends.
      const result = await callApi(context, 'POST /auth/deleteAccount', {
        body: { email: user.email },
      });
      if (!result.ok) return refusedOrSignedOut('deleteAccount', result, authMessages.deleteAccountFailed);
      return succeeded(
        'deleteAccount',
        { message: authMessages.accountDeleted, redirectTo: '/' },
        forwardCookies(result),
      );
    }
    case 'orderUpdates':
      return saveProfileOrderUpdates(context, form);
    default:
      return invalid(String(form.intent ?? ''), {}, 'Unknown request');
  }
}

/** A session that ended meanwhile (logged out elsewhere) sends the person to log in again. */
function refusedOrSignedOut(intent: string, failure: ApiFailure, fallback: string) {
  if (failure.status === 401) throw replace(loginPath('/profile'));
  return refused(intent, failure, fallback);
}
