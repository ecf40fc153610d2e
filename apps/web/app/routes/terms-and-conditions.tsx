import { PolicyPage } from '~/features/info/policy-page';
import { useSupportContact } from '~/features/info/support-contact';
import { termsSections } from '~/features/info/terms-sections';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/terms-and-conditions';

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    site: siteFromMatches(matches),
    title: 'Terms and Conditions',
    description:
      'The terms for using our website and buying Ayurvedic and wellness supplements from us: accounts, prices, payment, delivery, cancellations and your rights.',
    path: '/terms-and-conditions',
  });
}

export default function TermsAndConditions() {
  const contact = useSupportContact();
  return (
    <PolicyPage
      eyebrow="Policies"
      title="Terms and Conditions"
      intro={<p>The plain-language rules for shopping with us. Please read them before placing an order.</p>}
      sections={termsSections(contact)}
    />
  );
}
