import { Link } from 'react-router';
import { Container } from '~/components/layout/container';
import { PageHeader } from '~/components/layout/page-header';
import { MailIcon, PhoneIcon, WhatsAppIcon } from '~/components/ui/icons';
import { requireUser } from '~/features/accounts/session.server';
import { seo, siteFromMatches } from '~/lib/seo';
import { fallbackSite, useSiteData } from '~/lib/site-data';
import type { Route } from './+types/booking';

/** Guarded (docs/PRODUCT.md §4); the booking screen itself is planned (docs/PRODUCT.md §2.20), so this points to the support team. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { firstName: user.firstName };
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seo({
    site,
    title: 'Book a consultation',
    description: `Book a wellness consultation with the ${site.shopName} team by phone, e-mail or WhatsApp.`,
    path: '/booking',
    noindex: true,
  });
}

const card =
  'flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const badge = 'grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-800';

export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const site = useSiteData()?.site ?? fallbackSite;
  const whatsapp = site.whatsappNumber.replace(/\D/g, '');
  const contacts = [
    site.supportPhone && {
      href: `tel:${site.supportPhone.replace(/[^\d+]/g, '')}`,
      label: 'Call us',
      value: site.supportPhone,
      Icon: PhoneIcon,
    },
    whatsapp && {
      href: `https://wa.me/${whatsapp}?text=${encodeURIComponent('Hello, I would like to book a consultation.')}`,
      label: 'WhatsApp',
      value: 'Chat with our team',
      Icon: WhatsAppIcon,
    },
    site.supportEmail && {
      href: `mailto:${site.supportEmail}?subject=${encodeURIComponent('Consultation booking')}`,
      label: 'Email',
      value: site.supportEmail,
      Icon: MailIcon,
    },
  ].filter((contact) => !!contact);

  return (
    <main id="main">
      <PageHeader eyebrow="Consultations" title="Book a consultation">
        <p>
          Hi {loaderData.firstName || 'there'}, online booking is coming soon. Until then our wellness team
          books consultations for you: reach us any way you like, 10 AM to 6 PM, Monday to Saturday.
        </p>
      </PageHeader>
      <Container className="py-10 sm:py-14">
        <ul className="grid gap-4 sm:grid-cols-3">
          {contacts.map(({ href, label, value, Icon }) => (
            <li key={label}>
              <a href={href} className={card}>
                <span className={badge}>
                  <Icon className="h-5 w-5" />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-stone-900">{label}</span>
                  <span className="block truncate text-sm text-stone-600">{value}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm text-stone-600">
          Looking for your account instead?{' '}
          <Link to="/profile" className="font-semibold text-brand-700 hover:underline">
            Go to your profile
          </Link>
          .
        </p>
      </Container>
    </main>
  );
}
