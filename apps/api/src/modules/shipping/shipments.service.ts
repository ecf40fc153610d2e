import {
  type AdminShipment,
  formatDate,
  formatRupees,
  indiaInstant,
  type OrderTracking,
  shortOrderId,
  type TrackingStatusName,
} from '@shop/shared';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import {
  type ShipmentRow,
  type ShipmentState,
  shipmentEvents,
  shipments,
  type TrackingStatus,
} from '../../db/schema/shipping-shipments.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { type AdminActor, recordAudit } from '../admin/index.ts';
import { type MailService, renderEmail } from '../mail/index.ts';
import { shopInfo } from '../orders/index.ts';
import {
  insertShipments,
  listShipments,
  orderContact,
  orderOwner,
  orderStatusOf,
  readyToShip,
  type ShipmentWithOrder,
  shipmentWithOrder,
  unshippable,
  withCourier,
} from './shipments.repo.ts';

/**
 * What shipping asks of orders (handed in by app.ts, as payments gets its OrderPlacer): the order
 * follows the parcel through the orders module's own status change, and a parcel brought back is
 * cancelled and restocked by the orders module's cancel.
 */
interface ShipmentOrders {
  courierMoved(orderId: string, to: 'processing' | 'shipped' | 'delivered', note: string): Promise<boolean>;
  cancelReturned(admin: SessionUser, orderId: string, note: string): Promise<unknown>;
}

/** A customer update at a tracking step (the notifications module's SMS/WhatsApp, when it is wired). */
type ShipmentUpdateHook = (update: {
  orderId: string;
  kind: 'shipped' | 'out_for_delivery' | 'delivered';
  courier: string | null;
  awb: string | null;
  trackingUrl: string | null;
}) => Promise<void>;

export interface ShipmentsDeps {
  db: Db;
  config: Config;
  clock: Clock;
  mail: MailService;
  orders: ShipmentOrders;
  log: FastifyBaseLogger;
  /** Which provider books new shipments (`shippingMode`); `manual` books none. */
  provider: 'shiprocket' | 'sandbox' | 'manual';
  onUpdate?: ShipmentUpdateHook;
}

/** Once reached, these states are left only by the owner (a returned parcel resolved). */
const FINAL: readonly ShipmentState[] = ['delivered', 'rto', 'returned'];
const ON_THE_WAY: readonly ShipmentState[] = [
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'failed_attempt',
];
const notFoundShipment = () => notFound('Shipment not found', 'SHIPMENT_NOT_FOUND');

function toAdminShipment({ shipment, order }: ShipmentWithOrder): AdminShipment {
  return {
    id: shipment.id,
    orderId: order.id,
    orderRef: shortOrderId(order.id),
    customerName: order.shipName,
    pincode: order.shipPincode,
    paymentMethod: order.paymentMethod,
    totalPaise: order.totalPaise,
    provider: shipment.provider,
    state: shipment.state,
    courier: shipment.courier,
    awb: shipment.awb,
    trackingUrl: shipment.trackingUrl,
    labelUrl: shipment.labelUrl,
    expectedDate: shipment.expectedDate,
    lastError: shipment.lastError,
    ndrReason: shipment.ndrReason,
    attempts: shipment.attempts,
    createdAt: shipment.createdAt.toISOString(),
    updatedAt: shipment.updatedAt.toISOString(),
  };
}

/**
 * Shipments: the owner's bulk booking, retry, manual entry and answers to failed deliveries; the
 * tracking events (webhook, polling, sandbox) that move the shipment and, through orders, the order;
 * the customer's view of their parcel. Every provider call is the worker's (shipping.worker.ts).
 */
export class ShipmentsService {
  private wake: () => void = () => {};

  constructor(private readonly deps: ShipmentsDeps) {}

  /** The worker's kick, called after a write that made a booking due has committed. */
  wakeWith(kick: () => void): void {
    this.wake = kick;
  }

  get bookingProvider(): ShipmentsDeps['provider'] {
    return this.deps.provider;
  }

  readyToShip(page: number, limit: number) {
    return readyToShip(this.deps.db, page, limit);
  }

