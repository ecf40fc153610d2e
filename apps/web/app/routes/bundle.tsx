import { bundleMeta } from '~/features/bundles/bundle-meta';
import { BundlePage } from '~/features/bundles/bundle-page';
import { loadBundlePage } from '~/features/bundles/bundle-page.server';
import { siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/bundle';

/** /bundles/:id (the id or the slug): a bundle the shop sells; unknown ones are 404s. */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  return loadBundlePage(request, url, context, params.id);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return bundleMeta(siteFromMatches(matches), loaderData.bundle);
}

export default function BundleRoute({ loaderData }: Route.ComponentProps) {
  return <BundlePage bundle={loaderData.bundle} />;
}
