import { type ConsultationSettings, defaultConsultationSettings } from '@shop/shared';
import { and, asc, count, eq, gt, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { consultationSettings, consultations } from '../../db/schema/consultations.ts';

export type ConsultationRow = typeof consultations.$inferSelect;

function toSettings(row: typeof consultationSettings.$inferSelect): ConsultationSettings {
  return {
    weeklyHours: row.weeklyHours,
    slotMinutes: row.slotMinutes,
    practitioners: row.practitioners,
    daysAhead: row.daysAhead,
    closedDates: row.closedDates,
    maxUpcomingPerCustomer: row.maxUpcomingPerCustomer,
  };
}

/**
 * The owner's settings; the defaults are written on first use, so a new shop can book at once. With
 * `lock`, the row stays locked until the transaction ends: bookings take turns on it.
 */
export async function readSettings(
  db: Executor,
  options: { lock?: boolean } = {},
): Promise<ConsultationSettings> {
  const select = () => {
    const query = db.select().from(consultationSettings).where(eq(consultationSettings.id, 'default'));
    return options.lock ? query.for('update') : query;
  };
  let [row] = await select();
  if (!row) {
    await db
      .insert(consultationSettings)
      .values({ id: 'default', ...defaultConsultationSettings })
      .onConflictDoNothing();
    [row] = await select();
  }
  return toSettings(row!);
}

/**
 * Consultations holding a place that overlap [from, to): booked ones only (`holdsPlace` in
 * packages/shared); one cancelled, done or no-show frees its place.
 */
export function placesTaken(db: Executor, from: Date, to: Date, exceptId?: string) {
  return db
    .select({
      id: consultations.id,
      userId: consultations.userId,
      startAt: consultations.startAt,
      endAt: consultations.endAt,
    })
    .from(consultations)
    .where(
      and(
        eq(consultations.status, 'booked'),
        lt(consultations.startAt, to),
        gt(consultations.endAt, from),
        exceptId ? ne(consultations.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(consultations.startAt));
}

/** How many upcoming consultations (booked, not started: `isUpcoming`) a customer holds. */
export async function upcomingCount(db: Executor, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(consultations)
    .where(
      and(
        eq(consultations.userId, userId),
        eq(consultations.status, 'booked'),
        gt(consultations.startAt, now),
      ),
    );
  return row?.n ?? 0;
}
