import {
  type CreateOrder,
  canTransition,
  isCancellable,
  isReturnable,
  type Order,
  type OrderStatus,
  orderMessages,
  type ShippingAddressInput,
  statusLabel,
} from '@shop/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { type OrderRecord, type OrderRow, orderStatusHistory, orders } from '../../db/schema/orders.ts';
import type { AttemptAddress } from '../../db/schema/payments.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { batchesOfItems, restockOrderLines } from '../batches/index.ts';
import type { CartService } from '../cart/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import { buildInvoice, renderInvoicePdf } from '../invoices/index.ts';
import type { MailMessage, MailService } from '../mail/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { PromoService } from '../promo/index.ts';
import { type DeliveryTerms, deliveryTerms, type PaymentWay, type ShippingTerms } from './delivery-terms.ts';
import { type PlaceOrderInput, placeCartOrder, placeOrder, sellerOf, shopInfo } from './order-placement.ts';
import type { OrderPlacer } from './order-placer.ts';
import type { OrderRefunds } from './order-refunds.ts';
import { refundNeededEmail, statusEmail } from './orders.emails.ts';
import { toOrderJson } from './orders.mapper.ts';
import { loadOrderRecord, loadOrderRecords } from './orders.repo.ts';
import { resolveShippingAddress } from './shipping-address.ts';

export interface OrdersDeps {
  db: Db;
  config: Config;
  clock: Clock;
  cart: CartService;
  promo: PromoService;
  mail: MailService;
  notifications: NotificationsService;
  catalog: CatalogService;
  /** Refunds of paid orders that are cancelled or returned (the refunds module, through app.ts). */
  refunds: OrderRefunds;
  /** The owner's shipping rules and pincodes (the shipping module, through app.ts). */
  shipping: ShippingTerms;
}

interface Actor {
  /** Null for the system (a courier's scan moved the order). */
  userId: string | null;
  role: 'customer' | 'admin' | 'system';
}

/**
 * Orders: placing one from the cart (Cash on Delivery), reading them (owner or admin), and every
 * status change through the status machine, each in one transaction with its history row and e-mail.
 */
export class OrdersService implements OrderPlacer {
  /** Whether the order's parcel is with a courier (the shipments module, through app.ts). */
  private withCourier: (tx: Tx, orderId: string) => Promise<boolean> = async () => false;

  constructor(private readonly deps: OrdersDeps) {}

  /**
   * A parcel a courier has (an AWB, not coming back) can no longer be cancelled by anyone: its stock
   * has left the shelf and a refund would pay for goods on their way (docs/PRODUCT.md, Your Orders).
   */
  guardCancelWith(withCourier: (tx: Tx, orderId: string) => Promise<boolean>): void {
    this.withCourier = withCourier;
  }

  /** POST /order/createOrder: the order is made from the cart and the database, never from the payload. */
  async createFromCart(user: SessionUser, body: CreateOrder): Promise<Order> {
    if (body.razorpay_order_id) return this.paidOrder(user, body.razorpay_order_id);
    const address = resolveShippingAddress(body.shippingAddress, user);
    // The pincode is checked and the owner's charges read before anything is taken (400 names it).
    const terms = await this.deliveryTerms(address, 'cod');
    const record = await this.deps.db.transaction((tx) =>
      placeCartOrder(
        tx,
        this.deps,
        { userId: user.id, address, payment: { method: 'cod' }, couponCode: body.couponCode },
        terms,
      ),
    );
    await this.afterWrite(true);
    return toOrderJson(record, this.deps.clock());
  }

  /** The placement step, for the payments module's completed payments (inside its transaction). */
  place(tx: Tx, input: PlaceOrderInput): Promise<OrderRecord> {
    return placeOrder(tx, this.deps, input);
  }

  shippingAddress(input: ShippingAddressInput, user: SessionUser): AttemptAddress {
    return resolveShippingAddress(input, user);
  }

  deliveryTerms(address: AttemptAddress, way: PaymentWay): Promise<DeliveryTerms> {
    return deliveryTerms(this.deps.shipping, address, way, this.deps.clock());
  }

