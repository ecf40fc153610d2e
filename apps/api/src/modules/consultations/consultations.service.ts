import {
  type BookConsultation,
  bookableSlots,
  bookingLimitMessage,
  type Consultation,
  type ConsultationSettings,
  type ConsultationSlot,
  type ConsultationTopic,
  canChangeConsultation,
  consultationMessages,
  indiaDay,
  mayBookAnother,
  rangesOverlap,
  reminderTime,
  type SlotProblem,
  slotProblem,
  toIndiaIso,
} from '@shop/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { consultations } from '../../db/schema/consultations.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, notFound, SlotFullError } from '../../lib/errors.ts';
import type { MailService } from '../mail/index.ts';
import { cancelBooked } from './consultations.cancel.ts';
import { confirmationEmail, consultationCalendar, reminderEmail } from './consultations.emails.ts';
import { toConsultation } from './consultations.mapper.ts';
import { type ConsultationRow, placesTaken, readSettings, upcomingCount } from './consultations.repo.ts';

export interface ConsultationsDeps {
  db: Db;
  clock: Clock;
  mail: MailService;
  config: Pick<Config, 'SHOP_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL' | 'PORT'>;
}

const slotErrors: Record<SlotProblem, { code: string; message: string }> = {
  past: { code: 'SLOT_IN_PAST', message: consultationMessages.past },
  beyond_horizon: { code: 'SLOT_BEYOND_HORIZON', message: consultationMessages.beyondHorizon },
  closed_date: { code: 'SLOT_CLOSED_DATE', message: consultationMessages.closedDate },
  outside_hours: { code: 'SLOT_OUTSIDE_HOURS', message: consultationMessages.outsideHours },
};

/** The slots of `days` days from `from` with the places each has left. */
async function slotsWithPlaces(
  db: Executor,
  settings: ConsultationSettings,
  now: Date,
  from: string,
  days: number,
): Promise<ConsultationSlot[]> {
  const slots = bookableSlots(settings, now, from, days);
  if (slots.length === 0) return [];
  const taken = await placesTaken(db, slots[0]!.start, slots.at(-1)!.end);
  return slots.map((slot) => {
    const used = taken.filter((booking) =>
      rangesOverlap(slot, { start: booking.startAt, end: booking.endAt }),
    ).length;
    return {
      start: toIndiaIso(slot.start),
      end: toIndiaIso(slot.end),
      available: Math.max(0, settings.practitioners - used),
    };
  });
}

/**
 * A customer's consultations: free slots, book, cancel, move (docs/decisions/0018-consultation-slots.md).
 * Every booking and move locks the settings row first, so two customers wanting the last place of a
 * slot take turns: the second one counts the first one's booking and gets 409 with the day's slots.
 * The same turn-taking makes the cap of upcoming bookings per customer hold when one customer books
 * twice at once.
 */
export class ConsultationsService {
  constructor(private readonly deps: ConsultationsDeps) {}

  async slots(query: { from?: string; days: number }): Promise<ConsultationSlot[]> {
    const { db, clock } = this.deps;
    const now = clock();
    const settings = await readSettings(db);
    return slotsWithPlaces(db, settings, now, query.from ?? indiaDay(now), query.days);
  }

  async mine(userId: string): Promise<Consultation[]> {
    const rows = await this.deps.db
      .select()
      .from(consultations)
      .where(eq(consultations.userId, userId))
      .orderBy(asc(consultations.startAt))
      .limit(200);
    const now = this.deps.clock();
    return rows.map((row) => toConsultation(row, now));
  }

  /** The customer's own consultation as an .ics file (404 for anyone else's). */
  async calendar(userId: string, id: string): Promise<string> {
    const { db, config } = this.deps;
    const [row] = await db
      .select()
      .from(consultations)
      .where(and(eq(consultations.id, id), eq(consultations.userId, userId)));
    if (!row) throw notFound(consultationMessages.notFound, 'CONSULTATION_NOT_FOUND');
    return consultationCalendar(config, row);
  }