  /** POST /admin/shipments: one row per order that may ship; the worker books them (202). */
  async create(admin: AdminActor, orderIds: string[]) {
    const { db, clock } = this.deps;
    if (this.deps.provider === 'manual') {
      throw conflict(
        'No courier service is set up: enter each shipment by hand (courier, AWB and tracking link)',
        'SHIPPING_PROVIDER_OFF',
      );
    }
    const ids = [...new Set(orderIds)];
    const created = await db.transaction(async (tx) => {
      const booked = await insertShipments(
        tx,
        ids,
        this.deps.provider as 'shiprocket' | 'sandbox',
        admin.id,
        clock(),
      );
      if (booked.length > 0) {
        await recordAudit(tx, admin, {
          action: 'shipment.create',
          entity: 'order',
          entityId: booked.length === 1 ? booked[0]! : `${booked.length} orders`,
          before: null,
          after: { orderIds: booked, provider: this.deps.provider },
        });
      }
      return booked;
    });
    const reasons = await unshippable(
      db,
      ids.filter((id) => !created.includes(id)),
    );
    if (created.length > 0) this.wake();
    return {
      created: created.length,
      skipped: [...reasons].map(([orderId, reason]) => ({ orderId, reason })),
    };
  }

  async list(query: { state?: ShipmentState; page: number; limit: number }) {
    const { db } = this.deps;
    const [{ rows, total }, attention] = await Promise.all([
      listShipments(db, query),
      db
        .select({ state: shipments.state, n: count() })
        .from(shipments)
        .where(inArray(shipments.state, ['failed', 'failed_attempt', 'rto']))
        .groupBy(shipments.state),
    ]);
    const n = (state: ShipmentState) => attention.find((row) => row.state === state)?.n ?? 0;
    return {
      shipments: rows.map(toAdminShipment),
      total,
      page: query.page,
      limit: query.limit,
      attention: { failed: n('failed'), failedAttempt: n('failed_attempt'), rto: n('rto') },
    };
  }

  /** The shipments to print, in the order asked; every one must have its AWB. */
  async forPrinting(ids: string[]): Promise<ShipmentWithOrder[]> {
    const { rows } = await listShipments(this.deps.db, { ids, page: 1, limit: ids.length });
    const missing = ids.filter((id) => !rows.some((row) => row.shipment.id === id));
    if (missing.length > 0) throw notFound(`No such shipment: ${missing.join(', ')}`, 'SHIPMENT_NOT_FOUND');
    const unbooked = rows.filter((row) => !row.shipment.awb);
    if (unbooked.length > 0) {
      throw conflict(
        `Not booked yet (no AWB): orders ${unbooked.map((row) => shortOrderId(row.order.id)).join(', ')}`,
        'SHIPMENT_NOT_BOOKED',
      );
    }
    return ids.map((id) => rows.find((row) => row.shipment.id === id)!);
  }

  private async one(id: string): Promise<ShipmentWithOrder> {
    const row = await shipmentWithOrder(this.deps.db, id);
    if (!row) throw notFoundShipment();
    return row;
  }

  async get(id: string): Promise<AdminShipment> {
    return toAdminShipment(await this.one(id));
  }

