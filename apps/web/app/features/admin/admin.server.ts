import type { User } from '@shop/shared';
import { type ApiRequest, type ApiRoute, queryNames } from '@shop/shared/api';
import { data } from 'react-router';
import { requireUser } from '~/features/accounts/index.server';
import type { LoadContext } from '~/lib/load-context.server';

/**
 * The guard of every /admin page, run on the server before anything renders: a visitor goes to /login
 * (and comes back here after), a customer gets the 403 page. The API checks again on every call.
 */
export async function requireAdmin(url: URL, context: LoadContext): Promise<User> {
  const user = await requireUser(url, context);
  if (user.role !== 'admin') throw data('Only the shop’s admins can open this page', { status: 403 });
  return user;
}

/**
 * The page's query passed on to an admin list route, keeping only the names the route declares. The
 * values go as the address had them: the API checks them (a bad one is its 400, as before), so they are
 * typed as the route takes them without being parsed here.
 */
export function passQuery<R extends ApiRoute>(url: URL, route: R): ApiRequest<R>['query'] {
  const values: Record<string, string> = {};
  for (const name of queryNames(route)) {
    const value = url.searchParams.get(name)?.trim();
    if (value) values[name] = value;
  }
  return values as ApiRequest<R>['query'];
}
