import { asc, count, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';

const subscribed = isNull(newsletterSubscribers.unsubscribedAt);

/** The addresses subscribed now (not those who left), oldest first, for the owner's CSV export. */
export function listSubscribers(db: Executor) {
  return db
    .select({ email: newsletterSubscribers.email, subscribedAt: newsletterSubscribers.subscribedAt })
    .from(newsletterSubscribers)
    .where(subscribed)
    .orderBy(asc(newsletterSubscribers.subscribedAt), asc(newsletterSubscribers.email));
}

export async function countSubscribers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscribers).where(subscribed);
  return row?.n ?? 0;
}
