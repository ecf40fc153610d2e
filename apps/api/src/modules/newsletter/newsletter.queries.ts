import { newsletterRules } from '@shop/shared';
import { and, asc, count, desc, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter.ts';

/** Confirmed and not unsubscribed since: the only addresses the newsletter goes to. */
const subscribed = and(
  isNotNull(newsletterSubscribers.confirmedAt),
  isNull(newsletterSubscribers.unsubscribedAt),
);

const columns = { email: newsletterSubscribers.email, subscribedAt: newsletterSubscribers.subscribedAt };

/** The subscribed addresses, oldest first, for the owner's CSV export (pending sign-ups never). */
export function listSubscribers(db: Executor) {
  return db
    .select(columns)
    .from(newsletterSubscribers)
    .where(subscribed)
    .orderBy(asc(newsletterSubscribers.subscribedAt), asc(newsletterSubscribers.email));
}

/** One page of the subscribed addresses, newest first like the console's other lists. */
export function listSubscribersPage(db: Executor, page: { page: number; limit: number }) {
  return db
    .select(columns)
    .from(newsletterSubscribers)
    .where(subscribed)
    .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.email))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
}

export async function countSubscribers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscribers).where(subscribed);
  return row?.n ?? 0;
}

/** Sign-ups whose confirmation link still works: they may yet become subscribers. */
export async function countPendingSubscribers(db: Executor, now: Date): Promise<number> {
  const since = new Date(now.getTime() - newsletterRules.confirmDays * 86_400_000);
  const [row] = await db
    .select({ n: count() })
    .from(newsletterSubscribers)
    .where(
      and(
        isNull(newsletterSubscribers.confirmedAt),
        isNull(newsletterSubscribers.unsubscribedAt),
        gt(newsletterSubscribers.confirmSentAt, since),
      ),
    );
  return row?.n ?? 0;
}
