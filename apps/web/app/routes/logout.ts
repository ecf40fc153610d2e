import { redirect } from 'react-router';
import { setFlash } from '~/features/accounts/flash.server';
import { forwardCookies } from '~/features/accounts/session.server';
import type { Route } from './+types/logout';

/**
 * POST /logout (header side menu, profile page): ends the session on the server, passes on the API's
 * clearing cookie and lands on /login, which shows 'Logged out successfully' once.
 */
export async function action({ context }: Route.ActionArgs) {
  const response = await context.api('/auth/logout', { method: 'POST', body: {} });
  if (response.status >= 400) throw new Error(`Logout failed with HTTP ${response.status}`);
  const headers = forwardCookies(response);
  headers.append('Set-Cookie', setFlash('logged-out'));
  return redirect('/login', { headers });
}

/** Logging out only ever happens by POST; a visit to /logout just goes home. */
export function loader() {
  return redirect('/');
}
