import { shipmentStateList, trackingStatusList } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const shipmentProviders = ['shiprocket', 'sandbox', 'manual'] as const;
// The states and scan words are the API's own (packages/shared), so the table's checks cannot drift from it.
export const shipmentStates = shipmentStateList;
/** The provider call a shipment waits for; `track` polls, `reattempt`/`return` answer a failed delivery. */
export const shipmentSteps = [
  'create',
  'awb',
  'label',
  'pickup',
  'track',
  'reattempt',
  'return',
  'done',
] as const;
export const trackingStatuses = trackingStatusList;

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * One courier booking per order (the unique order_id: two admins clicking at once make one row, and
 * a retry reuses it), walked through the provider's calls by the shipping worker (ADR 0026).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: shipmentProviders }).notNull(),
    state: text('state', { enum: shipmentStates }).notNull().default('pending'),
    step: text('step', { enum: shipmentSteps }).notNull().default('create'),
    /** Sent with every booking call; the shop's order id is the provider's channel order id. */
    idempotencyKey: text('idempotency_key').notNull(),
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    courier: text('courier'),
    awb: text('awb'),
    trackingUrl: text('tracking_url'),
    labelUrl: text('label_url'),
    manifestUrl: text('manifest_url'),
    /** YYYY-MM-DD, India time, as the provider estimates it. */
    expectedDate: text('expected_date'),
    /** The provider's reason for the last failure, shown to the owner. */
    lastError: text('last_error'),
    /** The last call may have gone through: look the order up at the provider before calling again. */
    outcomeUnknown: boolean('outcome_unknown').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    /** The courier's reason for a failed delivery attempt. */
    ndrReason: text('ndr_reason'),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
    /** Set once the out-for-delivery e-mail is queued: it never goes twice. */
    outForDeliveryMailedAt: at('out_for_delivery_mailed_at'),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipments_order_key').on(t.orderId),
    uniqueIndex('shipments_awb_key').on(t.awb),
    index('shipments_due_idx').on(t.nextAttemptAt).where(sql`${t.step} <> 'done' AND ${t.state} <> 'failed'`),
    index('shipments_state_idx').on(t.state, t.createdAt),
    check('shipments_provider_valid', sql.raw(`"shipments"."provider" IN (${list(shipmentProviders)})`)),
    check('shipments_state_valid', sql.raw(`"shipments"."state" IN (${list(shipmentStates)})`)),
    check('shipments_step_valid', sql.raw(`"shipments"."step" IN (${list(shipmentSteps)})`)),
  ],
);

/** The tracking timeline: one row per (AWB, status, time), so a replayed webhook adds nothing. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    shipmentId: text('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    awb: text('awb').notNull(),
    status: text('status', { enum: trackingStatuses }).notNull(),
    at: at('at').notNull(),
    location: text('location'),
    detail: text('detail'),
    source: text('source', { enum: ['webhook', 'poll', 'sandbox', 'admin'] }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipment_events_once_key').on(t.awb, t.status, t.at),
    index('shipment_events_shipment_idx').on(t.shipmentId, t.at),
    check(
      'shipment_events_status_valid',
      sql.raw(`"shipment_events"."status" IN (${list(trackingStatuses)})`),
    ),
    check('shipment_events_source_valid', sql`${t.source} IN ('webhook', 'poll', 'sandbox', 'admin')`),
  ],
);

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
export type ShipmentState = (typeof shipmentStates)[number];
export type TrackingStatus = (typeof trackingStatuses)[number];