  /** A failed booking is tried again from the step it failed at: an AWB already given is kept. */
  async retry(admin: AdminActor, id: string): Promise<AdminShipment> {
    const { db, clock } = this.deps;
    const changed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(shipments)
        .set({ state: 'pending', attempts: 0, nextAttemptAt: clock(), lockedUntil: null, updatedAt: clock() })
        .where(and(eq(shipments.id, id), eq(shipments.state, 'failed')))
        .returning();
      if (row) {
        await recordAudit(tx, admin, {
          action: 'shipment.retry',
          entity: 'shipment',
          entityId: id,
          before: { state: 'failed', step: row.step },
          after: { state: 'pending', step: row.step },
        });
      }
      return row;
    });
    if (!changed) {
      await this.one(id);
      throw conflict('Only a shipment whose booking failed can be retried', 'SHIPMENT_NOT_FAILED');
    }
    this.wake();
    return this.get(id);
  }

  /**
   * A courier booked outside the shop: the owner's courier, AWB and tracking link. Takes the place of
   * a booking that failed before it had an AWB; refused when the order already has one.
   */
  async manual(
    admin: AdminActor,
    body: { orderId: string; courier: string; awb: string; trackingUrl?: string },
  ): Promise<AdminShipment> {
    const { db, clock } = this.deps;
    const now = clock();
    const reason = (await unshippable(db, [body.orderId])).get(body.orderId);
    const id = await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: shipments.id })
        .from(shipments)
        .where(and(eq(shipments.awb, body.awb)));
      if (taken) throw conflict('Another shipment already has this AWB', 'AWB_TAKEN');
      const values = {
        provider: 'manual' as const,
        state: 'booked' as const,
        step: 'done' as const,
        courier: body.courier,
        awb: body.awb,
        trackingUrl: body.trackingUrl ?? null,
        lastError: null,
        updatedAt: now,
      };
      // A failed booking without an AWB gives way to the owner's own.
      const [replaced] = await tx
        .update(shipments)
        .set(values)
        .where(and(eq(shipments.orderId, body.orderId), eq(shipments.state, 'failed'), isNull(shipments.awb)))
        .returning({ id: shipments.id });
      let shipmentId = replaced?.id;
      if (!shipmentId) {
        if (reason)
          throw conflict(`Order ${shortOrderId(body.orderId)} cannot be shipped: ${reason}`, 'NOT_SHIPPABLE');
        const [row] = await tx
          .insert(shipments)
          .values({
            ...values,
            orderId: body.orderId,
            idempotencyKey: `ship_${body.orderId}`,
            createdByUserId: admin.id,
            createdAt: now,
          })
          .onConflictDoNothing({ target: shipments.orderId })
          .returning({ id: shipments.id });
        if (!row) throw conflict('This order already has a shipment', 'SHIPMENT_EXISTS');
        shipmentId = row.id;
      }
      await recordAudit(tx, admin, {
        action: 'shipment.manual',
        entity: 'shipment',
        entityId: shipmentId,
        before: null,
        after: { orderId: body.orderId, courier: body.courier, awb: body.awb },
      });
      return shipmentId;
    });
    const shipment = await this.one(id);
    await this.deps.orders.courierMoved(body.orderId, 'processing', this.bookedNote(shipment.shipment));
    return toAdminShipment(shipment);
  }

  /** The owner's answer to a failed delivery: the worker tells the provider. */
  async ndrAction(admin: AdminActor, id: string, action: 'reattempt' | 'return'): Promise<AdminShipment> {
    const { db, clock } = this.deps;
    const changed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(shipments)
        .set({ step: action, attempts: 0, nextAttemptAt: clock(), lockedUntil: null, updatedAt: clock() })
        .where(and(eq(shipments.id, id), eq(shipments.state, 'failed_attempt')))
        .returning();
      if (row) {
        await recordAudit(tx, admin, {
          action: `shipment.ndr.${action}`,
          entity: 'shipment',
          entityId: id,
          before: { state: 'failed_attempt' },
          after: { awb: row.awb, reason: row.ndrReason },
        });
      }
      return row;
    });
    if (!changed) {
      await this.one(id);
      throw conflict(
        'Only a shipment whose delivery failed can be re-attempted or returned',
        'NOT_FAILED_ATTEMPT',
      );
    }
    this.wake();
    return this.get(id);
  }

  /** A parcel back at the warehouse: its stock goes back and the order is cancelled (orders' cancel). */
  async resolveReturned(admin: SessionUser, id: string): Promise<AdminShipment> {
    const { shipment } = await this.one(id);
    if (shipment.state !== 'rto') {
      throw conflict('Only a shipment returned to us can be restocked and cancelled', 'NOT_RETURNED');
    }
    const { db, clock } = this.deps;
    // An order already cancelled (its stock back then) only needs its parcel marked as back: this
    // also finishes a resolve whose second step failed after the order was cancelled.
    if ((await orderStatusOf(db, shipment.orderId)) !== 'cancelled') {
      await this.deps.orders.cancelReturned(
        admin,
        shipment.orderId,
        `Returned to us by ${shipment.courier ?? 'the courier'} (AWB ${shipment.awb}); restocked`,
      );
    }
    await db.transaction(async (tx) => {
      await tx
        .update(shipments)
        .set({ state: 'returned', step: 'done', updatedAt: clock() })
        .where(and(eq(shipments.id, id), eq(shipments.state, 'rto')));
      await recordAudit(
        tx,
        { id: admin.id, email: admin.email },
        {
          action: 'shipment.returned',
          entity: 'shipment',
          entityId: id,
          before: { state: 'rto' },
          after: { state: 'returned', orderStatus: 'cancelled' },
        },
      );
    });
    return this.get(id);
  }

  /** Whether a courier has the order's parcel, read in the caller's transaction (the cancel guard). */
  withCourier(tx: Executor, orderId: string): Promise<boolean> {
    return withCourier(tx, orderId);
  }

  /** GET /order/:id/tracking: the customer's own order only; another's is "not found". */
  async tracking(viewer: SessionUser, orderId: string): Promise<OrderTracking> {
    const { db } = this.deps;
    const owner = await orderOwner(db, orderId);
    if (!owner || (owner !== viewer.id && viewer.role !== 'admin')) {
      throw notFound('Order not found', 'ORDER_NOT_FOUND');
    }
    const [shipment] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
    if (!shipment?.awb) throw notFound('This order has not been handed to a courier yet', 'NOT_SHIPPED');
    const events = await db
      .select()
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipmentId, shipment.id))
      .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.createdAt));
    return {
      courier: shipment.courier,
      awb: shipment.awb,
      trackingUrl: shipment.trackingUrl,
      expectedDate: shipment.expectedDate,
      state: shipment.state,
      events: events.map((event) => ({
        at: event.at.toISOString(),
        status: event.status,
        location: event.location,
      })),
    };
  }

  /** The shipment of an AWB, or 404 (the webhook and the sandbox answer so for an unknown one). */
  async byAwb(awb: string): Promise<ShipmentRow> {
    const [row] = await this.deps.db.select().from(shipments).where(eq(shipments.awb, awb));
    if (!row) throw notFound(`No shipment has AWB ${awb}`, 'UNKNOWN_AWB');
    return row;
  }

  /**
   * One courier scan. Stored once per (AWB, status, time): a replay inserts nothing and changes
   * nothing. The shipment takes the newest scan's status (delivered and returned-to-origin stay), and
   * the order follows: picked up or later → Shipped, delivered → Delivered; out for delivery mails
   * the customer once. Answers whether anything was new.
   */
  async applyScan(
    awb: string,
    scan: { status: TrackingStatus; at: Date; location: string | null; detail: string | null },
    source: 'webhook' | 'poll' | 'sandbox',
  ): Promise<boolean> {
    const { db, clock } = this.deps;
    const shipment = await this.byAwb(awb);
    const result = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(shipments).where(eq(shipments.id, shipment.id)).for('update');
      const [event] = await tx
        .insert(shipmentEvents)
        .values({
          shipmentId: shipment.id,
          awb,
          status: scan.status,
          at: scan.at,
          location: scan.location?.slice(0, 200) ?? null,
          detail: scan.detail?.slice(0, 500) ?? null,
          source,
        })
        .onConflictDoNothing()
        .returning();
      if (!event || !current) return null;
      const [latest] = await tx
        .select({ status: shipmentEvents.status, at: shipmentEvents.at })
        .from(shipmentEvents)
        .where(eq(shipmentEvents.shipmentId, shipment.id))
        .orderBy(sql`${shipmentEvents.at} DESC`, sql`${shipmentEvents.createdAt} DESC`)
        .limit(1);
      const state: ShipmentState = FINAL.includes(current.state)
        ? current.state
        : scan.status === 'delivered' || scan.status === 'rto'
          ? scan.status
          : (latest!.status as ShipmentState);
      const [updated] = await tx
        .update(shipments)
        .set({
          state,
          ...(scan.status === 'failed_attempt'
            ? { ndrReason: scan.detail ?? scan.location ?? 'Delivery attempt failed' }
            : {}),
          // Tracking ends with the parcel: no more polling.
          ...(state === 'delivered' || state === 'rto' ? { step: 'done' as const } : {}),
          updatedAt: clock(),
        })
        .where(eq(shipments.id, shipment.id))
        .returning();
      let mailOutForDelivery = false;
      if (
        scan.status === 'out_for_delivery' &&
        !current.outForDeliveryMailedAt &&
        state === 'out_for_delivery'
      ) {
        await tx
          .update(shipments)
          .set({ outForDeliveryMailedAt: clock() })
          .where(eq(shipments.id, shipment.id));
        await this.deps.mail.enqueue(tx, await this.outForDeliveryEmail(tx, updated!));
        mailOutForDelivery = true;
      }
      return { updated: updated!, mailOutForDelivery };
    });
    if (!result) return false;
    if (result.mailOutForDelivery) {
      this.deps.mail.kick();
      await this.notify(result.updated, 'out_for_delivery');
    }
    await this.orderFollows(result.updated);
    return true;
  }

  /**
   * Brings the order level with its parcel (after a scan, and again by the worker's polling, so an
   * order step that failed after the scan was stored catches up). Each step happens once: the orders
   * module moves an order only forward.
   */
  async orderFollows(shipment: ShipmentRow): Promise<void> {
    const { orders } = this.deps;
    if (ON_THE_WAY.includes(shipment.state) || shipment.state === 'delivered') {
      if (await orders.courierMoved(shipment.orderId, 'shipped', this.shippedNote(shipment))) {
        await this.notify(shipment, 'shipped');
      }
    }
    if (shipment.state === 'delivered') {
      const note = `Delivered by ${shipment.courier ?? 'the courier'} (AWB ${shipment.awb}).`;
      if (await orders.courierMoved(shipment.orderId, 'delivered', note))
        await this.notify(shipment, 'delivered');
    }
  }

  /** An AWB was given: the order is being prepared for dispatch (Processing), if it was not yet. */
  async orderFollowsBooking(shipment: ShipmentRow): Promise<void> {
    await this.deps.orders.courierMoved(shipment.orderId, 'processing', this.bookedNote(shipment));
  }

  bookedNote(shipment: ShipmentRow): string {
    return `Booked with ${shipment.courier ?? 'the courier'}, AWB ${shipment.awb}.`;
  }

  private shippedNote(shipment: ShipmentRow): string {
    const track = shipment.trackingUrl
      ? ` Track it at ${shipment.trackingUrl}`
      : ' Track it under My Orders.';
    const by = shipment.expectedDate
      ? ` Expected by ${formatDate(indiaInstant(shipment.expectedDate, 12 * 60))}.`
      : '';
    return `Sent with ${shipment.courier ?? 'our courier'}, AWB ${shipment.awb}.${by}${track}`;
  }

  private async outForDeliveryEmail(executor: Pick<Db, 'select'>, shipment: ShipmentRow) {
    const contact = (await orderContact(executor as Db, shipment.orderId))!;
    const shop = shopInfo(this.deps.config);
    const ref = shortOrderId(shipment.orderId);
    const { html, text } = renderEmail({
      shopName: shop.shopName,
      heading: `Your order ${ref} is out for delivery`,
      paragraphs: [
        `${shipment.courier ?? 'Our courier'} is bringing your parcel today (AWB ${shipment.awb}).`,
        ...(await this.codLine(executor, shipment)),
        ...(shipment.trackingUrl ? [`Track it: ${shipment.trackingUrl}`] : []),
        `Questions? Write to ${shop.supportEmail} or call ${shop.supportPhone}.`,
      ],
    });
    return { to: contact.email, subject: `Order ${ref}: Out for delivery – ${shop.shopName}`, text, html };
  }

  private async codLine(executor: Pick<Db, 'select'>, shipment: ShipmentRow): Promise<string[]> {
    const { rows } = await listShipments(executor as Db, { ids: [shipment.id], page: 1, limit: 1 });
    const order = rows[0]?.order;
    return order?.paymentMethod === 'cod' && order.totalPaise > 0
      ? [`Please keep ${formatRupees(order.totalPaise)} ready for Cash on Delivery.`]
      : [];
  }

  private async notify(shipment: ShipmentRow, kind: 'shipped' | 'out_for_delivery' | 'delivered') {
    if (!this.deps.onUpdate) return;
    try {
      await this.deps.onUpdate({
        orderId: shipment.orderId,
        kind,
        courier: shipment.courier,
        awb: shipment.awb,
        trackingUrl: shipment.trackingUrl,
      });
    } catch (error) {
      this.deps.log.warn({ err: error, orderId: shipment.orderId, kind }, 'shipment update not queued');
    }
  }

  /** The sandbox's courier: a test or a person moves a sandbox parcel on. */
  async sandboxAdvance(body: { awb: string; status: TrackingStatusName; location?: string }) {
    const shipment = await this.byAwb(body.awb);
    if (shipment.provider !== 'sandbox')
      throw badRequest('Only a sandbox shipment can be moved by hand', 'NOT_SANDBOX');
    const changed = await this.applyScan(
      body.awb,
      {
        status: body.status,
        at: this.deps.clock(),
        location: body.location ?? 'Sandbox hub',
        detail: body.status === 'failed_attempt' ? 'Customer not available (sandbox)' : null,
      },
      'sandbox',
    );
    return { success: true as const, changed };
  }
}
