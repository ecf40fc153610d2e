import {
  type AdminRefundCreate,
  type AdminRefundRecord,
  orderMessages,
  paymentStatusAfterRefunds,
  type Refund,
  refundableRemaining,
} from '@shop/shared';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import {
  type OrderRecord,
  type OrderRow,
  orders,
  paymentAttempts,
  type RefundRow,
  refunds,
  users,
} from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { allocateCreditNoteNumber, buildCreditNote, renderCreditNotePdf } from '../invoices/index.ts';
import type { MailService } from '../mail/index.ts';
import { loadOrderRecord, type OrderRefunds, sellerOf, shopInfo } from '../orders/index.ts';
import type { PaymentProvider, PaymentRefunds, RefundEvent } from '../payments/index.ts';
import { type CreditNoteRef, refundInitiatedEmail, refundProcessedEmail } from './refunds.emails.ts';
import { refundMethodText, toAdminRefundJson, toRefundJson } from './refunds.mapper.ts';

export interface RefundsDeps {
  db: Db;
  config: Config;
  clock: Clock;
  /** Null when online payment is off: only manual refunds then. */
  provider: PaymentProvider | null;
  mail: MailService;
  log: FastifyBaseLogger;
}

/** Who starts a refund. */
export interface RefundActor {
  userId: string | null;
  role: 'customer' | 'admin' | 'system';
}

/** What the provider said about one refund: its id and where it stands. */
export interface ProviderOutcome {
  providerRefundId: string | null;
  status: 'pending' | 'processed' | 'failed';
  failureReason: string | null;
}

const orderNotFound = () => notFound(orderMessages.notFound, 'ORDER_NOT_FOUND');
const PAID_STATUSES = ['paid', 'refund_pending', 'refunded'];

/**
 * Refunds of orders and of payments that never became an order (docs/decisions/0016). Every write
 * happens with the order row locked (FOR UPDATE), so the sum of refunds never exceeds what was
 * captured, however a cancel, an admin click and a webhook race. A provider refund is only recorded
 * here; the refund worker (refunds.worker.ts) makes the call outside any request.
 */
export class RefundsService implements OrderRefunds, PaymentRefunds {
  private wake: () => void = () => {};

  constructor(private readonly deps: RefundsDeps) {}

  /** The worker is built after this service (it needs it), so app.ts hands its kick in here. */
  wakeWith(wake: () => void): void {
    this.wake = wake;
  }

  /** After a commit that recorded a refund: the refund worker and the mail worker catch up. */
  kick(): void {
    this.wake();
    this.deps.mail.kick();
  }

