import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A cart line as priced when the payment order was created: the paid order is made from these. */
export interface AttemptLine {
  productId: string;
  /** The variant paid for; absent in attempts begun before variants (the product's default then). */
  variantId?: string;
  quantity: number;
  unitPricePaise: number;
  listPricePaise: number;
  /** The bundle this line is a component of (docs/PRODUCT.md, Bundles); absent for a line bought alone. */
  bundle?: { id: string; name: string; quantity: number; unitPaise: number; listUnitPaise: number } | null;
}

/** What the promotions took off an attempt's lines (in the order of `lines`) and which applied. */
export interface AttemptPricing {
  promotions: { id: string; name: string; code: string | null; discountPaise: number }[];
  lineDiscountsPaise: number[];
  /** The promotions whose use the attempt holds (their ids). */
  uses: string[];
}

/** The shipping address as checked at checkout (canonical state, 10-digit phone, country India). */
export interface AttemptAddress {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  /** A B2B buyer's GSTIN (absent in attempts begun before buyers could give one). */
  gstin?: string | null;
}

/**
 * One payment order at the provider (Razorpay or the sandbox) and what it pays for. The order is
 * created from it exactly once: the row is claimed by a conditional UPDATE in the order's transaction.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    provider: text('provider', { enum: ['razorpay', 'sandbox'] }).notNull(),
    razorpayOrderId: text('razorpay_order_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    amountPaise: integer('amount_paise').notNull(),
    /** The shipping charge the amount includes, priced when the payment began: the order charges it. */
    shippingPaise: integer('shipping_paise').notNull().default(0),
    currency: text('currency').notNull().default('INR'),
    /** SHA-256 of the priced lines and the promo code, to recognise the same cart. */
    cartHash: text('cart_hash').notNull(),
    lines: jsonb('lines').$type<AttemptLine[]>().notNull(),
    couponCode: text('coupon_code'),
    promoPercent: integer('promo_percent').notNull().default(0),
    /** The promotions priced when the payment began and each line's discount; null in older attempts. */
    pricing: jsonb('pricing').$type<AttemptPricing>(),
    shippingAddress: jsonb('shipping_address').$type<AttemptAddress>().notNull(),
    /** `refunded`: an admin marked a `needs_refund` payment as given back. */
    status: text('status', { enum: ['created', 'paid', 'failed', 'needs_refund', 'refunded'] })
      .notNull()
      .default('created'),
    razorpayPaymentId: text('razorpay_payment_id'),
    failureReason: text('failure_reason'),
    orderId: text('order_id').references(() => orders.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /**
     * After this the shopper can no longer pay in the sandbox and its promo code hold lapses (a late
     * capture is completed only if the code can still be used, else refunded: docs/PRODUCT.md §4.5).
     * Null on rows written by hand.
     */
    expiresAt: at('expires_at'),
  },
  (t) => [
    uniqueIndex('payment_attempts_razorpay_order_key').on(t.razorpayOrderId),
    uniqueIndex('payment_attempts_order_key').on(t.orderId),
    index('payment_attempts_user_idx').on(t.userId, t.createdAt),
    index('payment_attempts_needs_refund_idx').on(t.status).where(sql`${t.status} = 'needs_refund'`),
    check(
      'payment_attempts_status_valid',
      sql`${t.status} IN ('created', 'paid', 'failed', 'needs_refund', 'refunded')`,
    ),
    check('payment_attempts_amount_valid', sql`${t.amountPaise} > 0`),
    check('payment_attempts_paid_has_order', sql`${t.status} <> 'paid' OR ${t.orderId} IS NOT NULL`),
  ],
);

/** Webhook events already processed, by Razorpay's event id (duplicates are answered and ignored). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

/**
 * Secrets the shop makes for itself, shared by every node through the database: the sandbox
 * provider's key secret is generated once per installation and survives restarts.
 */
export const paymentSecrets = pgTable('payment_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
