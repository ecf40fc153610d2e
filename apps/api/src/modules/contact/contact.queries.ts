import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Every contact message, newest first, for the admin console. */
export function listContactMessages(db: Executor): Promise<ContactMessageRow[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
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
