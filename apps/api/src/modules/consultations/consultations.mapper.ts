import {
  type AdminConsultation,
  type Consultation,
  type ConsultationTopic,
  canChangeConsultation,
  consultationTopics,
  toIndiaIso,
} from '@shop/shared';
import type { ConsultationRow } from './consultations.repo.ts';

/** A customer's view of a consultation: no private notes of the owner. */
export function toConsultation(row: ConsultationRow, now: Date): Consultation {
  const topic = row.topic as ConsultationTopic;
  return {
    id: row.id,
    start: toIndiaIso(row.startAt),
    end: toIndiaIso(row.endAt),
    topic,
    topicLabel: consultationTopics[topic] ?? row.topic,
    phone: row.phone,
    note: row.note,
    status: row.status,
    canChange: row.status === 'booked' && canChangeConsultation(row.startAt, now),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminConsultation(
  row: ConsultationRow,
  customer: { firstName: string; lastName: string; email: string },
  now: Date,
): AdminConsultation {
  return {
    ...toConsultation(row, now),
    customer: {
      id: row.userId,
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      email: customer.email,
    },
    adminNotes: row.adminNotes,
  };
}
