import { Link } from 'react-router';
import { Container } from '~/components/layout/container';
import { PageHeader } from '~/components/layout/page-header';
import { WhatsAppIcon } from '~/components/ui/icons';
import { ChatIcon, MailIcon, PhoneIcon } from '~/components/ui/page-icons';
import { requireUser } from '~/features/accounts/session.server';
import { BookingForm } from '~/features/consultations';
import { bookingAction, loadBooking } from '~/features/consultations/index.server';
import { seo, siteFromMatches } from '~/lib/seo';
import { fallbackSite, useSiteData } from '~/lib/site-data';
import type { Route } from './+types/booking';

/**
 * Consultation booking (docs/PRODUCT.md, Consultations), guarded like /profile (docs/PRODUCT.md §4). The
 * phone, WhatsApp and e-mail contacts stay for those who prefer them.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = await requireUser(url, context);
  return { firstName: user.firstName, phone: user.phone ?? '', ...(await loadBooking(url, context)) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireUser(url, context);
  return bookingAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seo({
    site,
    title: 'Book a consultation',
    description: `Book a free wellness consultation with the ${site.shopName} team.`,
    path: '/booking',
    noindex: true,
  });
}

const card =
  'flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const badge = 'grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-800';

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
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
          Hi {loaderData.firstName || 'there'}, pick a day and a time for a free call with one of our Ayurveda
          experts. You can cancel or move it from your profile until 2 hours before.
        </p>
      </PageHeader>
      <Container className="space-y-10 py-10 sm:py-14">
        <section
          aria-labelledby="book-online"
          className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
        >
          <h2 id="book-online" className="mb-5 font-display text-xl font-bold text-brand-900">
            {loaderData.rescheduling ? 'Reschedule your consultation' : 'Book online'}
          </h2>
          {loaderData.upcoming.length > 0 && !loaderData.rescheduling && (
            <p className="mb-5 text-sm text-stone-700">
              You have {loaderData.upcoming.length} upcoming{' '}
              {loaderData.upcoming.length === 1 ? 'consultation' : 'consultations'}.{' '}
              <Link to="/profile?tab=consultations" className="font-semibold text-brand-700 hover:underline">
                See or change them
              </Link>
              .
            </p>
          )}
          <BookingForm
            key={loaderData.rescheduling?.id ?? 'book'}
            days={loaderData.days}
            day={loaderData.day}
            slots={loaderData.slots}
            phone={loaderData.phone}
            rescheduling={loaderData.rescheduling}
            result={actionData}
          />
        </section>
        <h2 className="font-display text-lg font-bold text-brand-900">Prefer to talk now?</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <li>
            <Link to="/chat" className={card}>
              <span className={badge}>
                <ChatIcon className="h-5 w-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-stone-900">Chat with an expert</span>
                <span className="block truncate text-sm text-stone-600">Live chat with our team</span>
              </span>
            </Link>
          </li>
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
        <p className="text-sm text-stone-600">
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
