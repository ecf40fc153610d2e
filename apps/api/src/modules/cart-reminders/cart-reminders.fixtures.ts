import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../db/client.ts';
import { promoCodes } from '../../db/schema/index.ts';
import { startShop, type TestApi } from '../orders/orders.fixtures.ts';
import type { CartReminderWorker } from './cart-reminders.worker.ts';

export const HOUR = 3600_000;
export const PUBLIC_URL = 'https://shop.example.in';

/** A message as the catcher got it: envelope recipients, headers unfolded, the text part decoded. */
export interface CaughtMail {
  to: string[];
  raw: string;
  header(name: string): string | undefined;
  text: string;
}

/** Quoted-printable to text (nodemailer encodes the parts so; the ₹ and × arrive as =E2=82=B9…). */
const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function caught(to: string[], raw: string): CaughtMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  return {
    to,
    raw,
    header: (name) =>
      headers
        .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
        ?.slice(name.length + 1)
        .trim(),
    text: decodeQuotedPrintable(rest.join('\n\n')),
  };
}

/** A real SMTP server on a free port that keeps every message it is given (as mail.test.ts does). */
export async function startMailCatcher() {
  const received: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(
          caught(
            session.envelope.rcptTo.map((rcpt) => rcpt.address),
            Buffer.concat(chunks).toString(),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    /** The messages sent to one address so far. */
    to: (email: string) => received.filter((mail) => mail.to.includes(email)),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

export interface ReminderShop extends TestApi {
  reminders: CartReminderWorker;
  /** Moves the clock, then sends what is due: reminders into the outbox, the outbox through SMTP. */
  after(ms: number): Promise<void>;
}

/** The shop on `database`, mailing through `smtpUrl`, with its reminder worker handed out. */
export async function startReminderShop(database: Database, smtpUrl: string): Promise<ReminderShop> {
  let reminders: CartReminderWorker | undefined;
  const api = await startShop(
    database,
    { SMTP_URL: smtpUrl, PUBLIC_URL },
    {
      onCartReminderWorker: (worker) => {
        reminders = worker;
      },
    },
  );
  return {
    ...api,
    reminders: reminders!,
    async after(ms: number) {
      api.clock.advance(ms);
      await reminders!.flush();
      await api.mail.flush();
    },
  };
}

/** An active promo code the second reminder can offer. */
export async function promoCode(database: Database, code: string, percent = 10) {
  await database.db.insert(promoCodes).values({ code, percent, description: 'Come back' });
  return code;
}
