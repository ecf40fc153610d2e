import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';
import { users } from './accounts.ts';
import { bundles } from './bundles.ts';
import { products } from './catalog.ts';
import { productVariants } from './catalog-variants.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One promotion an order got, as it was then. */
export interface OrderPromotion {
  id: string;
  name: string;
  code: string | null;
  discountPaise: number;
}

const statusList = `'pending', 'processing', 'shipped', 'delivered', 'cancelled', 'return_requested', 'returned'`;

/**
 * Orders are snapshots: totals in paise and the shipping address as they were when the order was
 * placed. Lines are in `order_items`, every status change in `order_status_history`.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', {
      enum: ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'return_requested', 'returned'],
    })
      .notNull()
      .default('pending'),
    /** Σ list price × quantity. */
    originalPaise: integer('original_paise').notNull(),
    /** Σ selling price × quantity, before the promo code. */
    itemsPaise: integer('items_paise').notNull(),
    promoDiscountPaise: integer('promo_discount_paise').notNull().default(0),
    shippingPaise: integer('shipping_paise').notNull().default(0),
    /** The Cash on Delivery fee charged (0 when paid online or when the owner charges none). */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    promoCode: text('promo_code'),
    promoPercent: integer('promo_percent').notNull().default(0),
    /** The promotions the order got (docs/decisions/0034-promotion-engine.md); free shipping's is the shipping waived. */
    promotions: jsonb('promotions').$type<OrderPromotion[]>().notNull().default([]),
    shipName: text('ship_name').notNull(),
    shipEmail: text('ship_email').notNull(),
    shipPhone: text('ship_phone').notNull(),
    shipAddress: text('ship_address').notNull(),
    shipCity: text('ship_city').notNull(),
    shipState: text('ship_state').notNull(),
    shipPincode: text('ship_pincode').notNull(),
    shipCountry: text('ship_country').notNull().default('India'),
    paymentMethod: text('payment_method', { enum: ['cod', 'online'] }).notNull(),
    /** `not_required`: a free order (a 100 % promo code), where nothing is ever collected. */
    paymentStatus: text('payment_status', {
      enum: ['pending', 'paid', 'failed', 'refund_pending', 'refunded', 'not_required'],
    })
      .notNull()
      .default('pending'),
    razorpayOrderId: text('razorpay_order_id'),
    razorpayPaymentId: text('razorpay_payment_id'),
    /** From the gap-free series of `invoice_counters`, allocated in the order's own transaction. */
    invoiceNumber: text('invoice_number'),
    invoiceDate: at('invoice_date'),
    /** A B2B buyer's GSTIN, given at checkout (docs/decisions/0031-gst-report-shapes.md); null for a consumer. */
    gstin: text('gstin'),
    deliveredAt: at('delivered_at'),
    /** Raised by every status change, so an admin acting on a stale page is refused (docs/decisions/0014). */
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The sales reports read a span of days (docs/decisions/0033-sales-reports.md).
    index('orders_created_at_idx').on(t.createdAt),
    uniqueIndex('orders_invoice_number_key').on(t.invoiceNumber),
    uniqueIndex('orders_razorpay_order_key').on(t.razorpayOrderId),
    index('orders_razorpay_payment_idx').on(t.razorpayPaymentId),
    index('orders_invoice_date_idx').on(t.invoiceDate),
    check('orders_gstin_valid', sql`${t.gstin} IS NULL OR ${t.gstin} ~ '^[0-9]{2}[A-Z0-9]{13}$'`),
    check('orders_status_valid', sql.raw(`status IN (${statusList})`)),
    check('orders_payment_method_valid', sql`${t.paymentMethod} IN ('cod', 'online')`),
    check(
      'orders_payment_status_valid',
      sql`${t.paymentStatus} IN ('pending', 'paid', 'failed', 'refund_pending', 'refunded', 'not_required')`,
    ),
    check(
      'orders_amounts_valid',
      sql`${t.itemsPaise} >= 0 AND ${t.promoDiscountPaise} >= 0 AND ${t.promoDiscountPaise} <= ${t.itemsPaise} AND ${t.shippingPaise} >= 0 AND ${t.codFeePaise} >= 0 AND ${t.totalPaise} = ${t.itemsPaise} - ${t.promoDiscountPaise} + ${t.shippingPaise} + ${t.codFeePaise}`,
    ),
  ],
);

/** A line as bought: name, brand, image, prices, HSN and GST rate are copied, never looked up later. */
export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: text('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** The variant's option values as bought ("120 capsules"); '' for a product's only variant. */
    variantLabel: text('variant_label').notNull().default(''),
    sku: text('sku').notNull().default(''),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    imageUrl: text('image_url').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    listPricePaise: integer('list_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    hsnCode: text('hsn_code').notNull(),
    gstRateBp: integer('gst_rate_bp').notNull(),
    /** The line's share of the promotions' goods discount; null on orders placed before promotions (spread then). */
    discountPaise: integer('discount_paise'),
    /**
     * The bundle this line is a component of (docs/PRODUCT.md, Bundles): its name and how many bundles were
     * bought are copied, and one bundle's price then; the line's discount carries its share of the bundle's
     * saving (and of any promotion). Null: bought alone.
     */
    bundleId: text('bundle_id').references(() => bundles.id, { onDelete: 'set null' }),
    bundleName: text('bundle_name'),
    bundleQuantity: integer('bundle_quantity'),
    bundleUnitPaise: integer('bundle_unit_paise'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    check('order_items_quantity_valid', sql`${t.quantity} >= 1`),
    check('order_items_prices_valid', sql`${t.unitPricePaise} >= 0 AND ${t.listPricePaise} >= 0`),
    check(
      'order_items_discount_valid',
      sql`${t.discountPaise} IS NULL OR ${t.discountPaise} BETWEEN 0 AND ${t.unitPricePaise} * ${t.quantity}`,
    ),
    check(
      'order_items_bundle_price_valid',
      sql`${t.bundleName} IS NULL OR (${t.bundleUnitPaise} IS NOT NULL AND ${t.bundleUnitPaise} >= 0)`,
    ),
  ],
);

/** Every status change: who (a user, or nobody for the system), when, from and to. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    byUserId: text('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor', { enum: ['customer', 'admin', 'system'] }).notNull(),
    note: text('note'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.at),
    check('order_status_history_actor_valid', sql`${t.actor} IN ('customer', 'admin', 'system')`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;

/** An order with its lines and its status history: everything the API and the invoice show. */
export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
  history: HistoryRow[];
}
