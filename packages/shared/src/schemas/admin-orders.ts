import { orderStatuses } from '../rules/order-status.ts';
import { AdminSearchTextSchema, adminPageQuery, VersionSchema } from './admin.ts';
import { ExpiringBatchSchema } from './batches.ts';
import { DayQuerySchema, IdSchema } from './common.ts';
import { OrderHistoryEntrySchema, OrderSchema, paymentStatuses } from './orders.ts';
import { plainTextSchema } from './text.ts';
import { WebPerformanceSchema } from './web-vitals.ts';
import { z } from './zod.ts';

const statusEnum = z.enum(orderStatuses, { error: `status must be one of ${orderStatuses.join(', ')}` });

/** `q` matches the order id (or its short form), the customer's name, e-mail or phone. */
export const AdminOrderQuerySchema = z.object({
  status: statusEnum.optional(),
  q: AdminSearchTextSchema.optional(),
  from: DayQuerySchema.optional(),
  to: DayQuerySchema.optional(),
  /** Only orders that took units of this batch (a recall: docs/decisions/0036-batches-and-best-before.md). */
  batch: IdSchema.optional(),
  ...adminPageQuery,
});
export type AdminOrderQuery = z.infer<typeof AdminOrderQuerySchema>;

export const AdminOrderSummarySchema = z.object({
  id: z.string(),
  shortId: z.string(),
  createdAt: z.string(),
  status: statusEnum,
  paymentMethod: z.enum(['cod', 'online']),
  paymentStatus: z.enum(paymentStatuses),
  totalPaise: z.number().int(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  itemCount: z.number().int(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const AdminOrderListSchema = z.object({
  orders: z.array(AdminOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** The shopper's order plus what the owner needs: who changed it, the version, the next statuses. */
/** Which batches an order line's units came from (docs/decisions/0036-batches-and-best-before.md). */
const LineBatchSchema = z.object({ batch: z.string(), bestBefore: z.string(), quantity: z.number().int() });

export const AdminOrderSchema = OrderSchema.extend({
  /** The order's lines, each with the batches its units came from (none for stock older than batches). */
  items: z.array(OrderSchema.shape.items.element.extend({ batches: z.array(LineBatchSchema) })),
  version: z.number().int(),
  nextStatuses: z.array(statusEnum),
  customer: z.object({ id: z.string(), email: z.string() }),
  history: z.array(OrderHistoryEntrySchema.extend({ byEmail: z.string().nullable() })),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;
export const AdminOrderResponseSchema = z.object({ order: AdminOrderSchema });

export const AdminOrderStatusSchema = z.object({
  status: statusEnum,
  version: VersionSchema,
  note: plainTextSchema('note', { max: 500, min: 0, multiline: true }).optional(),
});

export const AdminRefundSchema = z.object({
  /** `order`: a paid order cancelled or returned; `payment`: money taken that never became an order. */
  kind: z.enum(['order', 'payment']),
  id: z.string(),
  orderId: z.string().nullable(),
  amountPaise: z.number().int(),
  email: z.string(),
  razorpayPaymentId: z.string().nullable(),
  status: z.enum(['refund_pending', 'needs_refund']),
  since: z.string(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;
export const AdminRefundListSchema = z.object({ refunds: z.array(AdminRefundSchema) });
export const AdminRefundDoneSchema = z.object({ kind: z.enum(['order', 'payment']) });
export const AdminRefundParamsSchema = z.object({ id: IdSchema });

export const AdminDashboardSchema = z.object({
  today: z.object({ orders: z.number().int(), revenuePaise: z.number().int() }),
  last30Days: z.object({ orders: z.number().int(), revenuePaise: z.number().int() }),
  byStatus: z.record(z.string(), z.number().int()),
  salesByDay: z.array(
    z.object({ day: z.string(), orders: z.number().int(), revenuePaise: z.number().int() }),
  ),
  lowStock: z.array(z.object({ id: z.string(), name: z.string(), stock: z.number().int() })),
  latestOrders: z.array(AdminOrderSummarySchema),
  refundsDue: z.number().int(),
  /** Batches with units left whose best-before day is within 60 days, soonest first (ADR 0036). */
  expiringBatches: z.array(ExpiringBatchSchema),
  /** Shoppers' Core Web Vitals over the last 28 days (docs/ARCHITECTURE.md, Field data). */
  webPerformance: WebPerformanceSchema,
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;
