import { type OpenCodOrders, openCodStatuses } from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { insertRows, rowsOf } from '../../db/raw.ts';
import { type OrderRecord, orderItems, orderStatusHistory, orders } from '../../db/schema/orders.ts';
import type { PendingInvoiceNumber } from '../invoices/index.ts';

/**
 * Checkout's statements in hand-written SQL: one round trip for the cart and the stock of every line,
 * one for the invoice number and everything the order writes. Building them with Drizzle cost more
 * CPU than running them, and every round trip is a socket write and a wake-up on the shop's one
 * thread (docs/PERFORMANCE.md, "Where an order's time goes").
 */

/** One line wanted, and what the order line copies from its variant and product when its stock was taken. */
interface TakenLine {
  variantId: string;
  quantity: number;
  /** Null with `taken` false. */
  productId: string | null;
  sku: string;
  options: Record<string, string>;
  /** False: too little stock left (the caller must roll back); the product's fields are then null. */
  taken: boolean;
  name: string;
  brand: string;
  hsnCode: string;
  gstRateBp: number;
  pricePaise: number;
  discountPricePaise: number | null;
  /** The first picture, for the order line's image address. */
  image: { storageKey: string; widths: number[] } | null;
}

export interface Taking {
  /** Every line wanted, in the cart's order for a cart (else in variant-id order), taken or not. */
  lines: TakenLine[];
}

/**
 * The lines of a shopper's cart, locked (a second checkout of the same cart waits), oldest first; the
 * components of its bundles, as the caller read them once for the whole checkout, come after them, each
 * variant once with the units wanted alone and in bundles (docs/PRODUCT.md, Bundles).
 */
const fromCart = (userId: string, bundled: { variantId: string; quantity: number }[]) => {
  const json = JSON.stringify(
    bundled.map((line, index) => ({ variant_id: line.variantId, quantity: line.quantity, position: index })),
  );
  return sql`cart AS (
    SELECT variant_id, quantity, created_at, id FROM cart_items WHERE user_id = ${userId} FOR UPDATE
  ), wanted AS (
    SELECT variant_id, sum(quantity)::int AS quantity, min(position) AS position FROM (
      SELECT variant_id, quantity, row_number() OVER (ORDER BY created_at, id) AS position FROM cart
      UNION ALL
      SELECT variant_id, quantity, 1000000 + position
      FROM json_to_recordset(${json}::json) AS b(variant_id text, quantity int, position int)
    ) u GROUP BY variant_id
  )`;
};

/** Lines given by the caller (a completed online payment's), one per variant. */
const fromList = (lines: { variantId: string; quantity: number }[]) => {
  const json = JSON.stringify(lines.map((line) => ({ variant_id: line.variantId, quantity: line.quantity })));
  return sql`wanted AS (
    SELECT variant_id, sum(quantity)::int AS quantity, 0 AS position
    FROM json_to_recordset(${json}::json) AS w(variant_id text, quantity int) GROUP BY variant_id
  )`;
};

/**
 * Takes the stock of all lines in one statement: a cart's own lines and the bundle components given
 * (`bundled`, read and locked by the caller before, so the order lines say what was taken). Each variant's row is locked in variant-id order
 * (code-point order, as cancellations putting stock back sort them, so concurrent orders never
 * deadlock) and its stock lowered only where enough is left and the variant is still sold
 * (docs/decisions/0028-variants-model.md: stock is the variant's).
 */
export function takeStock(
  tx: Tx,
  source:
    | { cartOf: string; bundled: { variantId: string; quantity: number }[] }
    | { lines: { variantId: string; quantity: number }[] },
  now: Date,
): Promise<Taking> {
  return takeWanted(
    tx,
    'cartOf' in source ? fromCart(source.cartOf, source.bundled) : fromList(source.lines),
    now,
  );
}

async function takeWanted(tx: Tx, wanted: SQL, now: Date): Promise<Taking> {
  const rows = await rowsOf<TakenLine>(
    tx,
    sql`WITH ${wanted}, locked AS (
        SELECT v.id, w.quantity FROM product_variants v JOIN wanted w ON w.variant_id = v.id
        ORDER BY v.id COLLATE "C" FOR UPDATE OF v
      ), taken AS (
        UPDATE product_variants v SET stock = v.stock - l.quantity, updated_at = ${now.toISOString()}::timestamptz
        FROM locked l, products p
        WHERE v.id = l.id AND p.id = v.product_id AND v.stock >= l.quantity AND v.archived_at IS NULL
        RETURNING v.id, p.id AS product_id, v.sku, v.options, p.name, p.brand,
          coalesce(v.hsn_code, p.hsn_code) AS hsn_code, coalesce(v.gst_rate_bp, p.gst_rate_bp) AS gst_rate_bp,
          v.price_paise, v.discount_price_paise,
          (SELECT json_build_object('storageKey', i.storage_key, 'widths', i.widths)
            FROM product_images i
            WHERE i.product_id = p.id AND (cardinality(v.image_ids) = 0 OR i.id = ANY(v.image_ids))
            ORDER BY i.position LIMIT 1) AS image
      )
      SELECT w.variant_id AS "variantId", w.quantity, t.id IS NOT NULL AS taken, t.product_id AS "productId",
        t.sku, t.options, t.name, t.brand, t.hsn_code AS "hsnCode", t.gst_rate_bp AS "gstRateBp",
        t.price_paise AS "pricePaise", t.discount_price_paise AS "discountPricePaise", t.image
      FROM wanted w LEFT JOIN taken t ON t.id = w.variant_id
      ORDER BY w.position, w.variant_id COLLATE "C"`,
  );
  return { lines: rows };
}

/**
 * Takes the invoice number and writes the order, its lines and its first history entry, plus what the
 * caller adds as further CTEs (taking the lines out of the cart, the confirmation e-mail, written with
 * `invoice.digits`), in one statement. The rows are written as given, the invoice number's stand-in
 * replaced; answers the counter's `last`, from which the caller completes its record.
 */
export async function recordOrder(
  tx: Tx,
  record: OrderRecord,
  invoice: PendingInvoiceNumber,
  more: SQL[],
): Promise<number> {
  const parts = [
    invoice.counter,
    sql`new_order AS (${insertRows(orders, [record.order], invoice.digits)})`,
    sql`new_items AS (${insertRows(orderItems, record.items)})`,
    sql`new_history AS (${insertRows(orderStatusHistory, record.history)})`,
    ...more,
  ];
  const [row] = await rowsOf<{ last: number }>(
    tx,
    sql`WITH ${sql.join(parts, sql`, `)} SELECT last FROM invoice`,
  );
  return row!.last;
}

/**
 * The account's Cash on Delivery orders on the way with something to collect, and their total. Run
 * after the stock statement has locked the account's cart: a second checkout of the same account
 * waits there until the first commits, and this statement, begun after that, counts its order.
 */
export async function openCodOrders(tx: Tx, userId: string): Promise<OpenCodOrders> {
  const statuses = sql.join(
    openCodStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const [row] = await rowsOf<OpenCodOrders>(
    tx,
    sql`SELECT count(*)::int AS count, coalesce(sum(total_paise), 0)::float8 AS "valuePaise"
      FROM orders
      WHERE user_id = ${userId} AND payment_method = 'cod' AND total_paise > 0 AND status IN (${statuses})`,
  );
  return row!;
}
