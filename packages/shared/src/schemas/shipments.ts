import { IdSchema, pageQuery } from './common.ts';
import { plainTextSchema } from './text.ts';
import { z } from './zod.ts';

/**
 * Shipments booked from the console and tracked to the door (docs/PRODUCT.md, Shipping and tracking;
 * docs/decisions/0026-shipping-providers-and-shipments.md).
 */
export const shipmentStateList = [
  'pending',
  'booked',
  'failed',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'failed_attempt',
  'rto',
  'returned',
] as const;
export type ShipmentStateName = (typeof shipmentStateList)[number];

/** What a courier's scan can say: the sandbox's `advance` takes the same words. */
export const trackingStatusList = [
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'failed_attempt',
  'rto',
] as const;
export type TrackingStatusName = (typeof trackingStatusList)[number];

const shipmentStateLabels: Record<ShipmentStateName, string> = {
  pending: 'Booking',
  booked: 'Ready for pickup',
  failed: 'Booking failed',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  failed_attempt: 'Delivery failed',
  rto: 'Returning to us',
  returned: 'Returned',
};

/** How a shipment's state reads to a person (console and customer alike). */
export function shipmentStateLabel(state: ShipmentStateName): string {
  return shipmentStateLabels[state];
}

const OrderIdsSchema = z
  .array(IdSchema, { error: 'orderIds must be a list of order ids' })
  .min(1, 'orderIds must name at least one order')
  .max(500, 'orderIds may name at most 500 orders at once');

/** POST /admin/shipments: the orders to book; the worker books them. */
export const AdminShipmentCreateSchema = z.object({ orderIds: OrderIdsSchema });
export const AdminShipmentCreatedSchema = z.object({
  /** Shipments made now, one per order that had none. */
  created: z.number().int(),
  /** Orders that already had a shipment, or cannot be shipped (cancelled, delivered, unknown). */
  skipped: z.array(z.object({ orderId: z.string(), reason: z.string() })),
});

/** POST /admin/shipments/manual: a courier booked outside the shop. */
export const AdminManualShipmentSchema = z.object({
  orderId: IdSchema,
  courier: plainTextSchema('courier', { max: 80, noMarkup: true }),
  awb: z
    .string({ error: 'awb is required' })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, 'awb must be 4 to 40 letters, digits or dashes'),
  trackingUrl: z
    .url({ protocol: /^https?$/, error: 'trackingUrl must be a web address (https://…)' })
    .max(500)
    .optional(),
});

export const AdminShipmentQuerySchema = z.object({
  state: z
    .enum(shipmentStateList, { error: `state must be one of ${shipmentStateList.join(', ')}` })
    .optional(),
  page: pageQuery.page,
  limit: pageQuery.limit.default(50),
});

/** `?ids=a,b,c`: the shipments whose labels or manifest to print. */
export const ShipmentIdsQuerySchema = z.object({
  ids: z
    .string({ error: 'ids is required: shipment ids separated by commas' })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(IdSchema)
        .min(1, 'ids must name at least one shipment')
        .max(500, 'ids may name at most 500 shipments'),
    ),
});

export const AdminNdrActionSchema = z.object({
  action: z.enum(['reattempt', 'return'], { error: 'action must be reattempt or return' }),
});

export const TrackingEventSchema = z.object({
  at: z.string(),
  status: z.enum(trackingStatusList),
  location: z.string().nullable(),
});
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

export const AdminShipmentSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderRef: z.string(),
  customerName: z.string(),
  pincode: z.string(),
  paymentMethod: z.enum(['cod', 'online']),
  totalPaise: z.number().int(),
  provider: z.enum(['shiprocket', 'sandbox', 'manual']),
  state: z.enum(shipmentStateList),
  courier: z.string().nullable(),
  awb: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  labelUrl: z.string().nullable(),
  expectedDate: z.string().nullable(),
  /** The provider's reason for the last failure (a refused address, a label that failed). */
  lastError: z.string().nullable(),
  /** The courier's reason for a failed delivery attempt. */
  ndrReason: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminShipment = z.infer<typeof AdminShipmentSchema>;
export const AdminShipmentListSchema = z.object({
  shipments: z.array(AdminShipmentSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** How many shipments are in each state that asks something of the owner. */
  attention: z.object({ failed: z.number().int(), failedAttempt: z.number().int(), rto: z.number().int() }),
});
export const AdminShipmentResponseSchema = z.object({ shipment: AdminShipmentSchema });

/** Orders that may be booked: pending or processing, with no shipment yet. */
export const AdminReadyToShipSchema = z.object({
  orders: z.array(
    z.object({
      id: z.string(),
      shortId: z.string(),
      createdAt: z.string(),
      customerName: z.string(),
      city: z.string(),
      pincode: z.string(),
      paymentMethod: z.enum(['cod', 'online']),
      totalPaise: z.number().int(),
    }),
  ),
  total: z.number().int(),
});
export const AdminReadyToShipQuerySchema = z.object({
  page: pageQuery.page,
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit is at least 1')
    .max(200, 'limit is at most 200')
    .default(100),
});

/** GET /order/:id/tracking: where the customer's parcel is. */
export const OrderTrackingSchema = z.object({
  courier: z.string().nullable(),
  awb: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  expectedDate: z.string().nullable(),
  state: z.enum(shipmentStateList),
  events: z.array(TrackingEventSchema),
});
export type OrderTracking = z.infer<typeof OrderTrackingSchema>;

export const ShippingSandboxAdvanceSchema = z.object({
  awb: z
    .string({ error: 'awb is required' })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, 'awb must be 4 to 40 letters, digits or dashes'),
  status: z.enum(trackingStatusList, { error: `status must be one of ${trackingStatusList.join(', ')}` }),
  location: plainTextSchema('location', { max: 120, noMarkup: true }).optional(),
});

/** Shiprocket's tracking webhook, as much of it as the shop reads; other fields pass. */
export const ShiprocketWebhookSchema = z.looseObject({
  awb: z.union([z.string(), z.number()], { error: 'awb is required' }).transform(String),
  current_status: z.string({ error: 'current_status is required' }),
  current_timestamp: z.string().optional(),
  etd: z.string().nullish(),
  courier_name: z.string().nullish(),
  scans: z
    .array(
      z.looseObject({
        date: z.string().optional(),
        activity: z.string().optional(),
        location: z.string().optional(),
      }),
    )
    .optional(),
});

export const ShippingOkSchema = z.object({ success: z.literal(true), changed: z.boolean() });
export const ShipmentOrderParamsSchema = z.object({ id: IdSchema });

/** labels.pdf and manifest.pdf: a PDF (a refusal is JSON). */
export const ShipmentPdfSchema = z.string().meta({ description: 'A PDF document', format: 'binary' });
