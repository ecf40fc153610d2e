import { authMessages } from '@shop/shared';
import { redirect } from 'react-router';
import { callApi, forwardCookies } from '~/lib/api.server';
import { flashCookie } from '~/lib/flash.server';
import type { Route } from './+types/logout';

/**
 * POST /logout (header side menu, profile page): ends the session on the server, passes on the API's
 * clearing cookie and lands on /login, which shows 'Logged out successfully' once.
 */
export async function action({ context }: Route.ActionArgs) {
  const result = await callApi(context, 'POST /auth/logout');
  if (!result.ok) throw new Error(`Logout failed with HTTP ${result.status}`);
  const headers = forwardCookies(result);
  headers.append('Set-Cookie', flashCookie({ tone: 'success', text: authMessages.loggedOut }));
  return redirect('/login', { headers });
}

/** Logging out only ever happens by POST; a visit to /logout just goes home. */
export function loader() {
  return redirect('/');
}