  record(id: string): Promise<OrderRecord | null> {
    return loadOrderRecord(this.deps.db, id);
  }

  refundNeededEmail(to: string, amountPaise: number, paymentId: string, reason: string): MailMessage {
    return refundNeededEmail(to, amountPaise, paymentId, reason, shopInfo(this.deps.config));
  }

  /** After a commit that changed stock or enqueued mail: product pages and the mail worker catch up. */
  async afterWrite(stockChanged: boolean): Promise<void> {
    if (stockChanged) await this.deps.catalog.changed();
    this.deps.mail.kick();
    this.deps.notifications.kick();
  }

  async listMine(userId: string): Promise<Order[]> {
    const records = await loadOrderRecords(this.deps.db, eq(orders.userId, userId));
    const now = this.deps.clock();
    return records.map((record) => toOrderJson(record, now));
  }

  /** Every order, newest first (admin), optionally of one status. */
  async listAll(query: { status?: OrderStatus; page: number; limit: number }): Promise<Order[]> {
    const records = await loadOrderRecords(
      this.deps.db,
      query.status ? eq(orders.status, query.status) : undefined,
      { limit: query.limit, offset: (query.page - 1) * query.limit },
    );
    const now = this.deps.clock();
    return records.map((record) => toOrderJson(record, now));
  }

  /** The owner or an admin sees the order; anyone else is told it does not exist. */
  async getForViewer(viewer: SessionUser, id: string): Promise<OrderRecord> {
    const record = await loadOrderRecord(this.deps.db, id);
    if (!record || (record.order.userId !== viewer.id && viewer.role !== 'admin')) {
      throw notFound(orderMessages.notFound, 'ORDER_NOT_FOUND');
    }
    return record;
  }

  async getJson(viewer: SessionUser, id: string): Promise<Order> {
    return toOrderJson(await this.getForViewer(viewer, id), this.deps.clock());
  }

  async invoicePdf(viewer: SessionUser, id: string): Promise<{ pdf: Buffer; filename: string }> {
    const record = await this.getForViewer(viewer, id);
    if (!record.order.invoiceNumber) throw conflict('This order has no invoice yet', 'INVOICE_NOT_READY');
    return {
      pdf: await this.renderInvoice(record),
      filename: `invoice-${record.order.invoiceNumber.replaceAll('/', '-')}.pdf`,
    };
  }

  /** The invoice of an order for the mail worker (the confirmation's attachment, rendered when sent). */
  async invoicePdfForMail(id: string): Promise<Buffer> {
    const record = await loadOrderRecord(this.deps.db, id);
    if (!record?.order.invoiceNumber) throw new Error(`Order ${id} has no invoice to attach`);
    return this.renderInvoice(record);
  }

  private async renderInvoice(record: OrderRecord): Promise<Buffer> {
    // Each line's batches print with it (docs/decisions/0036-batches-and-best-before.md).
    const batches = await batchesOfItems(
      this.deps.db,
      record.items.map((item) => item.id),
    );
    return renderInvoicePdf(buildInvoice(record, sellerOf(this.deps.config), batches));
  }

  /**
   * Admin: any allowed transition. With `expectedVersion` (the admin console), an order changed since
   * the admin loaded it is refused with 409 STALE_VERSION.
   */
  async updateStatus(
    admin: SessionUser,
    id: string,
    to: OrderStatus,
    note?: string,
    expectedVersion?: number,
  ): Promise<Order> {
    return this.change(id, to, { userId: admin.id, role: 'admin' }, note ?? null, (row) => {
      if (expectedVersion !== undefined && row.version !== expectedVersion) {
        throw conflict('The order changed meanwhile', 'STALE_VERSION');
      }
      if (!canTransition(row.status, to)) {
        throw conflict(
          `An order that is ${statusLabel(row.status)} cannot become ${statusLabel(to)}`,
          'ILLEGAL_TRANSITION',
        );
      }
    });
  }

