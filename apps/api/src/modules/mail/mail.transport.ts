import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import { onFirstUse } from '../../lib/first-use.ts';

/** nodemailer, loaded by the first message sent rather than at start (lib/first-use.ts). */
const loadNodemailer = onFirstUse(() => import('nodemailer').then((module) => module.default));

/** An attachment with its bytes, as the worker hands it over once any rendering is done. */
interface ReadyAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

interface OutgoingMail {
  id: string;
  createdAt: Date;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: ReadyAttachment[];
  headers: Record<string, string> | null;
}

/** Where a message goes: a file in the outbox folder by default, or an SMTP server. */
export interface MailTransport {
  readonly kind: 'file' | 'smtp';
  /** Delivers one message; answers where it went (a file path or the server's message id). */
  deliver(mail: OutgoingMail): Promise<string>;
  close(): void;
}

function toNodemailer(from: string, mail: OutgoingMail): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    date: mail.createdAt,
    attachments: mail.attachments,
    ...(mail.headers ? { headers: mail.headers } : {}),
  };
}

/** One RFC 822 `.eml` file per message in `DATA_DIR/outbox`: opens in any mail client, and tests read it. */
class FileTransport implements MailTransport {
  readonly kind = 'file';
  private composer: Transporter | undefined;

  constructor(
    private readonly folder: string,
    private readonly from: string,
  ) {}

  async deliver(mail: OutgoingMail): Promise<string> {
    const nodemailer = await loadNodemailer();
    this.composer ??= nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    });
    const info = await this.composer.sendMail(toNodemailer(this.from, mail));
    await mkdir(this.folder, { recursive: true });
    const name = `${mail.createdAt.toISOString().replaceAll(':', '-')}-${mail.id}.eml`;
    const file = path.join(this.folder, name);
    // Written aside and renamed: whoever reads the folder (a mail client, a test, the bench) sees a
    // message whole or not at all, never the first bytes of one.
    const partial = path.join(this.folder, `.${name}.partial`);
    await writeFile(partial, info.message as Buffer);
    await rename(partial, file);
    return file;
  }

  close(): void {
    this.composer?.close();
  }
}

/** Real delivery through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
class SmtpTransport implements MailTransport {
  readonly kind = 'smtp';
  private transporter: Transporter | undefined;

  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}

  async deliver(mail: OutgoingMail): Promise<string> {
    const nodemailer = await loadNodemailer();
    this.transporter ??= nodemailer.createTransport(this.url);
    const info = await this.transporter.sendMail(toNodemailer(this.from, mail));
    return String(info.messageId);
  }

  close(): void {
    this.transporter?.close();
  }
}

export function createTransport(config: Config): MailTransport {
  return config.SMTP_URL
    ? new SmtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : new FileTransport(config.outboxDir, config.MAIL_FROM);
}
