import { data } from 'react-router';
import { NotFoundPage } from '~/components/layout/not-found-page';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/not-found';

/** Every address no other route claims: the friendly page with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return [
    ...seo({
      site,
      title: 'Page not found',
      description: `Sorry, this page is not available. Browse Ayurvedic and wellness supplements at ${site.shopName}.`,
      path: location.pathname,
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NotFound() {
  return <NotFoundPage />;
}
