import {
  type AdminConsultation,
  addIndiaDays,
  type ConsultationSettings,
  consultationMessages,
  indiaDay,
  indiaInstant,
} from '@shop/shared';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { consultationSettings, consultations } from '../../db/schema/consultations.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { type AdminActor, recordAudit } from '../admin/index.ts';
import type { MailService } from '../mail/index.ts';
import { cancelBooked } from './consultations.cancel.ts';
import { toAdminConsultation } from './consultations.mapper.ts';
import { type ConsultationRow, placesTaken, readSettings } from './consultations.repo.ts';

/** The longest range the owner's list covers at once (a month and a bit). */
const MAX_RANGE_DAYS = 62;

type Customer = { firstName: string; lastName: string; email: string };

/** What the audit log keeps of a consultation: enough to see what the owner changed. */
const audited = (row: ConsultationRow) => ({
  status: row.status,
  start: row.startAt.toISOString(),
  adminNotes: row.adminNotes,
});

/**
 * The owner's side: hours and places, the day's and week's bookings, done / no-show, notes and
 * cancelling. Every change writes its audit row in its own transaction.
 */
export class ConsultationsAdmin {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      mail: MailService;
      config: Pick<Config, 'SHOP_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL' | 'PORT'>;
    },
  ) {}

  settings(): Promise<ConsultationSettings> {
    return readSettings(this.deps.db);
  }

  /**
   * New hours apply to slots offered from now on; booked consultations keep their time (the owner calls
   * the few customers concerned). Saving takes the same lock as a booking, so none is half-counted.
   */
  async saveSettings(actor: AdminActor, input: ConsultationSettings): Promise<ConsultationSettings> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      const before = await readSettings(tx, { lock: true });
      await tx
        .update(consultationSettings)
        .set({ ...input, updatedAt: clock() })
        .where(eq(consultationSettings.id, 'default'));
      const after = await readSettings(tx);
      await recordAudit(tx, actor, {
        action: 'consultation.settings',
        entity: 'consultation_settings',
        entityId: 'default',
        before,
        after,
      });
      return after;
    });
  }

  /** Every consultation from the start of `from` to the end of `to` (India days); a week from today by default. */
  async list(query: { from?: string; to?: string }) {
    const today = indiaDay(this.deps.clock());
    const from = query.from ?? today;
    const to = query.to ?? addIndiaDays(from, 6);
    if (to < from)
      throw badRequest('The end date is before the start date', 'BAD_RANGE', [
        { field: 'to', message: 'must not be before from' },
      ]);
    if (to > addIndiaDays(from, MAX_RANGE_DAYS - 1)) {
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
          lt(consultations.startAt, indiaInstant(addIndiaDays(to, 1), 0)),
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

  /**
   * Marks a consultation done or no-show (or back to booked) and keeps the owner's private notes. Done
   * or no-show frees the place (only a booked consultation holds one), so back to booked takes the
   * booking lock first and is refused when the place was booked meanwhile.
   */
  async update(
    actor: AdminActor,
    id: string,
    patch: { status?: 'booked' | 'done' | 'no_show'; adminNotes?: string },
  ): Promise<AdminConsultation> {
    const { db, clock, mail } = this.deps;
    return db.transaction(async (tx) => {
      // The same lock order as a booking (settings, then the consultation): no deadlock between them.
      const settings = patch.status === 'booked' ? await readSettings(tx, { lock: true }) : null;
      const { consultation: current, customer } = await this.locked(tx, id);
      if (patch.status && current.status === 'cancelled') {
        throw conflict(
          'A cancelled consultation cannot be marked; add a note instead.',
          'CONSULTATION_CANCELLED',
        );
      }
      if (settings && current.status !== 'booked') await this.checkPlaceStillFree(tx, current, settings);
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
      await recordAudit(tx, actor, {
        action: patch.status ? 'consultation.status' : 'consultation.notes',
        entity: 'consultation',
        entityId: id,
        before: audited(current),
        after: audited(updated!),
      });
      return toAdminConsultation(updated!, customer, clock());
    });
  }

  /**
   * The owner cancels a booked consultation that has not started: the place is free at once, the
   * reminder is withdrawn and the customer e-mailed (with the reason, if given), all in one transaction.
   */
  async cancel(actor: AdminActor, id: string, reason: string): Promise<AdminConsultation> {
    const { db, clock, mail } = this.deps;
    const result = await db.transaction(async (tx) => {
      const now = clock();
      const { consultation: current, customer } = await this.locked(tx, id);
      if (current.status === 'cancelled') {
        throw conflict(consultationMessages.alreadyCancelled, 'CONSULTATION_NOT_BOOKED');
      }
      if (current.status !== 'booked') {
        throw conflict(consultationMessages.cancelSettled, 'CONSULTATION_NOT_BOOKED');
      }
      if (current.startAt.getTime() <= now.getTime()) {
        throw conflict(consultationMessages.cancelStarted, 'CONSULTATION_STARTED');
      }
      const cancelled = await cancelBooked(tx, this.deps, current, customer, now, { reason });
      await recordAudit(tx, actor, {
        action: 'consultation.cancel',
        entity: 'consultation',
        entityId: id,
        before: audited(current),
        after: { ...audited(cancelled), reason },
      });
      return toAdminConsultation(cancelled, customer, now);
    });
    mail.kick();
    return result;
  }

  /** The consultation with its customer, locked until the transaction ends; 404 when unknown. */
  private async locked(tx: Tx, id: string): Promise<{ consultation: ConsultationRow; customer: Customer }> {
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
    return found;
  }

  /**
   * Back to booked: the customer must not hold another booking at that time, and, while the slot is not
   * over, a place must be left (someone may have booked the one this consultation freed).
   */
  private async checkPlaceStillFree(
    tx: Tx,
    row: ConsultationRow,
    settings: ConsultationSettings,
  ): Promise<void> {
    const taken = await placesTaken(tx, row.startAt, row.endAt, row.id);
    if (
      taken.some(
        (booking) => booking.userId === row.userId && booking.startAt.getTime() === row.startAt.getTime(),
      )
    ) {
      throw conflict('The customer has another consultation booked at that time.', 'ALREADY_BOOKED');
    }
    const over = row.endAt.getTime() <= this.deps.clock().getTime();
    if (!over && taken.length >= settings.practitioners) {
      throw conflict(consultationMessages.placeRetaken, 'SLOT_FULL');
    }
  }
}
