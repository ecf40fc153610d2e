import type { ContactMessageFields } from '@shop/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import type { Clock } from '../../lib/clock.ts';
import { type MailService, renderEmail } from '../mail/index.ts';

/** Contact messages: kept for the admin console and mailed to support in the same transaction. */
export class ContactService {
  constructor(private readonly deps: { db: Db; mail: MailService; config: Config; clock: Clock }) {}

  async save(message: ContactMessageFields): Promise<void> {
    const { db, mail, config, clock } = this.deps;
    await db.transaction(async (tx) => {
      await tx.insert(contactMessages).values({ ...message, createdAt: clock() });
      await mail.enqueue(tx, {
        to: config.SUPPORT_EMAIL,
        subject: `Contact form: ${message.subject}`,
        ...renderEmail({
          shopName: config.SHOP_NAME,
          heading: `New message from ${message.name}`,
          paragraphs: [
            `From: ${message.name} <${message.email}>${message.phone ? `, phone ${message.phone}` : ''}`,
            `Subject: ${message.subject}`,
            message.message,
            'Reply to the sender’s address above; this e-mail was sent by the contact form.',
          ],
        }),
      });
    });
    mail.kick();
  }
}