  /** The owner, while the order is pending or processing; the stock goes back. */
  async cancel(user: SessionUser, id: string, reason?: string): Promise<{ order: Order; message: string }> {
    const order = await this.change(
      id,
      'cancelled',
      { userId: user.id, role: 'customer' },
      reason ?? null,
      (row) => {
        if (row.userId !== user.id) throw notFound(orderMessages.notFound, 'ORDER_NOT_FOUND');
        if (!isCancellable(row.status)) throw conflict(orderMessages.cannotCancel, 'CANCEL_NOT_ALLOWED');
      },
    );
    const refund = order.paymentResult.paymentStatus === 'refund_pending';
    return {
      order,
      message: refund ? `${orderMessages.cancelled} ${orderMessages.refundNote}` : orderMessages.cancelled,
    };
  }

  /**
   * The courier moved the parcel (the shipping module, through app.ts): the order follows as the
   * system, through every status it has not passed yet (pending, processing, shipped, delivered), each
   * step with its history row and e-mail as an admin's change would have; a Cash on Delivery order
   * becomes paid when delivered. Answers false when the order was already there or cannot get there
   * (cancelled, say).
   */
  async courierMoved(id: string, to: 'processing' | 'shipped' | 'delivered', note: string): Promise<boolean> {
    const path: OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered'];
    let moved = false;
    for (;;) {
      const [row] = await this.deps.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, id));
      const at = path.indexOf((row?.status ?? 'cancelled') as OrderStatus);
      if (at < 0 || at >= path.indexOf(to)) return moved;
      const next = path[at + 1]!;
      try {
        await this.change(
          id,
          next,
          { userId: null, role: 'system' },
          next === to ? note : null,
          (current) => {
            if (current.status !== row!.status)
              throw conflict('The order changed meanwhile', 'ORDER_CHANGED');
          },
        );
        moved = true;
      } catch (error) {
        // Another node or an admin moved it meanwhile: look again.
        if (!(error instanceof AppError && error.code === 'ORDER_CHANGED')) throw error;
      }
    }
  }

  /**
   * A parcel the courier brought back (returned to origin), resolved by the owner: the stock goes back
   * and the order is cancelled as a cancel does (a paid order's refund starts), from whichever status
   * it had reached on the way.
   */
  async cancelReturned(admin: SessionUser, id: string, note: string): Promise<Order> {
    return this.change(id, 'cancelled', { userId: admin.id, role: 'admin' }, note, (row) => {
      if (!['pending', 'processing', 'shipped'].includes(row.status)) {
        throw conflict(
          `An order that is ${statusLabel(row.status)} cannot be cancelled as returned`,
          'ILLEGAL_TRANSITION',
        );
      }
    });
  }

  /** The owner, within 48 hours of delivery. */
  async requestReturn(
    user: SessionUser,
    id: string,
    reason?: string,
  ): Promise<{ order: Order; message: string }> {
    const now = this.deps.clock();
    const order = await this.change(
      id,
      'return_requested',
      { userId: user.id, role: 'customer' },
      reason ?? null,
      (row) => {
        if (row.userId !== user.id) throw notFound(orderMessages.notFound, 'ORDER_NOT_FOUND');
        if (row.status !== 'delivered') throw conflict(orderMessages.notDelivered, 'RETURN_NOT_ALLOWED');
        if (!isReturnable(row.status, row.deliveredAt, now)) {
          throw conflict(orderMessages.returnWindowClosed, 'RETURN_WINDOW_CLOSED');
        }
      },
    );
    return { order, message: orderMessages.returnRequested };
  }

  /**
   * One status change in one transaction: lock the order, let `allow` refuse, then write the new
   * status with its side effects (stock back on cancel, cash collected on delivery, refund owed),
   * the history row and the customer's e-mail.
   */
  private async change(
    id: string,
    to: OrderStatus,
    actor: Actor,
    note: string | null,
    allow: (row: OrderRow & { status: OrderStatus }) => void,
  ): Promise<Order> {
    const now = this.deps.clock();
    const result = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!row) throw notFound(orderMessages.notFound, 'ORDER_NOT_FOUND');
      allow(row as OrderRow & { status: OrderStatus });
      if (to === 'cancelled' && (await this.withCourier(tx, id)))
        throw conflict(orderMessages.cannotCancel, 'CANCEL_NOT_ALLOWED');
      const from = row.status as OrderStatus;
      const record = (await loadOrderRecord(tx, id))!;
      let restocked = false;
      let paymentStatus = row.paymentStatus;
      if (to === 'cancelled') {
        restocked = await this.restock(tx, record);
        await this.deps.promo.release(tx, id);
        if (row.paymentStatus === 'paid' && row.totalPaise > 0) paymentStatus = 'refund_pending';
      }
      if (to === 'delivered' && row.paymentMethod === 'cod' && row.paymentStatus === 'pending')
        paymentStatus = 'paid';
      if (to === 'returned' && row.paymentStatus === 'paid' && row.totalPaise > 0)
        paymentStatus = 'refund_pending';
      const [updated] = await tx
        .update(orders)
        .set({
          status: to,
          paymentStatus,
          updatedAt: now,
          version: sql`${orders.version} + 1`,
          ...(to === 'delivered' ? { deliveredAt: now } : {}),
        })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning();
      if (!updated)
        throw new AppError(409, 'ORDER_CHANGED', 'The order changed meanwhile. Please try again.');
      const [entry] = await tx
        .insert(orderStatusHistory)
        .values({
          orderId: id,
          fromStatus: from,
          toStatus: to,
          byUserId: actor.userId,
          actor: actor.role,
          note,
          at: now,
        })
        .returning();
      let next: OrderRecord = { order: updated, items: record.items, history: [...record.history, entry!] };
      await this.deps.mail.enqueue(tx, statusEmail(next, to, shopInfo(this.deps.config), note));
      // Money owed back goes back through the provider: recorded here, paid by the refund worker.
      let refundStarted = false;
      // What remains refundable (an earlier partial refund is taken off by the refunds module).
      const owed = (to === 'cancelled' || to === 'returned') && row.totalPaise > 0;
      if (owed && (row.paymentStatus === 'paid' || row.paymentStatus === 'refund_pending')) {
        refundStarted = await this.deps.refunds.startForOrder(
          tx,
          id,
          { userId: actor.userId, role: actor.role },
          note ?? (to === 'cancelled' ? 'Order cancelled' : 'Return accepted'),
        );
        if (refundStarted) next = { ...next, order: (await loadOrderRecord(tx, id))!.order };
      }
      return { next, restocked, refundStarted };
    });
    await this.afterWrite(result.restocked);
    if (result.refundStarted) this.deps.refunds.kick();
    return toOrderJson(result.next, now);
  }

  /** Puts a cancelled order's quantities back on the shelf (variant-id order, like taking them). */
  private async restock(tx: Tx, record: OrderRecord): Promise<boolean> {
    const lines = record.items
      .filter((item) => item.variantId !== null)
      .sort((a, b) => (a.variantId! < b.variantId! ? -1 : 1))
      .map((item) => ({ orderItemId: item.id, variantId: item.variantId!, quantity: item.quantity }));
    // To the variants' stock and the batches the units came from (docs/decisions/0036-batches-and-best-before.md).
    await restockOrderLines(tx, lines, this.deps.clock());
    return lines.length > 0;
  }

  /**
   * createOrder with a razorpay_order_id: the order that payment already made (the client's old flow
   * calls createOrder after verifying); never a second order, and nothing for an unverified payment.
   */
  private async paidOrder(user: SessionUser, razorpayOrderId: string): Promise<Order> {
    const [record] = await loadOrderRecords(
      this.deps.db,
      and(eq(orders.razorpayOrderId, razorpayOrderId), eq(orders.userId, user.id)),
    );
    if (!record) throw conflict('Failed to verify payment', 'PAYMENT_NOT_VERIFIED');
    return toOrderJson(record, this.deps.clock());
  }
}
