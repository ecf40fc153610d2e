import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { OrderRecord } from '../../db/schema/orders.ts';
import { type RefundRow, refunds } from '../../db/schema/refunds.ts';
import { notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { buildCreditNote, renderCreditNotePdf } from '../invoices/index.ts';
import { loadOrderRecord, sellerOf } from '../orders/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { refundMethodText } from './refunds.mapper.ts';
import { orderNotFound } from './refunds.repo.ts';

/** A refund of an invoiced order has a GST credit note, drawn when it is asked for. */

export interface CreditNoteDeps {
  db: Db;
  config: Config;
  provider: PaymentProvider | null;
}

/** GET /order/:id/credit-notes/:n.pdf: the order's n-th credit note, for its owner or an admin. */
export async function creditNotePdf(
  deps: CreditNoteDeps,
  viewer: SessionUser,
  orderId: string,
  n: number,
): Promise<{ pdf: Buffer; filename: string }> {
  const record = await loadOrderRecord(deps.db, orderId);
  if (!record || (record.order.userId !== viewer.id && viewer.role !== 'admin')) throw orderNotFound();
  const [row] = await deps.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.creditNoteSeq, n)));
  if (!row) throw notFound('Credit note not found', 'CREDIT_NOTE_NOT_FOUND');
  const file = await creditNote(deps, record, row);
  return { pdf: file!.pdf, filename: `credit-note-${file!.number.replaceAll('/', '-')}.pdf` };
}

/**
 * A credit note for the mail worker, which renders it when it sends the refund's e-mail, so no PDF
 * is drawn while a refund's transaction holds the order row and the credit-note counter.
 */
export async function creditNotePdfForMail(deps: CreditNoteDeps, refundId: string): Promise<Buffer> {
  const [row] = await deps.db.select().from(refunds).where(eq(refunds.id, refundId));
  const record = row?.orderId ? await loadOrderRecord(deps.db, row.orderId) : null;
  const file = row && record ? await creditNote(deps, record, row) : null;
  if (!file) throw new Error(`Refund ${refundId} has no credit note to attach`);
  return file.pdf;
}

async function creditNote(
  deps: CreditNoteDeps,
  record: OrderRecord,
  row: RefundRow,
): Promise<{ number: string; pdf: Buffer } | null> {
  if (!row.creditNoteNumber) return null;
  const data = buildCreditNote(record, sellerOf(deps.config), {
    number: row.creditNoteNumber,
    date: row.createdAt,
    amountPaise: row.amountPaise,
    reason: row.reason,
    refundMethod: refundMethodText(row, deps.provider?.name ?? 'razorpay'),
  });
  return { number: row.creditNoteNumber, pdf: await renderCreditNotePdf(data) };
}
