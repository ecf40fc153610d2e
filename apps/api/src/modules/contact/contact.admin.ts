import type { AdminMessage } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { type AdminActor, recordAudit } from '../admin/index.ts';
import {
  type ContactMessageRow,
  countContactMessages,
  listContactMessages,
  lockContactMessage,
  setContactMessageHandled,
} from './contact.queries.ts';

const toMessage = (row: ContactMessageRow): AdminMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The owner's side of contact messages: read them a page at a time, mark one handled or not. */
export class ContactAdmin {
  constructor(private readonly deps: { db: Db }) {}

  async messages(page: { page: number; limit: number }) {
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
}
