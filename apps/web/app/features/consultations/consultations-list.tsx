import { type Consultation, consultationMessages, formatConsultationTime } from '@shop/shared';
import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button, buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { EmptyState } from '~/components/ui/empty-state';
import { PhoneIcon } from '~/components/ui/page-icons';
import type { FormResult } from '~/lib/form-result';

/** Where the profile's buttons post: the /booking action serves book, reschedule and cancel. */
const bookingActionPath = '/booking';

const statusBadge = {
  booked: <Badge colour="blue">Booked</Badge>,
  cancelled: <Badge colour="red">Cancelled</Badge>,
  done: <Badge colour="green">Done</Badge>,
  no_show: <Badge colour="grey">Missed</Badge>,
} as const;

function CancelButton({ consultation }: { consultation: Consultation }) {
  const fetcher = useFetcher<FormResult<'cancel'>>();
  const [asking, setAsking] = useState(false);
  const busy = fetcher.state !== 'idle';
  useFormResult(fetcher.state === 'idle' ? fetcher.data : undefined, {
    intent: 'cancel',
    onSuccess: () => setAsking(false),
    onFailure: () => {
      setAsking(false);
      return false;
    },
    toastFailure: true,
  });
  return (
    <>
      <Button variant="dangerOutline" size="sm" disabled={busy} onClick={() => setAsking(true)}>
        Cancel
      </Button>
      <ConfirmDialog
        open={asking}
        title="Cancel this consultation?"
        confirmLabel="Yes, cancel it"
        busyLabel="Cancelling…"
        cancelLabel="Keep it"
        busy={busy}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          fetcher.submit(
            { intent: 'cancel', id: consultation.id },
            { method: 'post', action: bookingActionPath },
          )
        }
      >
        <p>
          Your consultation on {formatConsultationTime(consultation.start)} will be cancelled and its place
          freed.
        </p>
      </ConfirmDialog>
    </>
  );
}

function ConsultationCard({ consultation }: { consultation: Consultation }) {
  return (
    <article className={`${cardClass} p-4 sm:p-5`} aria-label={formatConsultationTime(consultation.start)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-brand-900">
            <time dateTime={consultation.start}>{formatConsultationTime(consultation.start)}</time>
          </h3>
          <p className="mt-0.5 text-sm text-stone-600">
            {consultation.topicLabel} · we call {consultation.phone}
          </p>
        </div>
        {statusBadge[consultation.status]}
      </div>
      {consultation.canChange && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Link
            to={`/booking?reschedule=${consultation.id}`}
            className={buttonClass({ variant: 'outline', size: 'sm' })}
          >
            Reschedule
          </Link>
          <CancelButton consultation={consultation} />
          <a
            href={`/api/consultations/${consultation.id}/calendar.ics`}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            Add to calendar
          </a>
        </div>
      )}
      {consultation.status === 'booked' && !consultation.canChange && (
        <p className="mt-3 text-xs text-stone-600">{consultationMessages.tooLate}</p>
      )}
    </article>
  );
}

/**
 * The profile's Consultations tab: upcoming ones first (cancel or move until 2 hours before), then the
 * earlier ones. `load` never throws; a failure shows its message.
 */
export function ConsultationsTab({
  load,
}: {
  load: { ok: true; consultations: Consultation[] } | { ok: false; message: string };
}) {
  if (!load.ok) return <Alert>{load.message}</Alert>;
  const upcoming = load.consultations.filter((item) => item.status === 'booked');
  const earlier = load.consultations.filter((item) => item.status !== 'booked').reverse();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-xl font-bold text-brand-900">Consultations</h2>
        <Link to="/booking" className={buttonClass({ size: 'sm' })}>
          Book a consultation
        </Link>
      </div>
      {upcoming.length === 0 ? (
        <EmptyState icon={<PhoneIcon className="h-8 w-8" />} title="No upcoming consultations">
          Talk to our Ayurveda experts for free: book a call at a time that suits you.
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {upcoming.map((item) => (
            <li key={item.id}>
              <ConsultationCard consultation={item} />
            </li>
          ))}
        </ul>
      )}
      {earlier.length > 0 && (
        <section aria-labelledby="earlier-consultations" className="space-y-3">
          <h3 id="earlier-consultations" className="text-sm font-semibold text-stone-700">
            Earlier and cancelled
          </h3>
          <ul className="space-y-3">
            {earlier.map((item) => (
              <li key={item.id}>
                <ConsultationCard consultation={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
