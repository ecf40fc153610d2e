import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';
import { paymentAttempts } from './payments.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Which lines a promotion counts: null lists mean no limit (docs/decisions/0034-promotion-engine.md). */
export interface PromotionScopeJson {
  productIds: string[] | null;
  variantIds: string[] | null;
  categoryIds: string[] | null;
  bundleIds: string[] | null;
}

/**
 * Promotions, in the table the promo codes always had (docs/decisions/0034-promotion-engine.md): a code
 * (null for one the shop applies by itself) and a kind of benefit. Codes are stored upper case (a check keeps them so) and matched after trimming and upper-casing.
 * `uses` counts live redemptions so the total limit is enforced by one conditional UPDATE.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    code: text('code'),
    name: text('name').notNull().default(''),
    kind: text('kind', { enum: ['percent', 'amount', 'free_shipping', 'buy_x_get_y'] })
      .notNull()
      .default('percent'),
    percent: integer('percent'),
    amountPaise: integer('amount_paise'),
    maxDiscountPaise: integer('max_discount_paise'),
    buyQuantity: integer('buy_quantity'),
    getQuantity: integer('get_quantity'),
    /** Buy X get Y of other items: the scope the free units come from; null: the same items. */
    getScope: jsonb('get_scope').$type<PromotionScopeJson>(),
    scope: jsonb('scope').$type<PromotionScopeJson>(),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    minQuantity: integer('min_quantity').notNull().default(0),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    combinable: boolean('combinable').notNull().default(false),
    active: boolean('active').notNull().default(true),
    validFrom: at('valid_from'),
    validTo: at('valid_to'),
    /** Total redemptions allowed; null means no limit. */
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    uses: integer('uses').notNull().default(0),
    description: text('description').notNull().default(''),
    /** Raised by every admin save (docs/decisions/0014). */
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(t.code),
    check('promo_codes_code_upper', sql`${t.code} = upper(${t.code}) AND ${t.code} = btrim(${t.code})`),
    check('promo_codes_kind_valid', sql`${t.kind} IN ('percent', 'amount', 'free_shipping', 'buy_x_get_y')`),
    check(
      'promo_codes_benefit_valid',
      sql`(${t.kind} <> 'percent' OR ${t.percent} BETWEEN 1 AND 100) AND (${t.kind} <> 'amount' OR ${t.amountPaise} >= 1) AND (${t.kind} <> 'buy_x_get_y' OR (${t.buyQuantity} >= 1 AND ${t.getQuantity} >= 1)) AND (${t.maxDiscountPaise} IS NULL OR ${t.maxDiscountPaise} >= 1) AND ${t.minOrderPaise} >= 0 AND ${t.minQuantity} >= 0`,
    ),
    check('promo_codes_uses_valid', sql`${t.uses} >= 0`),
    check(
      'promo_codes_limits_valid',
      sql`(${t.maxUses} IS NULL OR ${t.maxUses} >= 0) AND (${t.maxUsesPerCustomer} IS NULL OR ${t.maxUsesPerCustomer} >= 1)`,
    ),
  ],
);

/**
 * One use of a promotion (each limited one an order applied): an order's (a cancelled order's row is deleted, giving the use back), or a hold
 * for an online payment attempt until `held_until` (no order yet), counted in both limits like an
 * order's. A paid attempt's hold becomes its order's row; a failed, replaced or lapsed one is deleted.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    promoCodeId: text('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    attemptId: text('attempt_id').references(() => paymentAttempts.id, { onDelete: 'cascade' }),
    heldUntil: at('held_until'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_redemptions_order_key').on(t.orderId, t.promoCodeId),
    uniqueIndex('promo_redemptions_attempt_key').on(t.attemptId, t.promoCodeId),
    index('promo_redemptions_code_user_idx').on(t.promoCodeId, t.userId),
    index('promo_redemptions_holds_idx').on(t.promoCodeId, t.heldUntil).where(sql`${t.orderId} IS NULL`),
    check(
      'promo_redemptions_order_or_hold',
      sql`${t.orderId} IS NOT NULL OR (${t.attemptId} IS NOT NULL AND ${t.heldUntil} IS NOT NULL)`,
    ),
  ],
);
