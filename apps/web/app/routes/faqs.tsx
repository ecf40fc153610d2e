import { Link } from 'react-router';
import { Container } from '~/components/layout/container';
import { PageHeader } from '~/components/layout/page-header';
import { Icon } from '~/components/ui/named-icon';
import { FaqAccordion } from '~/features/info/faq-accordion';
import { faqGroups } from '~/features/info/faq-content';
import { policy } from '~/features/info/shop-policy';
import { telHref, useSupportContact } from '~/features/info/support-contact';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/faqs';

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    site: siteFromMatches(matches),
    title: 'Frequently Asked Questions',
    description: `Answers about delivery (${policy.delivery}), payment by Cash on Delivery or online, cancellations, replacements within ${policy.replacementWindow} and refunds.`,
    path: '/faqs',
  });
}

export default function Faqs() {
  const contact = useSupportContact();
  return (
    <main id="main">
      <PageHeader eyebrow="Help centre" title="Frequently Asked Questions">
        <p>Quick answers about orders, delivery, payments, refunds and our products.</p>
      </PageHeader>
      <Container className="grid gap-10 py-12 lg:grid-cols-[1fr_20rem] lg:gap-14 lg:py-16">
        <FaqAccordion groups={faqGroups(contact)} />
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl bg-brand-800 p-6 text-white shadow-sm sm:p-8">
            <span className="grid size-12 place-items-center rounded-full bg-white/10 text-saffron-400">
              <Icon name="headset" />
            </span>
            <h2 className="mt-4 font-display text-2xl">Still have a question?</h2>
            <p className="mt-2 text-brand-50">Our team is happy to help, {policy.supportHours}.</p>
            <ul className="mt-5 space-y-3">
              <li>
                <a
                  href={telHref(contact.phone)}
                  className="flex items-center gap-3 font-semibold hover:underline"
                >
                  <Icon name="phone" className="size-5 text-saffron-400" />
                  {contact.phone}
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${contact.email}`}
                  className="flex items-center gap-3 text-sm font-semibold [overflow-wrap:anywhere] hover:underline"
                >
                  <Icon name="mail" className="size-5 shrink-0 text-saffron-400" />
                  {contact.email}
                </a>
              </li>
            </ul>
            <Link
              to="/contact"
              className="mt-6 inline-flex rounded-full bg-saffron-400 px-5 py-2.5 text-sm font-semibold text-stone-900 transition hover:bg-saffron-500"
            >
              Contact us
            </Link>
          </div>
        </aside>
      </Container>
    </main>
  );
}
