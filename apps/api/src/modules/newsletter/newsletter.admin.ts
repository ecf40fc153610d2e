import { toCsv } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  countPendingSubscribers,
  countSubscribers,
  listSubscribers,
  listSubscribersPage,
} from './newsletter.queries.ts';

/** The owner's side of the newsletter: who is subscribed, who has not confirmed yet, and the CSV export. */
export class NewsletterAdmin {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** Confirmed subscribers (a page of them, oldest first) and the sign-ups still waiting for confirmation. */
  async summary(page: { page: number; limit: number }) {
    const { db, clock } = this.deps;
    const [rows, subscribed, pending] = await Promise.all([
      listSubscribersPage(db, page),
      countSubscribers(db),
      countPendingSubscribers(db, clock()),
    ]);
    return {
      subscribed,
      pending,
      subscribers: rows.map((row) => ({ email: row.email, subscribedAt: row.subscribedAt.toISOString() })),
      total: subscribed,
      ...page,
    };
  }

  async subscribersCsv(): Promise<string> {
    const rows = await listSubscribers(this.deps.db);
    return toCsv(
      ['email', 'subscribed_at'],
      rows.map((row) => [row.email, row.subscribedAt.toISOString()]),
    );
  }
}
