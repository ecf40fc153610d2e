import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A document the mail worker renders when it sends the e-mail: an order's invoice, a refund's credit note. */
export interface AttachmentSource {
  kind: 'invoice' | 'credit-note';
  id: string;
}

/**
 * A file attached to an e-mail: its bytes in base64, or the document to render at sending time, so a
 * customer's request never waits for a PDF (docs/ARCHITECTURE.md, Mail outbox).
 */
export type OutboxAttachment = { filename: string; contentType: string } & (
  | { content: string }
  | { render: AttachmentSource }
);

/**
 * E-mails waiting to be sent. A row is written in the same transaction as the change that causes it
 * and delivered by the mail worker, so a rolled-back change never mails and a mail failure loses nothing.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    /** Extra headers, such as List-Unsubscribe on marketing e-mail. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Not picked before this time (retries back off). */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** A worker that claimed the row holds it until then; a crashed worker's claim runs out. */
    lockedUntil: at('locked_until'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('outbox_status_valid', sql`${t.status} IN ('pending', 'sent', 'failed')`),
  ],
);
