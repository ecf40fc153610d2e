import { Container } from '~/components/layout/container';
import { AgeCheck } from '~/features/cart/age-check';
import { ageCheckAction } from '~/features/cart/cart.server';
import { backTo } from '~/lib/flash.server';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/age-check';

/** /age-check?productId=&back=: the 18+ ask before an age-restricted product's first add to cart. */
export function loader({ request, url }: Route.LoaderArgs) {
  return {
    productId: url.searchParams.get('productId') ?? '',
    bundleId: url.searchParams.get('bundleId') ?? '',
    back: backTo(request, url.searchParams.get('back'), '/'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return ageCheckAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    site: siteFromMatches(matches),
    title: 'Are you over 18?',
    description: 'This product is meant for adults only.',
    path: '/age-check',
    noindex: true,
  });
}

export default function AgeCheckPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <Container className="py-16 sm:py-24">
        <AgeCheck productId={loaderData.productId} bundleId={loaderData.bundleId} back={loaderData.back} />
      </Container>
    </main>
  );
}
