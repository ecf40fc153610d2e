import type { User } from '@shop/shared';
import { replace } from 'react-router';
import { ApiRequestError, callApi } from '~/lib/api.server';
import type { LoadContext } from '~/lib/load-context.server';
import { loginPath } from './auth-paths';

/** The signed-in visitor, or null. Anything but "not signed in" (401) is a real failure and throws. */
export async function getUser(context: LoadContext): Promise<User | null> {
  const result = await callApi(context, 'GET /auth/me');
  if (result.ok) return result.body.user;
  if (result.status === 401) return null;
  throw new ApiRequestError(result.status, result.error);
}

/**
 * Guard of /profile, /dashboard and /booking (docs/PRODUCT.md §4): a visitor is sent to /login (replacing this
 * entry in the history) with the way back in `redirectTo`: the page's own address (React Router's `url`,
 * never a data request's).
 */
export async function requireUser(url: URL, context: LoadContext): Promise<User> {
  const user = await getUser(context);
  if (user) return user;
  throw replace(loginPath(`${url.pathname}${url.search}`));
}

/** Guard of /login, /signup and /otp-verification (docs/PRODUCT.md §4): a signed-in user goes home. */
export async function redirectIfSignedIn(context: LoadContext): Promise<void> {
  if (await getUser(context)) throw replace('/');
}
