import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';

/**
 * The report's SQL, each query one pass over the period's orders through `orders_created_at_idx`
 * (migration 0027; plans in docs/PERFORMANCE.md, Sales reports). Sums come back as float8, which holds
 * whole paise exactly up to 2^53, so both drivers answer plain numbers; GST stays fractional until the
 * service rounds it once per row.
 */

/** The period as instants: from the first day's India midnight to the midnight after the last day. */
export interface Span {
  start: Date;
  end: Date;
}

type Row = Record<string, unknown>;

/**
 * A report's query, planned for its own period. The shop prepares each statement once (ADR 0038), and
 * PostgreSQL gives a prepared statement a generic plan, one for any values, from its sixth run on; for a
 * report the period decides the plan (a year reads the orders straight through, a week takes the time
 * index), and the generic one made every report from its sixth run about three times slower on PGlite
 * (docs/PERFORMANCE.md, Sales reports). `jit: false` for a query PostgreSQL would compile for nothing.
 */
async function rows(db: Executor, query: SQL, options: { jit?: false } = {}): Promise<Row[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL plan_cache_mode = force_custom_plan`);
    if (options.jit === false) await tx.execute(sql`SET LOCAL jit = off`);
    const result = (await tx.execute(query)) as unknown as { rows: Row[] };
    return result.rows;
  });
}

const num = (value: unknown) => Number(value ?? 0);
const sold = sql`o.status <> 'cancelled'`;
const inSpan = (span: Span, column = sql`o.created_at`) =>
  sql`${column} >= ${span.start.toISOString()}::timestamptz AND ${column} < ${span.end.toISOString()}::timestamptz`;
// India has kept one offset since 1945, so a day is always 86,400 seconds after the first midnight.
const dayIndex = (span: Span, column = sql`o.created_at`) =>
  sql`floor(extract(epoch from (${column} - ${span.start.toISOString()}::timestamptz)) / 86400)::int`;
/** The GST a line's price holds at its rate (prices include GST), before any share of discount or charges. */
const lineTax = sql`(oi.unit_price_paise::float8 * oi.quantity * oi.gst_rate_bp / (10000 + oi.gst_rate_bp))`;
const lineGross = sql`(oi.unit_price_paise::float8 * oi.quantity)`;
/**
 * A line's discount: the one stored with it (ADR 0034: a buy-X-get-Y frees units of some lines only),
 * or, on orders placed before promotions, its share of the order's discount in proportion to value.
 */
const lineDiscount = sql`coalesce(oi.discount_paise::float8, ${lineGross} * o.promo_discount_paise / nullif(o.items_paise, 0))`;
/** The GST a line holds after its own discount, before any share of the charges. */
const lineNetTax = sql`((${lineGross} - ${lineDiscount}) * oi.gst_rate_bp / (10000 + oi.gst_rate_bp))`;

export interface DayFigures {
  dayIndex: number;
  orders: number;
  cancelled: number;
  grossPaise: number;
  discountPaise: number;
  shippingPaise: number;
  totalPaise: number;
}

/** Orders placed per India day of the span: kept ones summed, cancelled ones counted. */
export async function ordersByDay(db: Db, span: Span): Promise<DayFigures[]> {
  const result = await rows(
    db,
    sql`SELECT ${dayIndex(span)} AS d,
      count(*) FILTER (WHERE ${sold})::int AS orders,
      count(*) FILTER (WHERE o.status = 'cancelled')::int AS cancelled,
      coalesce(sum(o.items_paise) FILTER (WHERE ${sold}), 0)::float8 AS gross,
      coalesce(sum(o.promo_discount_paise) FILTER (WHERE ${sold}), 0)::float8 AS discount,
      coalesce(sum(o.shipping_paise + o.cod_fee_paise) FILTER (WHERE ${sold}), 0)::float8 AS shipping,
      coalesce(sum(o.total_paise) FILTER (WHERE ${sold}), 0)::float8 AS total
    FROM orders o WHERE ${inSpan(span)} GROUP BY 1`,
  );
  return result.map((row) => ({
    dayIndex: num(row.d),
    orders: num(row.orders),
    cancelled: num(row.cancelled),
    grossPaise: num(row.gross),
    discountPaise: num(row.discount),
    shippingPaise: num(row.shipping),
    totalPaise: num(row.total),
  }));
}

/**
 * GST held in each day's kept orders: every line's tax after its own discount, scaled by what the
 * order came to over its goods after discounts, which shares the charges (taxed at the goods' rates,
 * docs/PRODUCT.md, 11. Money, tax and invoices) over the lines in proportion to their net value; by
 * gross value when the goods came to nothing. Fractional paise; rounded by the caller.
 */
export async function gstByDay(db: Db, span: Span): Promise<{ dayIndex: number; gst: number }[]> {
  const result = await rows(
    db,
    sql`SELECT ${dayIndex(span)} AS d,
      coalesce(sum(CASE WHEN o.items_paise > o.promo_discount_paise
        THEN ${lineNetTax} * o.total_paise / (o.items_paise - o.promo_discount_paise)
        ELSE ${lineTax} * o.total_paise / nullif(o.items_paise, 0) END), 0)::float8 AS gst
    FROM orders o JOIN order_items oi ON oi.order_id = o.id
    WHERE ${inSpan(span)} AND ${sold} GROUP BY 1`,
  );
  return result.map((row) => ({ dayIndex: num(row.d), gst: num(row.gst) }));
}

/**
 * Refunds processed per India day of the span, with the GST they give back (the refunded share of the
 * order's tax after each line's own discount, as its credit note does: a bundle's or a promotion's). Refunds of cancelled orders are left out: those orders are
 * not in the sales either.
 */
export async function refundsByDay(
  db: Db,
  span: Span,
): Promise<{ dayIndex: number; refundPaise: number; gst: number }[]> {
  const result = await rows(
    db,
    sql`SELECT ${dayIndex(span, sql`r.processed_at`)} AS d,
      sum(r.amount_paise)::float8 AS refunded,
      coalesce(sum(CASE WHEN o.items_paise > o.promo_discount_paise
        THEN r.amount_paise * (
          SELECT sum(${lineNetTax}) FROM order_items oi WHERE oi.order_id = o.id
        ) / (o.items_paise - o.promo_discount_paise)
        ELSE r.amount_paise * (
          SELECT sum(${lineTax}) FROM order_items oi WHERE oi.order_id = o.id
        ) / nullif(o.items_paise, 0) END), 0)::float8 AS gst
    FROM refunds r JOIN orders o ON o.id = r.order_id
    WHERE r.status = 'processed' AND ${inSpan(span, sql`r.processed_at`)} AND ${sold}
    GROUP BY 1`,
  );
  return result.map((row) => ({ dayIndex: num(row.d), refundPaise: num(row.refunded), gst: num(row.gst) }));
}

export interface LineGroupFigures {
  key: string | null;
  name: string;
  /** The variant as bought ('120 capsules'; '' for a product's only variant); '' by category. */
  variant: string;
  units: number;
  /** Order lines: an order holds a product once (a variant once, when variants are reported). */
  lines: number;
  grossPaise: number;
  /** Fractional on older orders: each line's stored discount, or its share of its order's. */
  discount: number;
  gst: number;
}

/**
 * The kept orders' lines grouped by product and variant (its label as bought, ADR 0028), or by
 * category (a product in two counts in both).
 */
export async function linesBy(db: Db, span: Span, by: 'product' | 'category'): Promise<LineGroupFigures[]> {
  const grouping =
    by === 'product'
      ? {
          key: sql`oi.product_id, oi.variant_label`,
          name: sql`coalesce(max(p.name), max(oi.name))`,
          variant: sql`oi.variant_label`,
          join: sql`LEFT JOIN products p ON p.id = oi.product_id`,
        }
      : {
          key: sql`c.id`,
          name: sql`coalesce(max(c.name), 'No category')`,
          variant: sql`''`,
          join: sql`LEFT JOIN product_categories pc ON pc.product_id = oi.product_id LEFT JOIN categories c ON c.id = pc.category_id`,
        };
  const result = await rows(
    db,
    sql`SELECT ${by === 'product' ? sql`oi.product_id` : sql`c.id`} AS key, ${grouping.name} AS name,
      ${grouping.variant} AS variant,
      sum(oi.quantity)::int AS units,
      count(*)::int AS lines,
      sum(oi.unit_price_paise::bigint * oi.quantity)::float8 AS gross,
      coalesce(sum(${lineDiscount}), 0)::float8 AS discount,
      coalesce(sum(${lineNetTax}), 0)::float8 AS gst
    FROM orders o JOIN order_items oi ON oi.order_id = o.id ${grouping.join}
    WHERE ${inSpan(span)} AND ${sold}
    GROUP BY ${grouping.key}
    ORDER BY gross DESC, name, variant`,
  );
  return result.map((row) => ({
    key: row.key === null ? null : String(row.key),
    name: String(row.name),
    variant: String(row.variant ?? ''),
    units: num(row.units),
    lines: num(row.lines),
    grossPaise: num(row.gross),
    discount: num(row.discount),
    gst: num(row.gst),
  }));
}

/**
 * The promotions an order got (`orders.promotions`, ADR 0034: id, name, code, discount), or, on orders
 * placed before promotions, its promo code with the order's discount.
 */
const applied = sql`CASE WHEN jsonb_array_length(o.promotions) > 0 THEN o.promotions
  ELSE jsonb_build_array(jsonb_build_object(
    'name', o.promo_code, 'code', o.promo_code, 'discountPaise', o.promo_discount_paise)) END`;
/** Orders that got one: the rest are left before their promotions are looked at (half the time). */
const promoted = sql`(o.promo_code IS NOT NULL OR o.promotions <> '[]'::jsonb)`;

export interface PromotionFigures {
  /** Null on the totals row. */
  name: string | null;
  code: string | null;
  uses: number;
  customers: number;
  grossPaise: number;
  discountPaise: number;
  revenuePaise: number;
}

/**
 * Kept orders that got a promotion, per promotion (an order with two counts in both), and the totals
 * with each order once. A promotion is known by its id; an older order's code is matched to its
 * promotion's row, so its uses before and after promotions land in one row, named as the console
 * names it now (as the order stored it, once the promotion is deleted).
 */
export async function ordersByPromotion(db: Db, span: Span): Promise<PromotionFigures[]> {
  const query = sql`WITH used AS (
      SELECT o.user_id, o.items_paise, o.total_paise, p.n,
        coalesce(byid.id, bycode.id, p.v->>'id', 'code ' || (p.v->>'code')) AS key,
        coalesce(nullif(byid.name, ''), nullif(bycode.name, ''), p.v->>'name') AS name,
        coalesce(byid.code, bycode.code, p.v->>'code') AS code,
        (p.v->>'discountPaise')::float8 AS discount
      FROM orders o CROSS JOIN LATERAL jsonb_array_elements(${applied}) WITH ORDINALITY AS p(v, n)
      LEFT JOIN promo_codes byid ON byid.id = p.v->>'id'
      LEFT JOIN promo_codes bycode ON p.v->>'id' IS NULL AND bycode.code = p.v->>'code'
      WHERE ${inSpan(span)} AND ${sold} AND ${promoted}
    )
    SELECT grouping(key) = 1 AS total, max(name) AS name, max(code) AS code,
      count(*)::int AS uses,
      count(DISTINCT user_id)::int AS customers,
      -- The totals take each order's money once: with its first promotion.
      (CASE WHEN grouping(key) = 1 THEN sum(items_paise) FILTER (WHERE n = 1) ELSE sum(items_paise) END)::float8 AS gross,
      sum(discount)::float8 AS discount,
      (CASE WHEN grouping(key) = 1 THEN sum(total_paise) FILTER (WHERE n = 1) ELSE sum(total_paise) END)::float8 AS revenue
    FROM used GROUP BY GROUPING SETS ((key), ())
    ORDER BY total, uses DESC, name`;
  // The planner takes jsonb_array_elements for 100 rows an order, so a year looks like millions of
  // rows and PostgreSQL compiles the query (JIT: about 0.5 s of a 0.1 s query, docs/PERFORMANCE.md,
  // Sales reports); off for this query only. PGlite has no JIT and accepts the setting.
  const result = await rows(db, query, { jit: false });
  return result.map((row) => {
    const total = row.total === true || row.total === 't';
    return {
      name: total ? null : String(row.name ?? ''),
      code: total || row.code === null ? null : String(row.code),
      uses: num(row.uses),
      customers: num(row.customers),
      grossPaise: num(row.gross),
      discountPaise: num(row.discount),
      revenuePaise: num(row.revenue),
    };
  });
}

/**
 * Orders per payment method: kept and cancelled, and those whose parcel came back to us (shipment
 * `rto` or `returned`), cancelled or not, since a parcel returned is usually cancelled afterwards.
 */
export async function ordersByPaymentMethod(db: Db, span: Span) {
  const returned = sql`s.state IN ('rto', 'returned')`;
  const result = await rows(
    db,
    sql`SELECT o.payment_method AS method,
      count(*)::int AS placed,
      count(*) FILTER (WHERE ${sold})::int AS orders,
      count(*) FILTER (WHERE o.status = 'cancelled')::int AS cancelled,
      coalesce(sum(o.total_paise) FILTER (WHERE ${sold}), 0)::float8 AS revenue,
      count(*) FILTER (WHERE ${returned})::int AS returned,
      coalesce(sum(o.total_paise) FILTER (WHERE ${returned}), 0)::float8 AS returned_value
    FROM orders o LEFT JOIN shipments s ON s.order_id = o.id
    WHERE ${inSpan(span)} GROUP BY o.payment_method`,
  );
  return result.map((row) => ({
    method: String(row.method) as 'cod' | 'online',
    placed: num(row.placed),
    orders: num(row.orders),
    cancelled: num(row.cancelled),
    revenuePaise: num(row.revenue),
    returned: num(row.returned),
    returnedPaise: num(row.returned_value),
  }));
}

/**
 * The span's customers (a kept order in it), new (their first kept order is in the span) or
 * returning: how many, their orders and spend in the span, how many have two or more kept orders by
 * the span's end, and all they have spent by then.
 */
export async function customersBySeniority(db: Db, span: Span) {
  const start = sql`${span.start.toISOString()}::timestamptz`;
  const result = await rows(
    db,
    sql`WITH buyers AS (
      SELECT o.user_id, min(o.created_at) AS first_at, count(*) AS all_orders, sum(o.total_paise) AS lifetime,
        count(*) FILTER (WHERE o.created_at >= ${start}) AS orders,
        coalesce(sum(o.total_paise) FILTER (WHERE o.created_at >= ${start}), 0) AS revenue
      FROM orders o WHERE ${sold} AND o.created_at < ${span.end.toISOString()}::timestamptz
      GROUP BY o.user_id
    )
    SELECT first_at >= ${start} AS is_new, count(*)::int AS customers, sum(orders)::int AS orders,
      sum(revenue)::float8 AS revenue, count(*) FILTER (WHERE all_orders >= 2)::int AS repeaters,
      sum(lifetime)::float8 AS lifetime
    FROM buyers WHERE orders > 0 GROUP BY 1`,
  );
  return result.map((row) => ({
    isNew: row.is_new === true || row.is_new === 't',
    customers: num(row.customers),
    orders: num(row.orders),
    revenuePaise: num(row.revenue),
    repeaters: num(row.repeaters),
    lifetimePaise: num(row.lifetime),
  }));
}
