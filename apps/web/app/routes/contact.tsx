import { Link } from 'react-router';
import { Container } from '~/components/layout/container';
import { Icon, type IconName } from '~/components/ui/named-icon';
import { SectionTitle } from '~/components/ui/section-title';
import { ContactDetails } from '~/features/info/contact-details';
import { ContactForm } from '~/features/info/contact-form';
import { contactAction } from '~/features/info/index.server';
import { InfoHero } from '~/features/info/info-layout';
import { policy } from '~/features/info/shop-policy';
import { useSupportContact } from '~/features/info/support-contact';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/contact';

export async function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seo({
    site,
    title: 'Contact Us',
    description: `Call, e-mail or WhatsApp ${site.shopName} about orders, delivery, refunds or products. Support ${policy.supportHours}.`,
    path: '/contact',
  });
}

const shortcuts: { to: string; icon: IconName; title: string; text: string }[] = [
  {
    to: '/orders',
    icon: 'truck',
    title: 'Track an order',
    text: 'See the status of every order you have placed.',
  },
  {
    to: '/refund-policy',
    icon: 'cash',
    title: 'Refunds and replacements',
    text: `Claims within ${policy.replacementWindow}.`,
  },
  {
    to: '/faqs',
    icon: 'chat',
    title: 'Frequently asked questions',
    text: 'Delivery, payments, cancellations and more.',
  },
];

export default function Contact({ actionData }: Route.ComponentProps) {
  const contact = useSupportContact();
  return (
    <main id="main">
      <InfoHero eyebrow="Contact us" title="We are here to help" icon="headset">
        <p>
          Questions about an order, a product or your wellness routine? Talk to a real person on our support
          team, {policy.supportHours}.
        </p>
      </InfoHero>
      <Container className="space-y-16 py-12 sm:py-16">
        <section aria-labelledby="write-to-us" className="mx-auto max-w-3xl">
          <SectionTitle id="write-to-us" eyebrow="Write to us">
            Send us a message
          </SectionTitle>
          <div className="mt-8 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
            <ContactForm result={actionData} />
          </div>
        </section>
        <section aria-labelledby="reach-us">
          <SectionTitle id="reach-us" eyebrow="Get in touch">
            Reach our support team
          </SectionTitle>
          <div className="mt-8">
            <ContactDetails contact={contact} />
          </div>
        </section>
        <section aria-labelledby="quick-help">
          <SectionTitle id="quick-help" eyebrow="Quick help">
            Find an answer straight away
          </SectionTitle>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {shortcuts.map((shortcut) => (
              <li key={shortcut.to}>
                <Link
                  to={shortcut.to}
                  className="group flex h-full items-start gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition hover:border-brand-300 hover:shadow-md"
                >
                  <span className="grid size-11 shrink-0 place-items-center rounded-full bg-saffron-400/20 text-amber-800">
                    <Icon name={shortcut.icon} />
                  </span>
                  <span>
                    <span className="block font-semibold text-stone-900 group-hover:text-brand-700">
                      {shortcut.title}
                    </span>
                    <span className="mt-1 block text-sm text-stone-600">{shortcut.text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </main>
  );
}
