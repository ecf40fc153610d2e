import type { AdminRefundRecord, Refund } from '@shop/shared';
import { refundableRemaining } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { toAdminRefundJson, toRefundJson } from './refunds.mapper.ts';
import { emailsOf, orderNotFound, PAID_STATUSES, refundsOf } from './refunds.repo.ts';

/** GET /order/:id/refunds: the owner (or an admin); anyone else is told the order does not exist. */
export async function listForViewer(db: Db, viewer: SessionUser, orderId: string): Promise<Refund[]> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || (order.userId !== viewer.id && viewer.role !== 'admin')) throw orderNotFound();
  return (await refundsOf(db, orderId)).map(toRefundJson);
}

/** The admin console's refund panel: every refund with who and why, and what remains refundable. */
export async function listForAdmin(
  db: Db,
  orderId: string,
): Promise<{ refunds: AdminRefundRecord[]; refundablePaise: number }> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw orderNotFound();
  const rows = await refundsOf(db, orderId);
  const people = await emailsOf(
    db,
    rows.map((row) => row.createdByUserId),
  );
  return {
    refunds: rows.map((row) => toAdminRefundJson(row, people.get(row.createdByUserId ?? '') ?? null)),
    refundablePaise: PAID_STATUSES.includes(order.paymentStatus)
      ? refundableRemaining(order.totalPaise, rows)
      : 0,
  };
}
