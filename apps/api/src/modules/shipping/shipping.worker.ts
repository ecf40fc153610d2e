import { shortOrderId } from '@shop/shared';
import { and, asc, eq, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type ShipmentRow, shipments } from '../../db/schema/shipping-shipments.ts';
import { BatchWorker } from '../../lib/batch-worker.ts';
import type { Clock } from '../../lib/clock.ts';
import { loadOrderRecord } from '../orders/index.ts';
import { orderStatusOf } from './shipments.repo.ts';
import type { ShipmentsService } from './shipments.service.ts';
import { parcelWeightKg } from './shipping.weight.ts';
import { type ShipmentRequest, ShippingCallError, type ShippingProvider } from './shipping-provider.ts';
import { shiprocketTrackingUrl } from './shiprocket.provider.ts';

const BATCH = 10;
/** Longer than a provider call's timeout times the calls of one booking, so a live claim never runs out. */
const CLAIM_MS = 5 * 60_000;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
/** Calls whose outcome stayed unknown this many times in a row mark the booking failed (the owner retries). */
const MAX_ATTEMPTS = 8;
/** How often a parcel on its way is tracked by polling, besides the webhook. */
const POLL_MS = 2 * 3600_000;

const backoff = (attempts: number) => Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));

export interface ShippingWorkerOptions {
  db: Db;
  clock: Clock;
  provider: ShippingProvider | null;
  shipments: ShipmentsService;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

/**
 * Books and tracks shipments outside any request, like the refund worker issues refunds (ADR 0026):
 * claims due rows with FOR UPDATE SKIP LOCKED and a claim that runs out (safe on several nodes), walks
 * each through the provider's steps (order, AWB, label, pickup and manifest, then tracking), saving
 * after every step so a retry resumes where it stopped. After a call whose outcome is unknown it looks
 * the booking up at the provider by the shop's order id before calling again: one order, one AWB.
 */
export class ShippingWorker {
  private readonly worker: BatchWorker;

  constructor(private readonly options: ShippingWorkerOptions) {
    this.worker = new BatchWorker({
      name: 'shipping worker',
      pass: () => this.pass(),
      log: options.log,
      intervalMs: options.intervalMs ?? 1000,
    });
  }

  /** Without a provider (manual shipping) there is nothing to call, so no timer runs. */
  start(): void {
    if (this.options.provider) this.worker.start();
  }

  kick(): void {
    if (this.options.provider) this.worker.kick();
  }

  /** Works through everything due now; tests await it. */
  async flush(): Promise<void> {
    if (this.options.provider) await this.worker.flush();
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }

