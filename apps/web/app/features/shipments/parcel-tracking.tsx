import {
  formatDate,
  formatDateTime,
  indiaInstant,
  type OrderTracking,
  shipmentStateLabel,
} from '@shop/shared';
import { textLinkClass } from '~/components/ui/text-link';

const statusWords: Record<OrderTracking['events'][number]['status'], string> = {
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  failed_attempt: 'Delivery attempt failed',
  rto: 'Returning to the seller',
};

/** Where the parcel is: courier, AWB, the courier's page, the expected date and the scans so far. */
export function ParcelTracking({ tracking }: { tracking: OrderTracking }) {
  const events = [...tracking.events].reverse();
  return (
    <section
      aria-label="Delivery tracking"
      className="mt-4 rounded-2xl bg-white p-4 text-sm ring-1 ring-stone-200"
    >
      <p className="font-semibold text-stone-900">
        {shipmentStateLabel(tracking.state)} · {tracking.courier ?? 'Courier'} · AWB{' '}
        <span className="font-mono">{tracking.awb}</span>
      </p>
      <p className="mt-1 text-stone-600">
        {tracking.expectedDate && tracking.state !== 'delivered' && (
          <>Expected by {formatDate(indiaInstant(tracking.expectedDate, 12 * 60))}. </>
        )}
        {tracking.trackingUrl && (
          <a href={tracking.trackingUrl} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
            Track on the courier’s site
          </a>
        )}
      </p>
      {events.length > 0 && (
        <ol className="mt-3 space-y-2 border-l-2 border-brand-200 pl-4">
          {events.map((event) => (
            <li key={`${event.status}-${event.at}`}>
              <span className="font-medium text-stone-900">{statusWords[event.status]}</span>
              {event.location && <span className="text-stone-600"> · {event.location}</span>}
              <time dateTime={event.at} className="block text-xs text-stone-500">
                {formatDateTime(event.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
