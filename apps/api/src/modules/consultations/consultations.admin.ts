import {
  type AdminConsultation,
  addDays,
  type ConsultationSettings,
  consultationMessages,
  indiaDate,
  indiaInstant,
} from '@shop/shared';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consultationSettings, consultations, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { MailService } from '../mail/index.ts';
import { toAdminConsultation } from './consultations.mapper.ts';
import { readSettings } from './consultations.repo.ts';

/** The longest range the owner's list covers at once (a month and a bit). */
const MAX_RANGE_DAYS = 62;

/** The owner's side: hours and places, the day's and week's bookings, done / no-show and notes. */
export class ConsultationsAdmin {
  constructor(private readonly deps: { db: Db; clock: Clock; mail: MailService }) {}

  settings(): Promise<ConsultationSettings> {
    return readSettings(this.deps.db);
  }

  /**
   * New hours apply to slots offered from now on; booked consultations keep their time (the owner calls
   * the few customers concerned). Saving takes the same lock as a booking, so none is half-counted.
   */
  async saveSettings(input: ConsultationSettings): Promise<ConsultationSettings> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      await readSettings(tx, { lock: true });
      await tx
        .update(consultationSettings)
        .set({ ...input, updatedAt: clock() })
        .where(eq(consultationSettings.id, 'default'));
      return readSettings(tx);
    });
  }

  /** Every consultation from the start of `from` to the end of `to` (India days); a week from today by default. */
  async list(query: { from?: string; to?: string }) {
    const today = indiaDate(this.deps.clock());
    const from = query.from ?? today;
    const to = query.to ?? addDays(from, 6);
    if (to < from)
      throw badRequest('The end date is before the start date', 'BAD_RANGE', [
        { field: 'to', message: 'must not be before from' },
      ]);
    if (to > addDays(from, MAX_RANGE_DAYS - 1)) {
      throw badRequest(`Ask for at most ${MAX_RANGE_DAYS} days at once`, 'BAD_RANGE', [
        { field: 'to', message: `at most ${MAX_RANGE_DAYS} days after from` },
      ]);
    }
    const rows = await this.deps.db
      .select({
        consultation: consultations,
        customer: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(consultations)
      .innerJoin(users, eq(users.id, consultations.userId))
      .where(
        and(
          gte(consultations.startAt, indiaInstant(from, 0)),
          lt(consultations.startAt, indiaInstant(addDays(to, 1), 0)),
        ),
      )
      .orderBy(asc(consultations.startAt), asc(consultations.createdAt));
    const now = this.deps.clock();
    return {
      from,
      to,
      consultations: rows.map((row) => toAdminConsultation(row.consultation, row.customer, now)),
    };
  }

  /** Marks a consultation done or no-show (or back to booked) and keeps the owner's private notes. */
  async update(
    id: string,
    patch: { status?: 'booked' | 'done' | 'no_show'; adminNotes?: string },
  ): Promise<AdminConsultation> {
    const { db, clock, mail } = this.deps;
    return db.transaction(async (tx) => {
      const [found] = await tx
        .select({
          consultation: consultations,
          customer: { firstName: users.firstName, lastName: users.lastName, email: users.email },
        })
        .from(consultations)
        .innerJoin(users, eq(users.id, consultations.userId))
        .where(eq(consultations.id, id))
        .for('update', { of: consultations });
      if (!found) throw notFound(consultationMessages.notFound, 'CONSULTATION_NOT_FOUND');
      const current = found.consultation;
      if (patch.status && current.status === 'cancelled') {
        throw conflict(
          'A cancelled consultation cannot be marked; add a note instead.',
          'CONSULTATION_CANCELLED',
        );
      }
      // Marked before its reminder went out (held early): the reminder would only confuse.
      const settled = patch.status === 'done' || patch.status === 'no_show';
      if (settled && current.reminderMailId) await mail.withdraw(tx, current.reminderMailId);
      const [updated] = await tx
        .update(consultations)
        .set({
          ...(patch.status ? { status: patch.status } : {}),
          ...(patch.adminNotes !== undefined ? { adminNotes: patch.adminNotes } : {}),
          ...(settled ? { reminderMailId: null } : {}),
          updatedAt: clock(),
        })
        .where(eq(consultations.id, id))
        .returning();
      return toAdminConsultation(updated!, found.customer, clock());
    });
  }
}