  async book(userId: string, input: BookConsultation & { note: string }): Promise<Consultation> {
    const { db, clock, mail, config } = this.deps;
    const row = await db.transaction(async (tx) => {
      const now = clock();
      const settings = await readSettings(tx, { lock: true });
      if (!mayBookAnother(await upcomingCount(tx, userId, now), settings)) {
        throw conflict(bookingLimitMessage(settings.maxUpcomingPerCustomer), 'BOOKING_LIMIT_REACHED');
      }
      const slot = this.checkSlot(settings, now, input.start);
      await this.checkPlaces(tx, settings, now, userId, slot);
      const customer = await this.customer(tx, userId);
      const [created] = await tx
        .insert(consultations)
        .values({
          userId,
          startAt: slot.start,
          endAt: slot.end,
          topic: input.topic as ConsultationTopic,
          phone: input.phone,
          note: input.note,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await mail.enqueue(tx, confirmationEmail(config, customer, created!));
      return this.scheduleReminder(tx, customer, created!, now);
    });
    mail.kick();
    return toConsultation(row, clock());
  }

  async cancel(userId: string, id: string): Promise<Consultation> {
    const { db, clock, mail } = this.deps;
    const row = await db.transaction(async (tx) => {
      const now = clock();
      const current = await this.changeable(tx, userId, id, now);
      return cancelBooked(tx, this.deps, current, await this.customer(tx, userId), now);
    });
    mail.kick();
    return toConsultation(row, clock());
  }

  async reschedule(userId: string, id: string, start: string): Promise<Consultation> {
    const { db, clock, mail, config } = this.deps;
    const row = await db.transaction(async (tx) => {
      const now = clock();
      // The same lock order as a booking (settings, then the consultation): no deadlock between them.
      const settings = await readSettings(tx, { lock: true });
      const current = await this.changeable(tx, userId, id, now);
      const slot = this.checkSlot(settings, now, start);
      if (slot.start.getTime() === current.startAt.getTime()) return current;
      // No cap here: a move keeps the number of upcoming bookings as it is, so a customer the owner's
      // lowered cap left above it may still move one.
      await this.checkPlaces(tx, settings, now, userId, slot, id);
      await this.withdrawReminder(tx, current);
      const [moved] = await tx
        .update(consultations)
        .set({
          startAt: slot.start,
          endAt: slot.end,
          reminderMailId: null,
          calendarSequence: current.calendarSequence + 1,
          updatedAt: now,
        })
        .where(eq(consultations.id, id))
        .returning();
      const customer = await this.customer(tx, userId);
      await mail.enqueue(tx, confirmationEmail(config, customer, moved!, true));
      return this.scheduleReminder(tx, customer, moved!, now);
    });
    mail.kick();
    return toConsultation(row, clock());
  }

  private checkSlot(settings: ConsultationSettings, now: Date, start: string) {
    const startAt = new Date(start);
    const problem = slotProblem(settings, now, startAt);
    if (problem)
      throw badRequest(slotErrors[problem].message, slotErrors[problem].code, [
        { field: 'start', message: slotErrors[problem].message },
      ]);
    return { start: startAt, end: new Date(startAt.getTime() + settings.slotMinutes * 60_000) };
  }

  /** 409 when the customer already has a consultation then, or when every place of the slot is taken. */
  private async checkPlaces(
    tx: Tx,
    settings: ConsultationSettings,
    now: Date,
    userId: string,
    slot: { start: Date; end: Date },
    exceptId?: string,
  ): Promise<void> {
    const taken = await placesTaken(tx, slot.start, slot.end, exceptId);
    if (taken.some((booking) => booking.userId === userId)) {
      throw conflict(consultationMessages.alreadyBooked, 'ALREADY_BOOKED');
    }
    if (taken.length >= settings.practitioners) {
      const slots = await slotsWithPlaces(tx, settings, now, indiaDay(slot.start), 1);
      throw new SlotFullError(consultationMessages.slotFull, slots);
    }
  }

  /** The customer's own booked consultation, locked, still more than 2 hours away; 404 for anyone else's. */
  private async changeable(tx: Tx, userId: string, id: string, now: Date): Promise<ConsultationRow> {
    const [row] = await tx
      .select()
      .from(consultations)
      .where(and(eq(consultations.id, id), eq(consultations.userId, userId)))
      .for('update');
    if (!row) throw notFound(consultationMessages.notFound, 'CONSULTATION_NOT_FOUND');
    if (row.status !== 'booked') throw conflict(consultationMessages.notBooked, 'CONSULTATION_NOT_BOOKED');
    if (!canChangeConsultation(row.startAt, now)) {
      throw new AppError(409, 'TOO_LATE_TO_CHANGE', consultationMessages.tooLate);
    }
    return row;
  }

  private async scheduleReminder(
    tx: Tx,
    customer: { email: string; firstName: string },
    row: ConsultationRow,
    now: Date,
  ): Promise<ConsultationRow> {
    const sendAt = reminderTime(row.startAt, now);
    if (!sendAt) return row;
    const reminderMailId = await this.deps.mail.enqueue(tx, reminderEmail(this.deps.config, customer, row), {
      sendAt,
    });
    const [updated] = await tx
      .update(consultations)
      .set({ reminderMailId })
      .where(eq(consultations.id, row.id))
      .returning();
    return updated!;
  }

  private async withdrawReminder(tx: Tx, row: ConsultationRow): Promise<void> {
    if (row.reminderMailId) await this.deps.mail.withdraw(tx, row.reminderMailId);
  }

  private async customer(tx: Tx, userId: string) {
    const [customer] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId));
    return customer!;
  }
}
