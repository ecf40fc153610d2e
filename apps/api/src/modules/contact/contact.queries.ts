import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/contact.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** One page of the contact messages, newest first, for the admin console. */
export function listContactMessages(
  db: Executor,
  page: { page: number; limit: number },
): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
}

/** How many messages there are, and how many of them are not handled yet. */
export async function countContactMessages(db: Executor): Promise<{ total: number; unhandled: number }> {
  const [row] = await db
    .select({ total: count(), unhandled: count(sql`case when not ${contactMessages.handled} then 1 end`) })
    .from(contactMessages);
  return { total: row?.total ?? 0, unhandled: row?.unhandled ?? 0 };
}

/** One message, locked for the caller's transaction so its before/after audit values are exact. */
export async function lockContactMessage(tx: Executor, id: string): Promise<ContactMessageRow | undefined> {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return row;
}

export async function setContactMessageHandled(
  tx: Executor,
  id: string,
  handled: boolean,
): Promise<ContactMessageRow | undefined> {
  const [row] = await tx
    .update(contactMessages)
    .set({ handled })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}
