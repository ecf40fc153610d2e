import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { NotificationProvider, OutgoingUpdate, SendOutcome } from './notification-provider.ts';

const channelName = { whatsapp: 'WhatsApp', sms: 'SMS' } as const;

/** The file a person reads: who it was for, by which channel, the template and the text. */
function readableUpdate(update: OutgoingUpdate): string {
  return [
    `Channel: ${channelName[update.channel]}`,
    `To: +91 ${update.phone}`,
    `Order: ${update.orderId}`,
    `Event: ${update.event}`,
    `Template: ${update.template}`,
    `Variables: ${JSON.stringify(update.variables)}`,
    `Date: ${update.createdAt.toISOString()}`,
    '',
    update.body,
    '',
  ].join('\n');
}

/**
 * The default: one `.txt` file per message in `DATA_DIR/notifications`, so a shop without a provider
 * sends nothing and a person (or a test) can read what would have gone. Written aside and renamed,
 * like the mail outbox's files, so a reader never sees half a message.
 */
export class FolderProvider implements NotificationProvider {
  readonly kind = 'folder';

  constructor(private readonly folder: string) {}

  async send(update: OutgoingUpdate): Promise<SendOutcome> {
    await mkdir(this.folder, { recursive: true });
    const name = `${update.createdAt.toISOString().replaceAll(':', '-')}-${update.id}.txt`;
    const file = path.join(this.folder, name);
    const partial = path.join(this.folder, `.${name}.partial`);
    await writeFile(partial, readableUpdate(update));
    await rename(partial, file);
    return { status: 'sent', ref: file };
  }
}
