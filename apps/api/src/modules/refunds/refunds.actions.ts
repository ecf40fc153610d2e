import { type AdminRefundCreate, type AdminRefundRecord, refundableRemaining } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { type OrderRow, orders } from '../../db/schema/orders.ts';
import { paymentAttempts } from '../../db/schema/payments.ts';
import { type RefundRow, refunds } from '../../db/schema/refunds.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { allocateCreditNoteNumber } from '../invoices/index.ts';
import type { MailService } from '../mail/index.ts';
import { shopInfo } from '../orders/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { refundInitiatedEmail, refundProcessedEmail } from './refunds.emails.ts';
import { refundMethodText, toAdminRefundJson } from './refunds.mapper.ts';
import { creditNoteRef, orderNotFound, PAID_STATUSES, refundsOf, syncOrder } from './refunds.repo.ts';

/**
 * Starting refunds: the owner's (a partial or full refund, a retry of a failed one) and the shop's
 * own (a cancelled order, a payment that found no stock). Every write happens with the order row
 * locked (FOR UPDATE), so the sum of refunds never exceeds what was captured. The callers wake the
 * refund and mail workers after the commit.
 */

export interface ActionDeps {
  db: Db;
  config: Config;
  clock: Clock;
  provider: PaymentProvider | null;
  mail: MailService;
}

/** Who starts a refund. */
export interface RefundActor {
  userId: string | null;
  role: 'customer' | 'admin' | 'system';
}

/** A cancelled or returned order paid online gets back what remains, through the provider. */
export async function startForOrder(
  tx: Tx,
  deps: ActionDeps,
  orderId: string,
  actor: RefundActor,
  reason: string,
): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (order?.paymentMethod !== 'online' || !order.razorpayPaymentId || !deps.provider) {
    return false;
  }
  const existing = await refundsOf(tx, orderId);
  const remaining = refundableRemaining(order.totalPaise, existing);
  if (remaining <= 0) return false;
  await insertRefund(
    tx,
    deps,
    order,
    existing,
    { amountPaise: remaining, reason, method: 'provider' },
    actor,
  );
  return true;
}

/** A captured payment that found no stock is refunded in full, through the provider. */
export async function startForAttempt(tx: Tx, deps: ActionDeps, attemptId: string): Promise<void> {
  const [attempt] = await tx
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, attemptId))
    .for('update');
  if (!attempt?.razorpayPaymentId || !deps.provider) return;
  const [already] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.attemptId, attemptId));
  if (already) return;
  const now = deps.clock();
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
export function createRefund(
  deps: ActionDeps,
  admin: SessionUser,
  orderId: string,
  body: AdminRefundCreate,
  audit?: (tx: Tx, refund: AdminRefundRecord) => Promise<void>,
): Promise<RefundRow> {
  return deps.db.transaction(async (tx) => {
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
    if (method === 'provider' && !deps.provider) {
      throw new AppError(503, 'ONLINE_PAYMENT_OFF', 'Online payment is off: record a manual refund instead');
    }
    const existing = await refundsOf(tx, orderId);
    const remaining = refundableRemaining(order.totalPaise, existing);
    if (body.amountPaise > remaining) {
      throw badRequest('The amount is more than what can still be refunded', 'REFUND_TOO_LARGE', [
        { field: 'amountPaise', message: `at most ${remaining} paise can still be refunded` },
      ]);
    }
    const inserted = await insertRefund(
      tx,
      deps,
      order,
      existing,
      { amountPaise: body.amountPaise, reason: body.reason, method, reference: body.reference ?? null },
      { userId: admin.id, role: 'admin' },
    );
    await audit?.(tx, toAdminRefundJson(inserted, admin.email));
    return inserted;
  });
}

/** POST /admin/refunds/:id/retry: a failed provider refund is tried again, with a new idempotency key. */
export function retryRefund(
  deps: ActionDeps,
  id: string,
  audit?: (tx: Tx, before: RefundRow, after: RefundRow) => Promise<void>,
): Promise<RefundRow> {
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
    if (!current) throw notFound('Refund not found', 'REFUND_NOT_FOUND');
    if (current.status !== 'failed' || current.method !== 'provider') {
      throw conflict('Only a failed provider refund can be retried', 'REFUND_NOT_RETRYABLE');
    }
    const now = deps.clock();
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
    if (current.orderId) await syncOrder(tx, deps.clock, current.orderId);
    await audit?.(tx, current, updated!);
    return updated!;
  });
}

/** Writes a refund (and its credit note and e-mail) with the order row already locked by the caller. */
async function insertRefund(
  tx: Tx,
  deps: ActionDeps,
  order: OrderRow,
  existing: RefundRow[],
  input: { amountPaise: number; reason: string; method: RefundRow['method']; reference?: string | null },
  actor: RefundActor,
): Promise<RefundRow> {
  const now = deps.clock();
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
  await syncOrder(tx, deps.clock, order.id);
  const file = creditNoteRef(row!);
  const how = refundMethodText(row!, deps.provider?.name ?? 'razorpay');
  const shop = shopInfo(deps.config);
  await deps.mail.enqueue(
    tx,
    manual
      ? refundProcessedEmail(order.shipEmail, row!, how, shop, file)
      : refundInitiatedEmail(order.shipEmail, row!, how, shop, file),
  );
  return row!;
}
