import { type AdminMessage, toCsv } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import {
  type ContactMessageRow,
  listContactMessages,
  lockContactMessage,
  setContactMessageHandled,
} from '../contact/index.ts';
import { countSubscribers, listSubscribers } from '../newsletter/index.ts';
import { listQuizSubmissions } from '../quiz/index.ts';
import { type AdminActor, recordAudit } from './audit.ts';

const toMessage = (row: ContactMessageRow): AdminMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Contact messages, quiz submissions and newsletter subscribers, read through their own modules. */
export class AdminContent {
  constructor(private readonly deps: { db: Db }) {}

  async messages(): Promise<AdminMessage[]> {
    return (await listContactMessages(this.deps.db)).map(toMessage);
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

  async quizSubmissions() {
    return (await listQuizSubmissions(this.deps.db)).map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  subscriberCount(): Promise<number> {
    return countSubscribers(this.deps.db);
  }

  async subscribersCsv(): Promise<string> {
    const rows = await listSubscribers(this.deps.db);
    return toCsv(
      ['email', 'subscribed_at'],
      rows.map((row) => [row.email, row.subscribedAt.toISOString()]),
    );
  }
}