  /** OrderRefunds: a cancelled or returned order paid online gets back what remains, through the provider. */
  async startForOrder(tx: Tx, orderId: string, actor: RefundActor, reason: string): Promise<boolean> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (order?.paymentMethod !== 'online' || !order.razorpayPaymentId || !this.deps.provider) {
      return false;
    }
    const existing = await this.refundsOf(tx, orderId);
    const remaining = refundableRemaining(order.totalPaise, existing);
    if (remaining <= 0) return false;
    await this.insert(tx, order, existing, { amountPaise: remaining, reason, method: 'provider' }, actor);
    return true;
  }

  /** PaymentRefunds: a captured payment that found no stock is refunded in full, through the provider. */
  async startForAttempt(tx: Tx, attemptId: string): Promise<void> {
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attemptId))
      .for('update');
    if (!attempt?.razorpayPaymentId || !this.deps.provider) return;
    const [already] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(eq(refunds.attemptId, attemptId));
    if (already) return;
    const now = this.deps.clock();
    const id = newId();
    await tx.insert(refunds).values({
      id,
      attemptId,
      amountPaise: attempt.amountPaise,
      reason: 'The order could not be placed: an item sold out during payment',
      method: 'provider',
      paymentId: attempt.razorpayPaymentId,
      idempotencyKey: id,
      createdBy: 'system',
      createdAt: now,
      updatedAt: now,
      nextAttemptAt: now,
    });
  }

  /** POST /admin/orders/:id/refunds: a partial or full refund, through the provider or recorded by hand. */
  async create(
    admin: SessionUser,
    orderId: string,
    body: AdminRefundCreate,
    audit?: (tx: Tx, refund: AdminRefundRecord) => Promise<void>,
  ): Promise<AdminRefundRecord> {
    const row = await this.deps.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw orderNotFound();
      if (!PAID_STATUSES.includes(order.paymentStatus)) {
        throw conflict('This order has not been paid, so there is nothing to refund', 'ORDER_NOT_PAID');
      }
      const method = body.method ?? (order.paymentMethod === 'online' ? 'provider' : undefined);
      if (!method) {
        throw badRequest('A Cash on Delivery order is refunded by hand', 'REFUND_METHOD_REQUIRED', [
          { field: 'method', message: 'choose upi, bank_transfer or cash and give the reference' },
        ]);
      }
      if (method === 'provider' && (order.paymentMethod !== 'online' || !order.razorpayPaymentId)) {
        throw badRequest(
          'Only an order paid online can be refunded through the provider',
          'REFUND_METHOD_INVALID',
          [{ field: 'method', message: 'choose upi, bank_transfer or cash for a Cash on Delivery order' }],
        );
      }
      if (method === 'provider' && !this.deps.provider) {
        throw new AppError(
          503,
          'ONLINE_PAYMENT_OFF',
          'Online payment is off: record a manual refund instead',
        );
      }
      const existing = await this.refundsOf(tx, orderId);
      const remaining = refundableRemaining(order.totalPaise, existing);
      if (body.amountPaise > remaining) {
        throw badRequest('The amount is more than what can still be refunded', 'REFUND_TOO_LARGE', [
          { field: 'amountPaise', message: `at most ${remaining} paise can still be refunded` },
        ]);
      }
      const inserted = await this.insert(
        tx,
        order,
        existing,
        { amountPaise: body.amountPaise, reason: body.reason, method, reference: body.reference ?? null },
        { userId: admin.id, role: 'admin' },
      );
      await audit?.(tx, toAdminRefundJson(inserted, admin.email));
      return inserted;
    });
    this.kick();
    return toAdminRefundJson(row, admin.email);
  }

  /** POST /admin/refunds/:id/retry: a failed provider refund is tried again, with a new idempotency key. */
  async retry(
    id: string,
    audit?: (tx: Tx, before: RefundRow, after: RefundRow) => Promise<void>,
  ): Promise<AdminRefundRecord> {
    const row = await this.deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
      if (!current) throw notFound('Refund not found', 'REFUND_NOT_FOUND');
      if (current.status !== 'failed' || current.method !== 'provider') {
        throw conflict('Only a failed provider refund can be retried', 'REFUND_NOT_RETRYABLE');
      }
      const now = this.deps.clock();
      const [updated] = await tx
        .update(refunds)
        .set({
          status: 'pending',
          failedAt: null,
          failureReason: null,
          attempts: 0,
          // The worker asks the provider first: an earlier try may have gone through after all.
          outcomeUnknown: true,
          providerRefundId: null,
          lockedUntil: null,
          nextAttemptAt: now,
          updatedAt: now,
          idempotencyKey: `${current.id}.${newId().slice(0, 8)}`,
        })
        .where(eq(refunds.id, id))
        .returning();
      if (current.orderId) await this.syncOrder(tx, current.orderId);
      await audit?.(tx, current, updated!);
      return updated!;
    });
    this.kick();
    return toAdminRefundJson(row, await this.emailOf(row.createdByUserId));
  }

  /** GET /order/:id/refunds: the owner (or an admin); anyone else is told the order does not exist. */
  async listForViewer(viewer: SessionUser, orderId: string): Promise<Refund[]> {
    const [order] = await this.deps.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order || (order.userId !== viewer.id && viewer.role !== 'admin')) throw orderNotFound();
    return (await this.refundsOf(this.deps.db, orderId)).map(toRefundJson);
  }

  /** The admin console's refund panel: every refund with who and why, and what remains refundable. */
  async listForAdmin(orderId: string): Promise<{ refunds: AdminRefundRecord[]; refundablePaise: number }> {
    const { db } = this.deps;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw orderNotFound();
    const rows = await this.refundsOf(db, orderId);
    const people = await this.emails(rows.map((row) => row.createdByUserId));
    return {
      refunds: rows.map((row) => toAdminRefundJson(row, people.get(row.createdByUserId ?? '') ?? null)),
      refundablePaise: PAID_STATUSES.includes(order.paymentStatus)
        ? refundableRemaining(order.totalPaise, rows)
        : 0,
    };
  }

  /** GET /order/:id/credit-notes/:n.pdf: the order's n-th credit note, for its owner or an admin. */
  async creditNotePdf(
    viewer: SessionUser,
    orderId: string,
    n: number,
  ): Promise<{ pdf: Buffer; filename: string }> {
    const record = await loadOrderRecord(this.deps.db, orderId);
    if (!record || (record.order.userId !== viewer.id && viewer.role !== 'admin')) throw orderNotFound();
    const [row] = await this.deps.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.creditNoteSeq, n)));
    if (!row) throw notFound('Credit note not found', 'CREDIT_NOTE_NOT_FOUND');
    const file = await this.creditNote(record, row);
    return { pdf: file!.pdf, filename: `credit-note-${file!.number.replaceAll('/', '-')}.pdf` };
  }

  /**
   * The provider's word on a refund (its answer to the worker, or a signed webhook), applied once:
   * the row is locked after its order, and a refund already processed never changes again.
   */
  async settle(id: string, outcome: ProviderOutcome, pollAt: Date | null): Promise<boolean> {
    const { db, clock, mail } = this.deps;
    const [peek] = await db.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, id));
    if (!peek) return false;
    const changed = await db.transaction(async (tx) => {
      // Order first, then refund: the same lock order as creating one.
      if (peek.orderId)
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, peek.orderId)).for('update');
      const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
      if (!row || row.status === 'processed') return false;
      if (row.status === 'failed' && outcome.status !== 'processed') return false;
      const now = clock();
      const providerRefundId = outcome.providerRefundId ?? row.providerRefundId;
      if (outcome.status === 'pending') {
        await tx
          .update(refunds)
          .set({
            providerRefundId,
            outcomeUnknown: false,
            // The provider answered: only calls whose outcome stays unknown count towards giving up.
            attempts: 0,
            lockedUntil: null,
            nextAttemptAt: pollAt ?? now,
            updatedAt: now,
          })
          .where(eq(refunds.id, id));
        return false;
      }
      const [updated] = await tx
        .update(refunds)
        .set({
          providerRefundId,
          status: outcome.status,
          outcomeUnknown: false,
          lockedUntil: null,
          updatedAt: now,
          ...(outcome.status === 'processed'
            ? { processedAt: now, failureReason: null, failedAt: null }
            : { failedAt: now, failureReason: (outcome.failureReason ?? 'The refund failed').slice(0, 500) }),
        })
        .where(eq(refunds.id, id))
        .returning();
      if (updated!.orderId) await this.syncOrder(tx, updated!.orderId);
      if (updated!.attemptId && outcome.status === 'processed') {
        await tx
          .update(paymentAttempts)
          .set({ status: 'refunded', updatedAt: now })
          .where(and(eq(paymentAttempts.id, updated!.attemptId), eq(paymentAttempts.status, 'needs_refund')));
      }
      if (outcome.status === 'processed') await this.mailProcessed(tx, updated!);
      return true;
    });
    if (changed) mail.kick();
    return changed;
  }

  /** PaymentRefunds: refund.processed and refund.failed webhooks; replays and strangers change nothing. */
  async applyEvent(event: RefundEvent): Promise<boolean> {
    const { db } = this.deps;
    const [row] = event.refundId
      ? await db.select().from(refunds).where(eq(refunds.id, event.refundId))
      : await db.select().from(refunds).where(eq(refunds.providerRefundId, event.providerRefundId));
    if (!row || row.paymentId !== event.paymentId) return false;
    // A late failure of an earlier try (the owner has retried since) says nothing about this one.
    if (event.status === 'failed' && row.providerRefundId !== event.providerRefundId) return false;
    return this.settle(
      row.id,
      { providerRefundId: event.providerRefundId, status: event.status, failureReason: event.failureReason },
      null,
    );
  }

  /** Writes a refund (and its credit note and e-mail) with the order row already locked by the caller. */
  private async insert(
    tx: Tx,
    order: OrderRow,
    existing: RefundRow[],
    input: { amountPaise: number; reason: string; method: RefundRow['method']; reference?: string | null },
    actor: RefundActor,
  ): Promise<RefundRow> {
    const now = this.deps.clock();
    const id = newId();
    const manual = input.method !== 'provider';
    const invoiced = Boolean(order.invoiceNumber && order.invoiceDate);
    const seq = invoiced ? existing.filter((row) => row.creditNoteSeq !== null).length + 1 : null;
    const [row] = await tx
      .insert(refunds)
      .values({
        id,
        orderId: order.id,
        amountPaise: input.amountPaise,
        reason: input.reason,
        method: input.method,
        reference: input.reference ?? null,
        status: manual ? 'processed' : 'pending',
        paymentId: manual ? null : order.razorpayPaymentId,
        idempotencyKey: id,
        createdBy: actor.role,
        createdByUserId: actor.userId,
        creditNoteSeq: seq,
        // Allocated last, right before the commit: the counter row stays locked as briefly as possible.
        creditNoteNumber: invoiced ? await allocateCreditNoteNumber(tx, now) : null,
        createdAt: now,
        updatedAt: now,
        nextAttemptAt: now,
        processedAt: manual ? now : null,
      })
      .returning();
    await this.syncOrder(tx, order.id);
    const file = creditNoteRef(row!);
    const how = refundMethodText(row!, this.deps.provider?.name ?? 'razorpay');
    const shop = shopInfo(this.deps.config);
    await this.deps.mail.enqueue(
      tx,
      manual
        ? refundProcessedEmail(order.shipEmail, row!, how, shop, file)
        : refundInitiatedEmail(order.shipEmail, row!, how, shop, file),
    );
    return row!;
  }

  private async mailProcessed(tx: Tx, row: RefundRow): Promise<void> {
    const how = refundMethodText(row, this.deps.provider?.name ?? 'razorpay');
    const shop = shopInfo(this.deps.config);
    if (row.orderId) {
      const [order] = await tx
        .select({ email: orders.shipEmail })
        .from(orders)
        .where(eq(orders.id, row.orderId));
      await this.deps.mail.enqueue(
        tx,
        refundProcessedEmail(order!.email, row, how, shop, creditNoteRef(row)),
      );
      return;
    }
    const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, row.attemptId!));
    if (attempt) {
      await this.deps.mail.enqueue(
        tx,
        refundProcessedEmail(attempt.shippingAddress.email, row, how, shop, null),
      );
    }
  }

  /** The order's payment status follows its refunds (paymentStatusAfterRefunds in packages/shared). */
  private async syncOrder(tx: Tx, orderId: string): Promise<void> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order || !PAID_STATUSES.includes(order.paymentStatus)) return;
    const rows = await this.refundsOf(tx, orderId);
    const next = paymentStatusAfterRefunds({
      capturedPaise: order.totalPaise,
      orderStatus: order.status,
      refunds: rows,
    });
    if (next === order.paymentStatus) return;
    await tx
      .update(orders)
      .set({ paymentStatus: next, updatedAt: this.deps.clock(), version: sql`${orders.version} + 1` })
      .where(eq(orders.id, orderId));
  }

  /**
   * A credit note for the mail worker, which renders it when it sends the refund's e-mail, so no PDF
   * is drawn while a refund's transaction holds the order row and the credit-note counter.
   */
  async creditNotePdfForMail(refundId: string): Promise<Buffer> {
    const [row] = await this.deps.db.select().from(refunds).where(eq(refunds.id, refundId));
    const record = row?.orderId ? await loadOrderRecord(this.deps.db, row.orderId) : null;
    const file = row && record ? await this.creditNote(record, row) : null;
    if (!file) throw new Error(`Refund ${refundId} has no credit note to attach`);
    return file.pdf;
  }

  private async creditNote(
    record: OrderRecord,
    row: RefundRow,
  ): Promise<{ number: string; pdf: Buffer } | null> {
    if (!row.creditNoteNumber) return null;
    const data = buildCreditNote(record, sellerOf(this.deps.config), {
      number: row.creditNoteNumber,
      date: row.createdAt,
      amountPaise: row.amountPaise,
      reason: row.reason,
      refundMethod: refundMethodText(row, this.deps.provider?.name ?? 'razorpay'),
    });
    return { number: row.creditNoteNumber, pdf: await renderCreditNotePdf(data) };
  }

  private refundsOf(executor: Executor, orderId: string): Promise<RefundRow[]> {
    return executor
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, orderId))
      .orderBy(asc(refunds.createdAt), asc(refunds.id));
  }

  private async emails(ids: (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id) => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await this.deps.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(inArray(users.id, wanted), isNotNull(users.email)));
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  private async emailOf(id: string | null): Promise<string | null> {
    return (await this.emails([id])).get(id ?? '') ?? null;
  }
}

function creditNoteRef(row: RefundRow): CreditNoteRef | null {
  return row.creditNoteNumber ? { number: row.creditNoteNumber, refundId: row.id } : null;
}
