import { bundleMessages } from '@shop/shared';
import { data } from 'react-router';
import { addPendingBundle } from '~/features/cart/index.server';
import { callApi, dataOrThrow } from '~/lib/api.server';
import type { LoadContext } from '~/lib/load-context.server';

/**
 * A bundle's page (/bundles/:id, the id or the slug): the bundle, or a 404 for one the shop does not sell
 * (unknown, inactive, archived). Back from logging in without JavaScript (`?addToCart=<id>`), it adds the
 * bundle first and comes back here saying so, as a product page does (features/cart).
 */
export async function loadBundlePage(request: Request, url: URL, context: LoadContext, id: string) {
  const found = await callApi(context, 'GET /bundles/:id', { params: { id } });
  // An id the API refuses to even look up (too long, say) is just as absent as an unknown one.
  if (!found.ok && (found.status === 400 || found.status === 404)) {
    throw data(bundleMessages.notFound, { status: 404 });
  }
  const { bundle } = dataOrThrow(found);
  const added = await addPendingBundle(request, url, context, bundle._id);
  if (added) throw added;
  return { bundle };
}
