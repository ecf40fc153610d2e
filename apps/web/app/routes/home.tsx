import { Suspense } from 'react';
import { Container } from '~/components/layout/container';
import * as belowTheFold from '~/features/home/below-the-fold';
import { FeaturedProducts } from '~/features/home/featured-products';
import { loadHome } from '~/features/home/home.server';
import { PromoBanner } from '~/features/home/promo-banner';
import { later } from '~/lib/later';
import { seo, siteFromMatches } from '~/lib/seo';
import { fallbackSite, shippingWords, useShippingPromise, useSiteData } from '~/lib/site-data';
import type { Route } from './+types/home';

/*
 * The sections under the first screen: the server renders them at once with the rest of the page; in
 * the browser their code is one chunk fetched when hydration reaches them (lib/later.ts).
 */
const load = () => import('~/features/home/below-the-fold');

const Benefits = import.meta.env.SSR ? belowTheFold.StaticBenefits : later(load, 'StaticBenefits');
const BestSeller = import.meta.env.SSR ? belowTheFold.BestSeller : later(load, 'BestSeller');
const BundlesRow = import.meta.env.SSR ? belowTheFold.BundlesRow : later(load, 'BundlesRow');
const LatestBlogs = import.meta.env.SSR ? belowTheFold.StaticLatestBlogs : later(load, 'StaticLatestBlogs');
const Marquee = import.meta.env.SSR ? belowTheFold.StaticMarquee : later(load, 'StaticMarquee');
const PressQuotes = import.meta.env.SSR ? belowTheFold.StaticPressQuotes : later(load, 'StaticPressQuotes');
const Testimonials = import.meta.env.SSR ? belowTheFold.Testimonials : later(load, 'Testimonials');
const TrustBadges = import.meta.env.SSR ? belowTheFold.StaticTrustBadges : later(load, 'StaticTrustBadges');
const WhyUs = import.meta.env.SSR ? belowTheFold.StaticWhyUs : later(load, 'StaticWhyUs');

export async function loader({ context }: Route.LoaderArgs) {
  return loadHome(context);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seo({
    site,
    title: `${site.shopName} – Ayurvedic & Wellness Supplements Online in India`,
    fullTitle: true,
    description: `Shop authentic Ayurvedic and wellness supplements online: immunity boosters, multivitamins and herbal blends, made in FSSAI-approved facilities, with ${shippingWords(site)}.`,
    path: '/',
    image: loaderData?.shareImage ?? undefined,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, featuredCategories, productsFailed, bundles, bestSeller, posts } = loaderData;
  const { slides, marquee, testimonials, countdown } = loaderData;
  const { shopName } = useSiteData()?.site ?? fallbackSite;
  const shipping = useShippingPromise();
  return (
    <main id="main">
      <h1 className="sr-only">{shopName}: Ayurvedic and wellness supplements online</h1>
      <Container className="pt-6 sm:pt-8">
        <PromoBanner slides={slides} shipping={shipping} />
      </Container>
      <Container className="space-y-20 py-16 sm:space-y-24 sm:py-20">
        <FeaturedProducts products={featured} categories={featuredCategories} failed={productsFailed} />
        {/* A Suspense boundary adds no element, so the containers' spacing is unchanged. The sections
            without behaviour are static islands (features/home/static-sections.tsx). */}
        <Suspense fallback={null}>
          <Benefits />
          <BundlesRow bundles={bundles} />
          {bestSeller && <BestSeller product={bestSeller} countdown={countdown} />}
        </Suspense>
      </Container>
      <Suspense fallback={null}>{marquee.length > 0 && <Marquee texts={marquee} />}</Suspense>
      <Container className="below-first-screen space-y-20 pt-20 sm:space-y-24 sm:pt-24">
        <Suspense fallback={null}>
          <Testimonials testimonials={testimonials} />
          <LatestBlogs posts={posts} />
          <WhyUs />
          <PressQuotes />
          <TrustBadges />
        </Suspense>
      </Container>
    </main>
  );
}
