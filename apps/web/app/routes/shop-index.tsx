import { redirect } from 'react-router';
import type { Route } from './+types/shop-index';

/** /shop is the whole catalogue: /shop/all (keeping any sort or page asked for). */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(`/shop/all${url.search}`);
}
