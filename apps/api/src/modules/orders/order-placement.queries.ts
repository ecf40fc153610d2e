import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { insertRows, rowsOf } from '../../db/raw.ts';
import { type OrderRecord, orderItems, orderStatusHistory, orders } from '../../db/schema/index.ts';

/**
 * Checkout's statements in hand-written SQL: one round trip for the stock of every line, one for
 * everything the order writes. Building them with Drizzle cost more CPU than running them, and every
 * round trip is a socket write and a wake-up on the shop's one thread (docs/PERFORMANCE.md, "Where an
 * order's time goes").
 */

/** What the order line copies from the product whose stock it took. */
export interface TakenProduct {
  name: string;
  brand: string;
  hsnCode: string;
  gstRateBp: number;
  /** The first picture, for the order line's image address. */
  image: { storageKey: string; widths: number[] } | null;
}

/**
 * Takes the stock of all lines in one statement: each product's row is locked in product-id order
 * (code-point order, as the cancellations that put stock back sort them, so concurrent orders never
 * deadlock) and its stock lowered only where enough is left. Answers the products taken; a product
 * missing from the answer had too little stock, and the caller must roll back.
 */
export async function takeStock(
  tx: Tx,
  lines: { productId: string; quantity: number }[],
  now: Date,
): Promise<Map<string, TakenProduct>> {
  const json = JSON.stringify(lines.map((line) => ({ product_id: line.productId, quantity: line.quantity })));
  const rows = await rowsOf<TakenProduct & { productId: string }>(
    tx,
    sql`WITH wanted AS (
        SELECT product_id, sum(quantity)::int AS quantity
        FROM json_to_recordset(${json}::json) AS w(product_id text, quantity int) GROUP BY product_id
      ), locked AS (
        SELECT p.id, w.quantity FROM products p JOIN wanted w ON w.product_id = p.id
        ORDER BY p.id COLLATE "C" FOR UPDATE OF p
      )
      UPDATE products p SET stock = p.stock - l.quantity, updated_at = ${now.toISOString()}::timestamptz
      FROM locked l
      WHERE p.id = l.id AND p.stock >= l.quantity
      RETURNING p.id AS "productId", p.name, p.brand, p.hsn_code AS "hsnCode", p.gst_rate_bp AS "gstRateBp",
        (SELECT json_build_object('storageKey', i.storage_key, 'widths', i.widths)
          FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image`,
  );
  return new Map(rows.map(({ productId, ...product }) => [productId, product]));
}

/**
 * Writes the order, its lines and its first history entry, plus what the caller adds as further CTEs
 * (taking the lines out of the cart, the confirmation e-mail), in one statement. The rows are written
 * exactly as given, so the record the caller built is what a later read answers.
 */
export async function recordOrder(tx: Tx, record: OrderRecord, more: SQL[]): Promise<void> {
  const parts = [
    sql`new_order AS (${insertRows(orders, [record.order])})`,
    sql`new_items AS (${insertRows(orderItems, record.items)})`,
    sql`new_history AS (${insertRows(orderStatusHistory, record.history)})`,
    ...more,
  ];
  await tx.execute(sql`WITH ${sql.join(parts, sql`, `)} SELECT 1`);
}
