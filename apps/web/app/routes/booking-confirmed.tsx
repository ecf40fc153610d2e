import { consultationMessages, formatConsultationTime } from '@shop/shared';
import { data, Link } from 'react-router';
import { Container } from '~/components/layout/container';
import { PageHeader } from '~/components/layout/page-header';
import { buttonClass } from '~/components/ui/button';
import { CalendarIcon } from '~/components/ui/page-icons';
import { requireUser } from '~/features/accounts/session.server';
import { loadMyConsultation } from '~/features/consultations/index.server';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/booking-confirmed';

/** The confirmation of a booked or moved consultation: only its customer sees it (404 for anyone else). */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireUser(url, context);
  const consultation = await loadMyConsultation(context, params.id);
  if (!consultation) throw data('Consultation not found', { status: 404 });
  return { consultation };
}

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    site: siteFromMatches(matches),
    title: 'Consultation booked',
    description: 'Your consultation is booked.',
    path: '/booking',
    noindex: true,
  });
}

export default function BookingConfirmedPage({ loaderData }: Route.ComponentProps) {
  const { consultation } = loaderData;
  const booked = consultation.status === 'booked';
  return (
    <main id="main">
      <PageHeader eyebrow="Consultations" title={booked ? consultationMessages.booked : 'Your consultation'}>
        <p>
          {booked
            ? 'A confirmation with a calendar file is on its way to your e-mail. We remind you a day before.'
            : `This consultation is ${consultation.status.replace('_', ' ')}.`}
        </p>
      </PageHeader>
      <Container className="py-10 sm:py-14">
        <section className="max-w-xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          <dl className="space-y-4">
            <div>
              <dt className="text-sm text-stone-600">When (India time)</dt>
              <dd className="font-display text-xl font-bold text-brand-900">
                <time dateTime={consultation.start}>{formatConsultationTime(consultation.start)}</time>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">Topic</dt>
              <dd className="font-semibold text-stone-900">{consultation.topicLabel}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">We call you on</dt>
              <dd className="font-semibold text-stone-900">{consultation.phone}</dd>
            </div>
            {consultation.note && (
              <div>
                <dt className="text-sm text-stone-600">Your note</dt>
                <dd className="whitespace-pre-line break-words text-stone-800">{consultation.note}</dd>
              </div>
            )}
          </dl>
          <div className="mt-8 flex flex-wrap gap-3">
            {booked && (
              <a href={`/api/consultations/${consultation.id}/calendar.ics`} className={buttonClass()}>
                <CalendarIcon className="h-5 w-5" />
                Add to calendar (.ics)
              </a>
            )}
            <Link to="/profile?tab=consultations" className={buttonClass({ variant: 'outline' })}>
              My consultations
            </Link>
          </div>
          <p className="mt-6 text-sm text-stone-600">
            Questions before then?{' '}
            <Link to="/chat" className="font-semibold text-brand-700 hover:underline">
              Chat with an expert
            </Link>
            .
          </p>
        </section>
      </Container>
    </main>
  );
}
