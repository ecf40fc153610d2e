import { Container } from '~/components/layout/container';
import { Benefits } from '~/features/home/benefits';
import { BestSeller } from '~/features/home/best-seller';
import { ComboCarousel } from '~/features/home/combo-carousel';
import { FeaturedProducts } from '~/features/home/featured-products';
import { loadHome } from '~/features/home/home.server';
import { LatestBlogs } from '~/features/home/latest-blogs';
import { Marquee } from '~/features/home/marquee';
import { PressQuotes } from '~/features/home/press-quotes';
import { PromoBanner } from '~/features/home/promo-banner';
import { Testimonials } from '~/features/home/testimonials';
import { TrustBadges } from '~/features/home/trust-badges';
import { WhyUs } from '~/features/home/why-us';
import { seo, siteFromMatches } from '~/lib/seo';
import { fallbackSite, useSiteData } from '~/lib/site-data';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  return loadHome(context);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seo({
    site,
    title: `${site.shopName} – Ayurvedic & Wellness Supplements Online in India`,
    fullTitle: true,
    description:
      'Shop authentic Ayurvedic and wellness supplements online: immunity boosters, multivitamins and herbal blends, made in FSSAI-approved facilities, with free shipping across India and Cash on Delivery.',
    path: '/',
    image: loaderData?.shareImage ?? undefined,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, featuredCategories, productsFailed, combos, bestSeller, posts } = loaderData;
  const { shopName } = useSiteData()?.site ?? fallbackSite;
  return (
    <main id="main">
      <h1 className="sr-only">{shopName}: Ayurvedic and wellness supplements online</h1>
      <Container className="pt-6 sm:pt-8">
        <PromoBanner />
      </Container>
      <Container className="space-y-20 py-16 sm:space-y-24 sm:py-20">
        <FeaturedProducts products={featured} categories={featuredCategories} failed={productsFailed} />
        <Benefits />
        <ComboCarousel combos={combos} failed={productsFailed} />
        {bestSeller && <BestSeller product={bestSeller} />}
      </Container>
      <Marquee />
      <Container className="space-y-20 pt-20 sm:space-y-24 sm:pt-24">
        <Testimonials />
        <LatestBlogs posts={posts} />
        <WhyUs />
        <PressQuotes />
        <TrustBadges />
      </Container>
    </main>
  );
}
