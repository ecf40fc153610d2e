import {
  type AdminConsultation,
  addIndiaDays,
  formatConsultationDay,
  formatConsultationTime,
  formatSlotTime,
} from '@shop/shared';
import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useFormResult } from '~/components/form/use-form-result';
import { Badge } from '~/components/ui/badge';
import { Button, buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { EmptyState } from '~/components/ui/empty-state';
import { TextAreaField } from '~/components/ui/field';
import { CalendarIcon } from '~/components/ui/page-icons';
import { textLinkClass } from '~/components/ui/text-link';
import type { FormResult } from '~/lib/form-result';
import type { loadAdminConsultations } from './admin-consultations.server';

type AdminConsultationsData = Awaited<ReturnType<typeof loadAdminConsultations>>;

const badges = {
  booked: <Badge colour="blue">Booked</Badge>,
  done: <Badge colour="green">Done</Badge>,
  no_show: <Badge colour="yellow">No-show</Badge>,
  cancelled: <Badge colour="red">Cancelled</Badge>,
} as const;

/**
 * "Cancel this booking?" with an optional note for the customer's e-mail; posts `intent=cancel` to the
 * page's action and closes once it has answered (a refusal is toasted).
 */
function CancelDialog({
  consultation,
  open,
  onClose,
}: {
  consultation: AdminConsultation;
  open: boolean;
  onClose: () => void;
}) {
  const fetcher = useFetcher<FormResult<'cancel'>>();
  const busy = fetcher.state !== 'idle';
  useFormResult(fetcher.state === 'idle' ? fetcher.data : undefined, {
    intent: 'cancel',
    onSuccess: onClose,
    onFailure: () => {
      onClose();
      return false;
    },
    toastFailure: true,
  });
  const name = consultation.customer.name || consultation.customer.email;
  return (
    <ConfirmDialog
      open={open}
      title="Cancel this booking?"
      confirmLabel="Yes, cancel it"
      busyLabel="Cancelling…"
      cancelLabel="Keep it"
      busy={busy}
      onClose={onClose}
      onConfirm={(form) =>
        fetcher.submit(
          { intent: 'cancel', id: consultation.id, reason: String(form.get('reason') ?? '') },
          { method: 'post' },
        )
      }
    >
      <p>
        {name}’s consultation on {formatConsultationTime(consultation.start)} will be cancelled: its place
        frees up for others, no reminder goes out, and {name} gets an e-mail saying so.
      </p>
      <TextAreaField
        name="reason"
        label={
          <>
            Note to the customer <span className="font-normal text-stone-500">(optional)</span>
          </>
        }
        rows={2}
        maxLength={500}
        className="mt-4"
        textareaClassName="resize-none"
      />
    </ConfirmDialog>
  );
}

function ConsultationRow({ consultation, now }: { consultation: AdminConsultation; now: string }) {
  const fetcher = useFetcher<FormResult<'mark'>>();
  useFormResult(fetcher.data, { intent: 'mark', toastFailure: true });
  const [cancelling, setCancelling] = useState(false);
  const busy = fetcher.state !== 'idle';
  const cancelled = consultation.status === 'cancelled';
  const cancellable = consultation.status === 'booked' && Date.parse(consultation.start) > Date.parse(now);
  const label = `${formatSlotTime(consultation.start)} ${consultation.customer.name}`;
  return (
    <li className={`${cardClass} p-4 ${cancelled ? 'opacity-70' : ''}`} aria-label={label}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-brand-900">
            <time dateTime={consultation.start}>{formatSlotTime(consultation.start)}</time> ·{' '}
            {consultation.customer.name}
          </p>
          <p className="text-sm text-stone-600">
            {consultation.topicLabel} ·{' '}
            <a href={`tel:${consultation.phone}`} className={textLinkClass}>
              {consultation.phone}
            </a>{' '}
            ·{' '}
            <a href={`mailto:${consultation.customer.email}`} className={textLinkClass}>
              {consultation.customer.email}
            </a>
          </p>
          {consultation.note && (
            <p className="mt-2 whitespace-pre-line break-words text-sm text-stone-800">{consultation.note}</p>
          )}
        </div>
        {badges[consultation.status]}
      </div>
      <fetcher.Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="id" value={consultation.id} />
        <TextAreaField
          name="adminNotes"
          label="Private notes"
          rows={2}
          maxLength={2000}
          defaultValue={consultation.adminNotes}
        />
        <div className="flex flex-wrap gap-2">
          {!cancelled && (
            <>
              <button
                type="submit"
                name="status"
                value="done"
                disabled={busy}
                className={buttonClass({ size: 'sm' })}
              >
                Mark done
              </button>
              <button
                type="submit"
                name="status"
                value="no_show"
                disabled={busy}
                className={buttonClass({ variant: 'outline', size: 'sm' })}
              >
                Mark no-show
              </button>
            </>
          )}
          <button type="submit" disabled={busy} className={buttonClass({ variant: 'outline', size: 'sm' })}>
            Save notes
          </button>
          {cancellable && (
            <Button
              variant="dangerOutline"
              size="sm"
              disabled={busy || cancelling}
              onClick={() => setCancelling(true)}
              className="sm:ml-auto"
            >
              Cancel booking
            </Button>
          )}
        </div>
      </fetcher.Form>
      {/* Kept while open: the answer arrives with the reloaded list, where this booking is no longer cancellable. */}
      {(cancellable || cancelling) && (
        <CancelDialog consultation={consultation} open={cancelling} onClose={() => setCancelling(false)} />
      )}
    </li>
  );
}

/**
 * The day's or the week's consultations, by day; each marked done or no-show with private notes, and a
 * booking not started yet can be cancelled.
 */
export function AdminConsultations({ view, date, to, consultations, now }: AdminConsultationsData) {
  const step = view === 'day' ? 1 : 7;
  const link = (nextView: string, nextDate: string) => `?view=${nextView}&date=${nextDate}`;
  const days = [...new Set(consultations.map((item) => item.start.slice(0, 10)))];
  const active = consultations.filter((item) => item.status !== 'cancelled').length;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-display text-xl font-bold text-brand-900">Consultations</h2>
        <Link to="/admin/consultations/settings" className={textLinkClass}>
          Hours and settings
        </Link>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={link('day', date)}
          aria-current={view === 'day' ? 'page' : undefined}
          className={buttonClass({ variant: view === 'day' ? 'primary' : 'outline', size: 'sm' })}
        >
          Day
        </Link>
        <Link
          to={link('week', date)}
          aria-current={view === 'week' ? 'page' : undefined}
          className={buttonClass({ variant: view === 'week' ? 'primary' : 'outline', size: 'sm' })}
        >
          Week
        </Link>
        <Link
          to={link(view, addIndiaDays(date, -step))}
          className={buttonClass({ variant: 'outline', size: 'sm' })}
        >
          Earlier
        </Link>
        <Link
          to={link(view, addIndiaDays(date, step))}
          className={buttonClass({ variant: 'outline', size: 'sm' })}
        >
          Later
        </Link>
        <p className="text-sm text-stone-600">
          {formatConsultationDay(date)}
          {view === 'week' && ` – ${formatConsultationDay(to)}`} · {active} booked
        </p>
      </div>
      {consultations.length === 0 ? (
        <EmptyState icon={<CalendarIcon className="h-8 w-8" />} title="No consultations">
          Bookings for these days appear here.
        </EmptyState>
      ) : (
        days.map((day) => (
          <section key={day} aria-labelledby={`day-${day}`} className="space-y-3">
            <h3 id={`day-${day}`} className="font-semibold text-stone-800">
              {formatConsultationDay(day)}
            </h3>
            <ul className="space-y-3">
              {consultations
                .filter((item) => item.start.startsWith(day))
                .map((item) => (
                  <ConsultationRow key={item.id} consultation={item} now={now} />
                ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
