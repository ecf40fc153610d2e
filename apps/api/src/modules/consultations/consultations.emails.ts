import { type ConsultationTopic, consultationTopics, formatConsultationTime } from '@shop/shared';
import type { Config } from '../../config.ts';
import { type MailMessage, renderEmail } from '../mail/index.ts';
import { type CalendarEvent, calendarAttachment, calendarFile } from './consultations.calendar.ts';
import type { ConsultationRow } from './consultations.repo.ts';

type EmailConfig = Pick<Config, 'SHOP_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL' | 'PORT'>;
interface Customer {
  email: string;
  firstName: string;
}

const manageLink = (config: EmailConfig) =>
  `${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}/profile?tab=consultations`;

function calendarEvent(config: EmailConfig, row: ConsultationRow, cancelled = false): CalendarEvent {
  const topic = consultationTopics[row.topic as ConsultationTopic] ?? row.topic;
  return {
    id: row.id,
    start: row.startAt,
    end: row.endAt,
    sequence: row.calendarSequence,
    summary: `${config.SHOP_NAME}: consultation (${topic})`,
    description: `A wellness consultation by phone. We will call you on ${row.phone}. Manage it at ${manageLink(config)}`,
    organizer: { name: config.SHOP_NAME, email: config.SUPPORT_EMAIL },
    cancelled: cancelled || row.status === 'cancelled',
  };
}

const calendar = (config: EmailConfig, row: ConsultationRow, cancelled = false) =>
  calendarAttachment(calendarEvent(config, row, cancelled));

/** The .ics file of a consultation as it is now (the confirmation page's download). */
export const consultationCalendar = (config: EmailConfig, row: ConsultationRow) =>
  calendarFile(calendarEvent(config, row));

/** Booked or moved: the time in India time, the calendar file, and where to change it. */
export function confirmationEmail(
  config: EmailConfig,
  customer: Customer,
  row: ConsultationRow,
  moved = false,
): MailMessage {
  const when = formatConsultationTime(row.startAt);
  const topic = consultationTopics[row.topic as ConsultationTopic] ?? row.topic;
  return {
    to: customer.email,
    subject: moved ? `Your consultation is moved to ${when}` : `Your consultation on ${when}`,
    ...renderEmail({
      shopName: config.SHOP_NAME,
      heading: moved ? 'Your consultation is moved' : 'Your consultation is booked',
      paragraphs: [
        `Hi ${customer.firstName || 'there'}, ${moved ? 'your consultation is now on' : 'thank you for booking a consultation on'} ${when}.`,
        `Topic: ${topic}. Our expert will call you on ${row.phone}.`,
        'The attached calendar file adds it to your calendar.',
        `You can cancel or move it until 2 hours before it starts: ${manageLink(config)}`,
      ],
    }),
    attachments: [calendar(config, row)],
  };
}

/** 24 hours before: written when the consultation is booked and withdrawn if it is cancelled or moved. */
export function reminderEmail(config: EmailConfig, customer: Customer, row: ConsultationRow): MailMessage {
  const when = formatConsultationTime(row.startAt);
  return {
    to: customer.email,
    subject: `Reminder: your consultation tomorrow, ${when}`,
    ...renderEmail({
      shopName: config.SHOP_NAME,
      heading: 'Your consultation is tomorrow',
      paragraphs: [
        `Hi ${customer.firstName || 'there'}, this is a reminder of your consultation on ${when}.`,
        `Our expert will call you on ${row.phone}. Keep your questions and any reports at hand.`,
        `Cannot make it? Cancel or move it until 2 hours before: ${manageLink(config)}`,
      ],
    }),
    attachments: [calendar(config, row)],
  };
}

/**
 * Cancelled by the customer, or by the shop (`byShop`, with the owner's reason if given): either way
 * the calendar file withdraws the event.
 */
export function cancellationEmail(
  config: EmailConfig,
  customer: Customer,
  row: ConsultationRow,
  byShop?: { reason: string },
): MailMessage {
  const when = formatConsultationTime(row.startAt);
  const hello = `Hi ${customer.firstName || 'there'}`;
  return {
    to: customer.email,
    subject: `Your consultation on ${when} is cancelled`,
    ...renderEmail({
      shopName: config.SHOP_NAME,
      heading: 'Your consultation is cancelled',
      paragraphs: [
        byShop
          ? `${hello}, we are sorry: we have had to cancel your consultation on ${when}.`
          : `${hello}, your consultation on ${when} is cancelled.`,
        ...(byShop?.reason ? [`Our note: ${byShop.reason}`] : []),
        `Book another time whenever you like: ${manageLink(config).replace('/profile?tab=consultations', '/booking')}`,
      ],
    }),
    attachments: [calendar(config, row, true)],
  };
}
