import { and, asc, eq, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { insertRows, type LateValue } from '../../db/raw.ts';
import { type AttachmentSource, type OutboxAttachment, outbox } from '../../db/schema/mail.ts';
import { BatchWorker } from '../../lib/batch-worker.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { MailTransport } from './mail.transport.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: OutboxAttachment[];
  /** Extra headers (List-Unsubscribe on marketing e-mail; docs/decisions/0032-cart-reminders.md). */
  headers?: Record<string, string>;
}

/** The database or an open transaction: e-mails are enqueued inside the transaction that causes them. */
export type Writer = Pick<Db, 'insert'>;

const BATCH = 10;
const MAX_ATTEMPTS = 5;
const CLAIM_MS = 2 * 60_000;
const RETRY_BASE_MS = 30_000;

/** Makes the bytes of a document named by id (an order's invoice PDF). */
type AttachmentRenderer = (id: string) => Promise<Buffer>;

export interface MailServiceOptions {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

/**
 * The outbox and its worker. `enqueue` writes a row in the caller's transaction; the worker claims due
 * rows (safe with several nodes: `FOR UPDATE SKIP LOCKED` plus a claim that runs out), delivers them
 * outside any transaction, and retries failures with back-off before marking them failed.
 */
export class MailService {
  private readonly worker: BatchWorker;
  private readonly renderers = new Map<AttachmentSource['kind'], AttachmentRenderer>();

  constructor(private readonly options: MailServiceOptions) {
    this.worker = new BatchWorker({
      name: 'mail worker',
      pass: () => this.pass(),
      log: options.log,
      intervalMs: options.intervalMs ?? 500,
    });
  }

  /**
   * How the worker renders attachments of one kind at sending time; the composition root registers
   * each (app.ts), so this module needs none of the modules whose documents it sends.
   */
  renderAttachments(kind: AttachmentSource['kind'], render: AttachmentRenderer): void {
    this.renderers.set(kind, render);
  }

  get transportKind(): MailTransport['kind'] {
    return this.options.transport.kind;
  }

  /**
   * Writes the message to the outbox in the given transaction; call `kick()` once it has committed.
   * `sendAt` schedules it for later (a consultation's reminder): the worker leaves it until then.
   */
  async enqueue(writer: Writer, message: MailMessage, options: { sendAt?: Date } = {}): Promise<string> {
    const [row] = await writer
      .insert(outbox)
      .values(this.outboxRow(message, options.sendAt))
      .returning({ id: outbox.id });
    return row!.id;
  }

  /**
   * The row enqueue() writes, as an INSERT for the caller to run inside one of its own statements
   * (checkout writes the order and its confirmation in one round trip); call `kick()` once committed.
   */
  enqueueStatement(message: MailMessage, late?: LateValue): SQL {
    return insertRows(outbox, [this.outboxRow(message)], late);
  }

  /** The outbox row of a message, due at `sendAt` (now when not given). */
  private outboxRow(message: MailMessage, sendAt?: Date) {
    const now = this.options.clock();
    return {
      id: newId(),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments ?? null,
      headers: message.headers ?? null,
      createdAt: now,
      nextAttemptAt: sendAt ?? now,
    };
  }

  /**
   * Takes back a scheduled message that no worker has claimed yet, in the caller's transaction (a
   * cancelled consultation's reminder). Answers false when it was already sent or is being sent.
   */
  async withdraw(writer: Pick<Db, 'delete'>, id: string): Promise<boolean> {
    const now = this.options.clock();
    const removed = await writer
      .delete(outbox)
      .where(
        and(
          eq(outbox.id, id),
          eq(outbox.status, 'pending'),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now)),
        ),
      )
      .returning({ id: outbox.id });
    return removed.length > 0;
  }

  /** Starts the periodic pass; the timer never keeps the process alive. */
  start(): void {
    this.worker.start();
  }

  /** Asks for a pass soon (after an enqueue has committed). */
  kick(): void {
    this.worker.kick();
  }

  /** Delivers everything that is due now; tests await it instead of sleeping. */
  flush(): Promise<void> {
    return this.worker.flush();
  }

  async stop(): Promise<void> {
    await this.worker.stop();
    this.options.transport.close();
  }

  /** Claims up to one batch of due rows and delivers them; answers how many were claimed. */
  private async pass(): Promise<number> {
    const { db, clock } = this.options;
    const now = clock();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          lte(outbox.nextAttemptAt, now),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(outbox.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(outbox)
      .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, due))
      .returning();
    const sent: string[] = [];
    for (const mail of claimed) if (await this.deliver(mail)) sent.push(mail.id);
    // One statement for the batch: under a burst of orders the worker's round trips to the database
    // cost the shop's one thread as much as the checkouts' own. A crash before it only means these
    // messages are sent again once their claim runs out, as a crash after any delivery always did.
    if (sent.length > 0) {
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: clock(), lockedUntil: null, lastError: null })
        .where(inArray(outbox.id, sent));
    }
    return claimed.length;
  }

  private async ready(attachment: OutboxAttachment) {
    const { filename, contentType } = attachment;
    if ('content' in attachment)
      return { filename, contentType, content: Buffer.from(attachment.content, 'base64') };
    const render = this.renderers.get(attachment.render.kind);
    // A failure here is a delivery failure: retried with back-off like a refused SMTP connection.
    if (!render) throw new Error(`No renderer for ${attachment.render.kind} attachments`);
    return { filename, contentType, content: await render(attachment.render.id) };
  }

  /** Hands one message to the transport; answers whether it went (a failure is scheduled again here). */
  private async deliver(mail: typeof outbox.$inferSelect): Promise<boolean> {
    const { db, clock, transport, log } = this.options;
    try {
      const attachments = await Promise.all((mail.attachments ?? []).map((item) => this.ready(item)));
      const where = await transport.deliver({ ...mail, attachments });
      if (transport.kind === 'file') {
        log.info(
          { mailId: mail.id, to: mail.to, subject: mail.subject, file: where },
          'e-mail written to the outbox folder',
        );
      } else {
        log.info({ mailId: mail.id, to: mail.to, subject: mail.subject, messageId: where }, 'e-mail sent');
      }
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = mail.attempts >= MAX_ATTEMPTS;
      const retryAt = new Date(clock().getTime() + RETRY_BASE_MS * 2 ** (mail.attempts - 1));
      await db
        .update(outbox)
        .set({
          status: failed ? 'failed' : 'pending',
          lastError: message.slice(0, 1000),
          lockedUntil: null,
          nextAttemptAt: retryAt,
        })
        .where(eq(outbox.id, mail.id));
      log.warn(
        { mailId: mail.id, to: mail.to, attempts: mail.attempts, err: error },
        failed ? 'e-mail failed for good' : 'e-mail failed; will retry',
      );
      return false;
    }
  }
}
