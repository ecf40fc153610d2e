import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { OutboxAttachment } from '../../db/schema/mail.ts';

export interface CalendarEvent {
  id: string;
  start: Date;
  end: Date;
  sequence: number;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  cancelled?: boolean;
}

/**
 * One consultation as an iCalendar file. The consultation's id is the event's UID and `sequence` grows
 * with every move, so a calendar app replaces the event it already has; a cancellation uses METHOD:CANCEL.
 */
export function calendarFile(event: CalendarEvent): string {
  const calendar = ical({
    prodId: { company: event.organizer.name, product: 'consultations', language: 'EN' },
    method: event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `${event.id}@consultations`,
    sequence: event.sequence,
    start: event.start,
    end: event.end,
    summary: event.summary,
    description: event.description,
    location: 'Phone call',
    organizer: event.organizer,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

export function calendarAttachment(event: CalendarEvent): OutboxAttachment {
  const method = event.cancelled ? 'CANCEL' : 'REQUEST';
  return {
    filename: 'consultation.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(calendarFile(event), 'utf8').toString('base64'),
  };
}