  private async pass(): Promise<number> {
    const { db, clock } = this.options;
    const now = clock();
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: shipments.id })
        .from(shipments)
        .where(
          and(
            ne(shipments.step, 'done'),
            ne(shipments.state, 'failed'),
            ne(shipments.provider, 'manual'),
            lte(shipments.nextAttemptAt, now),
            or(isNull(shipments.lockedUntil), lt(shipments.lockedUntil, now)),
          ),
        )
        .orderBy(asc(shipments.nextAttemptAt), asc(shipments.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(shipments)
        .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${shipments.attempts} + 1` })
        .where(
          sql`${shipments.id} IN (SELECT jsonb_array_elements_text(${JSON.stringify(due.map((row) => row.id))}::jsonb))`,
        )
        .returning();
    });
    for (const shipment of claimed) {
      // The batch's claim was taken at its start; a row reached late may have been claimed by another
      // node since. Renewed only if the claim is still ours, so no row is booked by two nodes at once.
      const mine = await this.renewClaim(shipment);
      if (!mine) continue;
      await this.work(mine);
      // PGlite answers on microtasks: without a turn of the event loop between bookings, 200 of them
      // would run before any waiting request (the console) is answered.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return claimed.length;
  }

  private async renewClaim(row: ShipmentRow): Promise<ShipmentRow | null> {
    const { db, clock } = this.options;
    if (!row.lockedUntil) return null;
    const [renewed] = await db
      .update(shipments)
      .set({ lockedUntil: new Date(clock().getTime() + CLAIM_MS) })
      .where(and(eq(shipments.id, row.id), eq(shipments.lockedUntil, row.lockedUntil)))
      .returning();
    return renewed ?? null;
  }

  /** Saves a step's result and moves to the next, only while this claim still holds the row at `step`. */
  private async advance(
    row: ShipmentRow,
    values: PgUpdateSetSource<typeof shipments>,
  ): Promise<ShipmentRow | null> {
    const { db, clock } = this.options;
    const [next] = await db
      .update(shipments)
      .set({ ...values, attempts: 0, outcomeUnknown: false, lastError: null, updatedAt: clock() })
      .where(and(eq(shipments.id, row.id), eq(shipments.step, row.step)))
      .returning();
    return next ?? null;
  }

  /** An order cancelled (or moved on) since it was sent to ship is not booked: the booking fails with why. */
  private async stillToShip(orderId: string): Promise<void> {
    const status = await orderStatusOf(this.options.db, orderId);
    if (status === null) throw new ShippingCallError('refused', 'The order no longer exists');
    if (status !== 'pending' && status !== 'processing')
      throw new ShippingCallError('refused', `The order is ${status}: there is nothing to ship`);
  }

  private async request(orderId: string): Promise<ShipmentRequest> {
    await this.stillToShip(orderId);
    const record = await loadOrderRecord(this.options.db, orderId);
    if (!record) throw new ShippingCallError('refused', 'The order no longer exists');
    const { order } = record;
    return {
      channelOrderId: order.id,
      orderDate: order.createdAt,
      name: order.shipName,
      address: order.shipAddress,
      city: order.shipCity,
      state: order.shipState,
      pincode: order.shipPincode,
      phone: order.shipPhone.replace(/\D/g, '').slice(-10),
      email: order.shipEmail,
      items: record.items.map((item) => ({
        name: item.name,
        sku: item.sku || (item.productId ?? item.id),
        units: item.quantity,
        sellingPricePaise: item.unitPricePaise,
        hsn: item.hsnCode,
      })),
      paymentMethod: order.paymentMethod,
      totalPaise: order.totalPaise,
      weightKg: await parcelWeightKg(this.options.db, orderId),
    };
  }

  private async work(claimed: ShipmentRow): Promise<void> {
    const provider = this.options.provider!;
    const { clock } = this.options;
    let row: ShipmentRow | null = claimed;
    try {
      while (row && row.step !== 'done') {
        switch (row.step) {
          case 'create': {
            // A create that may have gone through: Shiprocket holds the order under the shop's id.
            const found = row.outcomeUnknown ? await provider.findBooking(row.orderId) : null;
            const booking = found ?? (await provider.createOrder(await this.request(row.orderId)));
            row = await this.advance(row, {
              providerOrderId: booking.providerOrderId,
              providerShipmentId: booking.providerShipmentId,
              ...(booking.awb
                ? {
                    awb: booking.awb,
                    courier: booking.courier,
                    trackingUrl: this.trackingUrl(booking.awb),
                    step: 'label',
                  }
                : { step: 'awb' }),
            });
            break;
          }
          case 'awb': {
            await this.stillToShip(row.orderId);
            const found = row.outcomeUnknown ? await provider.findBooking(row.orderId) : null;
            const assigned = found?.awb
              ? {
                  awb: found.awb,
                  courier: found.courier ?? 'Courier',
                  trackingUrl: this.trackingUrl(found.awb),
                  expectedDate: null,
                }
              : await provider.assignAwb(row.providerShipmentId!, row.orderId);
            row = await this.advance(row, {
              awb: assigned.awb,
              courier: assigned.courier,
              trackingUrl: assigned.trackingUrl,
              expectedDate: assigned.expectedDate,
              step: 'label',
            });
            if (row) await this.options.shipments.orderFollowsBooking(row);
            this.options.log.info(
              { shipmentId: claimed.id, order: shortOrderId(claimed.orderId), awb: assigned.awb },
              'shipment booked',
            );
            break;
          }
          case 'label': {
            const labelUrl = await provider.generateLabel(row.providerShipmentId!);
            row = await this.advance(row, { labelUrl, step: 'pickup' });
            break;
          }
          case 'pickup': {
            const manifestUrl = await provider.requestPickup(row.providerShipmentId!);
            row = await this.advance(row, {
              manifestUrl,
              // A scan that came meanwhile (picked up, in transit) is newer than "booked".
              state: sql`CASE WHEN ${shipments.state} = 'pending' THEN 'booked' ELSE ${shipments.state} END`,
              // Shiprocket's parcels are also polled; the sandbox's move only when told to.
              step: provider.name === 'shiprocket' ? 'track' : 'done',
              nextAttemptAt: new Date(clock().getTime() + POLL_MS),
              lockedUntil: null,
            });
            return;
          }
          case 'track': {
            const { scans, expectedDate } = await provider.track(row.awb!);
            for (const scan of scans) await this.options.shipments.applyScan(row.awb!, scan, 'poll');
            const [fresh] = await this.options.db.select().from(shipments).where(eq(shipments.id, row.id));
            if (fresh) await this.options.shipments.orderFollows(fresh);
            await this.advance(row, {
              ...(expectedDate ? { expectedDate } : {}),
              nextAttemptAt: new Date(clock().getTime() + POLL_MS),
              lockedUntil: null,
            });
            return;
          }
          case 'reattempt':
          case 'return': {
            await provider.ndrAction(row.awb!, row.step);
            await this.advance(row, {
              // Re-attempted: on its way again. Returned: the courier's RTO scans follow.
              state: row.step === 'reattempt' ? 'in_transit' : 'failed_attempt',
              ndrReason: row.step === 'reattempt' ? null : row.ndrReason,
              step: provider.name === 'shiprocket' ? 'track' : 'done',
              nextAttemptAt: new Date(clock().getTime() + POLL_MS),
              lockedUntil: null,
            });
            return;
          }
        }
      }
      if (row) await this.advance(row, { lockedUntil: null });
    } catch (error) {
      await this.failed(row ?? claimed, error);
    }
  }

  private trackingUrl(awb: string): string | null {
    return this.options.provider?.name === 'shiprocket' ? shiprocketTrackingUrl(awb) : null;
  }

  private async failed(row: ShipmentRow, error: unknown): Promise<void> {
    const { db, clock, log } = this.options;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const now = clock();
    // Tracking and failed-delivery answers never fail the shipment: they are asked again later.
    const tracking = row.step === 'track' || row.step === 'reattempt' || row.step === 'return';
    const refused = error instanceof ShippingCallError && error.outcome === 'refused';
    if (!tracking && (refused || row.attempts >= MAX_ATTEMPTS)) {
      const reason = refused
        ? message
        : `The courier service did not answer after ${row.attempts} tries (${message})`;
      log.warn({ shipmentId: row.id, step: row.step, reason }, 'shipment booking failed');
      await db
        .update(shipments)
        .set({ state: 'failed', lastError: reason, lockedUntil: null, updatedAt: now })
        .where(eq(shipments.id, row.id));
      return;
    }
    log.warn(
      { shipmentId: row.id, step: row.step, attempts: row.attempts, err: error },
      'shipping call failed; will retry',
    );
    await db
      .update(shipments)
      .set({
        outcomeUnknown: !refused,
        lastError: message,
        lockedUntil: null,
        nextAttemptAt: new Date(now.getTime() + backoff(row.attempts)),
        updatedAt: now,
      })
      .where(eq(shipments.id, row.id));
  }
}
