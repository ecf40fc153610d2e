import { type AdminMessage, toCsv } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import {
  type ContactMessageRow,
  countContactMessages,
  listContactMessages,
  lockContactMessage,
  setContactMessageHandled,
} from '../contact/index.ts';
import {
  countPendingSubscribers,
  countSubscribers,
  listSubscribers,
  listSubscribersPage,
} from '../newsletter/index.ts';
import { countQuizSubmissions, listQuizSubmissions } from '../quiz/index.ts';
import { type AdminActor, recordAudit } from './audit.ts';

const toMessage = (row: ContactMessageRow): AdminMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

type Page = { page: number; limit: number };

/** Contact messages, quiz submissions and newsletter subscribers, read through their own modules. */
export class AdminContent {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async messages(page: Page) {
    const [rows, counts] = await Promise.all([
      listContactMessages(this.deps.db, page),
      countContactMessages(this.deps.db),
    ]);
    return { messages: rows.map(toMessage), ...counts, ...page };
  }

  async setHandled(actor: AdminActor, id: string, handled: boolean): Promise<AdminMessage> {
    return this.deps.db.transaction(async (tx) => {
      const before = await lockContactMessage(tx, id);
      if (!before) throw notFound('Message not found', 'MESSAGE_NOT_FOUND');
      const after = await setContactMessageHandled(tx, id, handled);
      await recordAudit(tx, actor, {
        action: handled ? 'message.handled' : 'message.unhandled',
        entity: 'contact_message',
        entityId: id,
        before: { handled: before.handled },
        after: { handled },
      });
      return toMessage(after!);
    });
  }

  async quizSubmissions(page: Page) {
    const [rows, total] = await Promise.all([
      listQuizSubmissions(this.deps.db, page),
      countQuizSubmissions(this.deps.db),
    ]);
    return {
      submissions: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      total,
      ...page,
    };
  }

  /** Confirmed subscribers (a page of them, oldest first) and the sign-ups still waiting for confirmation. */
  async newsletter(page: Page) {
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
