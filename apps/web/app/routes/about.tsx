import { Container } from '~/components/layout/container';
import { SocialLinks } from '~/components/layout/social-links';
import { SectionTitle } from '~/components/ui/section-title';
import { AboutDisclaimer, AboutOffers, AboutReasons, AboutStory } from '~/features/info/about-sections';
import { brand } from '~/features/info/brand-story';
import { ContactDetails } from '~/features/info/contact-details';
import { InfoHero } from '~/features/info/info-layout';
import { useSupportContact } from '~/features/info/support-contact';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/about';

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seo({
    site,
    title: 'About Us',
    description: `Since ${brand.founded}, ${site.shopName} has brought authentic Ayurvedic and wellness supplements to homes across India. Our story, mission and promise.`,
    path: '/about',
  });
}

export default function About() {
  const contact = useSupportContact();
  return (
    <main id="main">
      <InfoHero eyebrow="About us" title="Ayurveda for modern India, made simple and trustworthy" icon="leaf">
        <p>
          Since {brand.founded} we have helped families across India discover authentic Ayurvedic and wellness
          supplements: carefully chosen, clearly labelled and delivered to their door.
        </p>
      </InfoHero>

      <Container className="space-y-20 py-14 sm:py-20">
        <AboutStory />

        <AboutOffers />

        <AboutReasons />

        <section aria-labelledby="contact">
          <div className="flex flex-wrap items-end justify-between gap-6">
            <SectionTitle id="contact" eyebrow="Talk to us">
              Contact and social
            </SectionTitle>
            <SocialLinks tone="light" />
          </div>
          <div className="mt-8">
            <ContactDetails contact={contact} />
          </div>
        </section>

        <AboutDisclaimer />
      </Container>
    </main>
  );
}
