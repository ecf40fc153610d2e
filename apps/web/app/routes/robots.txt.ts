import { publicConfigContext } from '~/lib/load-context.server';
import { absoluteUrl } from '~/lib/seo';
import type { Route } from './+types/robots.txt';

/** /robots.txt: everything may be crawled except the API and the private pages; names the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /profile',
    'Disallow: /orders',
    '',
    `Sitemap: ${absoluteUrl(context.get(publicConfigContext).publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
