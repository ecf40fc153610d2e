import { Container } from '~/components/layout/container';
import {
  LandingBenefits,
  LandingFaqs,
  LandingHero,
  type LandingOffer,
  LandingTestimonials,
} from '~/features/landing';
import { callApi } from '~/lib/api.server';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/landing';

/**
 * The owner's product and code (GET /api/storefront, docs/PRODUCT.md §2.21, Storefront content) and the
 * product as the catalogue has it now; the page still stands if it was removed or the code is gone.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const storefront = await callApi(context, 'GET /storefront');
  const landing = storefront.ok ? storefront.body.storefront.landing : null;
  const result = landing
    ? await callApi(context, 'GET /product/getProductById/:id', { params: { id: landing.productId } })
    : null;
  const offer: LandingOffer | null =
    landing?.percent != null ? { code: landing.code, percent: landing.percent } : null;
  return { product: result?.ok ? result.body.product : null, offer };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const product = loaderData?.product;
  const offer = loaderData?.offer;
  return seo({
    site: siteFromMatches(matches),
    title: product
      ? offer
        ? `${product.name}: ${offer.percent}% off with ${offer.code}`
        : product.name
      : 'Offers',
    description: product
      ? `Calm, sleep and steady energy with ${product.name}.${offer ? ` Use code ${offer.code} for ${offer.percent}% off at checkout.` : ''}`
      : 'Ayurvedic wellness offers.',
    path: '/landing',
    image: product?.images[0]?.url,
  });
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { product, offer } = loaderData;
  return (
    <main id="main">
      <LandingHero product={product} offer={offer} />

      <Container className="space-y-16 py-14 sm:py-20">
        <LandingBenefits />

        <LandingTestimonials />

        <LandingFaqs offer={offer} />
      </Container>
    </main>
  );
}
