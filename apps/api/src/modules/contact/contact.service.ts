import type { ContactMessageFields } from '@shop/shared';
import type { ApiContext } from '../../context.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { renderEmail } from '../mail/mail.layout.ts';

/** Contact messages: kept for the admin console and mailed to support in the same transaction. */
export class ContactService {
  constructor(private readonly ctx: Pick<ApiContext, 'database' | 'mail' | 'config' | 'clock'>) {}

  async save(message: ContactMessageFields): Promise<void> {
    const { database, mail, config, clock } = this.ctx;
    await database.db.transaction(async (tx) => {
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
