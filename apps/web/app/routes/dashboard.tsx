import { redirect } from 'react-router';
import { requireUser } from '~/features/accounts/session.server';
import type { Route } from './+types/dashboard';

/** Guarded like /profile (docs/PRODUCT.md §4); a signed-in user's dashboard is the profile page. */
export async function loader({ url, context }: Route.LoaderArgs) {
  await requireUser(url, context);
  throw redirect('/profile');
}

export default function Dashboard() {
  return null;
}
