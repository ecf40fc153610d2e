import { PolicyPage } from '~/features/info/policy-page';
import { privacySections } from '~/features/info/privacy-sections';
import { useSupportContact } from '~/features/info/support-contact';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/privacy-policy';

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    site: siteFromMatches(matches),
    title: 'Privacy Policy',
    description:
      'What personal data we collect when you shop with us, why we collect it, who we share it with and your rights under Indian data protection law.',
    path: '/privacy-policy',
  });
}

export default function PrivacyPolicy() {
  const contact = useSupportContact();
  return (
    <PolicyPage
      eyebrow="Policies"
      title="Privacy Policy"
      intro={
        <p>Your health choices are personal. Here is exactly what we do, and do not do, with your data.</p>
      }
      sections={privacySections(contact)}
    />
  );
}
