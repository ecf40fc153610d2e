import { Container } from '~/components/layout/container';
import {
  heroOfferPercent,
  heroProductSlug,
  LandingBenefits,
  LandingFaqs,
  LandingHero,
  LandingTestimonials,
  offerCode,
} from '~/features/landing';
import { callApi } from '~/lib/api.server';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/landing';

/** The hero product as the catalogue has it now; the page still stands if it was removed. */
export async function loader({ context }: Route.LoaderArgs) {
  const result = await callApi(context, 'GET /product/getProductById/:id', {
    params: { id: heroProductSlug },
  });
  return { product: result.ok ? result.body.product : null };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const product = loaderData?.product;
  return seo({
    site: siteFromMatches(matches),
    title: product ? `${product.name}: ${heroOfferPercent}% off with ${offerCode(product.name)}` : 'Offers',
    description: product
      ? `Calm, sleep and steady energy with ${product.name}. Use code ${offerCode(product.name)} for ${heroOfferPercent}% off at checkout.`
      : 'Ayurvedic wellness offers.',
    path: '/landing',
    image: product?.images[0]?.url,
  });
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <main id="main">
      <LandingHero product={product} />

      <Container className="space-y-16 py-14 sm:py-20">
        <LandingBenefits />

        <LandingTestimonials />

        <LandingFaqs />
      </Container>
    </main>
  );
}
