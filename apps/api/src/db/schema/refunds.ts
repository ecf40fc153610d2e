import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';
import { paymentAttempts } from './payments.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Money given back: one row per refund of an order (or of a payment that never became an order).
 * A provider refund is issued by the refund worker, never in a request (docs/decisions/0016): the row
 * is its job too (`next_attempt_at`, `locked_until`, `attempts`), claimed with FOR UPDATE SKIP LOCKED
 * like the mail outbox. A manual refund (UPI, bank transfer, cash) is processed when recorded.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    orderId: text('order_id').references(() => orders.id),
    attemptId: text('attempt_id').references(() => paymentAttempts.id),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    method: text('method', { enum: ['provider', 'upi', 'bank_transfer', 'cash'] }).notNull(),
    /** The UPI, bank or receipt reference of a manual refund. */
    reference: text('reference'),
    status: text('status', { enum: ['pending', 'processed', 'failed'] })
      .notNull()
      .default('pending'),
    /** The payment refunded at the provider (Razorpay's `pay_…`). */
    paymentId: text('payment_id'),
    /** The provider's refund (`rfnd_…`), once known. */
    providerRefundId: text('provider_refund_id'),
    /** Sent in X-Refund-Idempotency; the same for every retry of one call, a new one after a failure. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** A call timed out or answered 5xx/409: before calling again, ask the provider what it has. */
    outcomeUnknown: boolean('outcome_unknown').notNull().default(false),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
    createdBy: text('created_by', { enum: ['customer', 'admin', 'system'] }).notNull(),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The order's n-th credit note (1, 2, …) and its number in the CN series; null without an invoice. */
    creditNoteSeq: integer('credit_note_seq'),
    creditNoteNumber: text('credit_note_number'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    processedAt: at('processed_at'),
    failedAt: at('failed_at'),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    index('refunds_processed_idx').on(t.processedAt).where(sql`${t.status} = 'processed'`),
    index('refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending' AND ${t.method} = 'provider'`),
    uniqueIndex('refunds_provider_refund_key').on(t.providerRefundId),
    index('refunds_credit_note_date_idx').on(t.createdAt).where(sql`${t.creditNoteNumber} IS NOT NULL`),
    uniqueIndex('refunds_credit_note_number_key').on(t.creditNoteNumber),
    uniqueIndex('refunds_order_credit_note_key').on(t.orderId, t.creditNoteSeq),
    check('refunds_amount_valid', sql`${t.amountPaise} > 0`),
    check('refunds_status_valid', sql`${t.status} IN ('pending', 'processed', 'failed')`),
    check('refunds_method_valid', sql`${t.method} IN ('provider', 'upi', 'bank_transfer', 'cash')`),
    check('refunds_created_by_valid', sql`${t.createdBy} IN ('customer', 'admin', 'system')`),
    check('refunds_of_something', sql`${t.orderId} IS NOT NULL OR ${t.attemptId} IS NOT NULL`),
    check('refunds_manual_has_reference', sql`${t.method} = 'provider' OR ${t.reference} IS NOT NULL`),
    check('refunds_provider_has_payment', sql`${t.method} <> 'provider' OR ${t.paymentId} IS NOT NULL`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
