import type { User } from '@shop/shared';
import { type AppLoadContext, data } from 'react-router';
import { requireUser } from '~/features/accounts/index.server';
import { callApi, dataOrThrow } from '~/lib/api.server';

/**
 * The guard of every /admin page, run on the server before anything renders: a visitor goes to /login
 * (and comes back here after), a customer gets the 403 page. The API checks again on every call.
 */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<User> {
  const user = await requireUser(request, context);
  if (user.role !== 'admin') throw data('Only the shop’s admins can open this page', { status: 403 });
  return user;
}

/** A GET of the admin API whose answer the page cannot do without. */
export async function adminData<T>(context: AppLoadContext, path: string, notFound?: string): Promise<T> {
  return dataOrThrow(await callApi<T>(context, `/admin${path}`), notFound);
}

/** The query string of a page's URL passed on to the admin API, keeping only the names it knows. */
export function passQuery(request: Request, names: readonly string[]): string {
  const from = new URL(request.url).searchParams;
  const to = new URLSearchParams();
  for (const name of names) {
    const value = from.get(name)?.trim();
    if (value) to.set(name, value);
  }
  const text = to.toString();
  return text ? `?${text}` : '';
}
