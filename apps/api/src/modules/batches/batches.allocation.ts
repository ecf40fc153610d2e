import { indiaDay, lineNameWithVariant, onlyLeftMessage } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/raw.ts';
import { conflict } from '../../lib/errors.ts';
import { putStockBack } from '../catalog/index.ts';

/**
 * Which batches an order's units come from, first-expiry-first-out, and where a cancelled order's units
 * go back (docs/decisions/0036-batches-and-best-before.md). The statements are written by hand beside
 * checkout's (they run inside it; docs/ARCHITECTURE.md, Data and migrations) and name their tables in text.
 */

/** An order line as written, with what a refusal names. */
interface OrderLine {
  id: string;
  variantId: string | null;
  quantity: number;
  name: string;
  variantLabel: string;
}

interface BatchLeft {
  variantId: string;
  /** The variant's stock after the order's stock statement took the lines' units. */
  stock: number;
  batchId: string;
  bestBefore: string;
  left: number;
}

/** A batch whose best-before day has come (today in India or earlier) sells no more units. */
export const isExpired = (bestBefore: string, now: Date) => bestBefore <= indiaDay(now);

/**
 * Takes each line's units from its variant's batches, after the order's stock statement has taken them
 * from the variant (whose row it locked, so no other order, batch or sweep touches these batches
 * meanwhile): first any units older than batches (the variant's stock beyond its batches' units left),
 * then the unexpired batch with the earliest best-before day, and so on. Records the units per batch
 * (`order_item_batches`). A line that would need units of an expired batch is refused (409) and the
 * order's transaction rolls back: those units are never sold. One statement when no line's variant
 * has batches, two otherwise.
 */
export async function takeFromBatches(tx: Tx, items: OrderLine[], now: Date): Promise<void> {
  const lines = items.filter((item): item is OrderLine & { variantId: string } => item.variantId !== null);
  if (lines.length === 0) return;
  const ids = JSON.stringify([...new Set(lines.map((line) => line.variantId))]);
  const rows = await rowsOf<BatchLeft>(
    tx,
    sql`SELECT v.id AS "variantId", v.stock, b.id AS "batchId", b.best_before::text AS "bestBefore",
        b.quantity_left AS "left"
      FROM product_variants v JOIN product_batches b ON b.variant_id = v.id AND b.quantity_left > 0
      WHERE v.id IN (SELECT value FROM json_array_elements_text(${ids}::json))
      ORDER BY b.best_before, b.batch, b.id
      FOR UPDATE OF b`,
  );
  if (rows.length === 0) return;
  const byVariant = new Map<string, BatchLeft[]>();
  for (const row of rows) byVariant.set(row.variantId, [...(byVariant.get(row.variantId) ?? []), row]);
  const taken: { order_item_id: string; batch_id: string; quantity: number }[] = [];
  for (const [variantId, batches] of byVariant) {
    const ofVariant = lines.filter((line) => line.variantId === variantId);
    const wanted = ofVariant.reduce((sum, line) => sum + line.quantity, 0);
    const onBatches = batches.reduce((sum, batch) => sum + batch.left, 0);
    // Units on the shelf before batches were recorded (or added by a stock edit) go first.
    let older = Math.max(0, batches[0]!.stock + wanted - onBatches);
    const sellable = batches.filter((batch) => !isExpired(batch.bestBefore, now));
    for (const line of ofVariant) {
      let needed = line.quantity;
      const fromOlder = Math.min(older, needed);
      older -= fromOlder;
      needed -= fromOlder;
      for (const batch of sellable) {
        if (needed === 0) break;
        const take = Math.min(batch.left, needed);
        if (take === 0) continue;
        batch.left -= take;
        needed -= take;
        taken.push({ order_item_id: line.id, batch_id: batch.batchId, quantity: take });
      }
      if (needed > 0) {
        const left = older + sellable.reduce((sum, batch) => sum + batch.left, 0) + (line.quantity - needed);
        const name = lineNameWithVariant(line.name, line.variantLabel);
        throw conflict(
          left > 0 ? `${onlyLeftMessage(left)} of ${name}` : `${name} is out of stock`,
          'OUT_OF_STOCK',
        );
      }
    }
  }
  if (taken.length === 0) return;
  await rowsOf(
    tx,
    sql`WITH taken AS (
        SELECT * FROM json_to_recordset(${JSON.stringify(taken)}::json) AS t(order_item_id text, batch_id text, quantity int)
      ), lowered AS (
        UPDATE product_batches b SET quantity_left = b.quantity_left - s.quantity
        FROM (SELECT batch_id, sum(quantity)::int AS quantity FROM taken GROUP BY batch_id) s
        WHERE b.id = s.batch_id RETURNING b.id
      )
      INSERT INTO order_item_batches (order_item_id, batch_id, quantity)
      SELECT order_item_id, batch_id, quantity FROM taken`,
  );
}

interface TakenUnits {
  orderItemId: string;
  batchId: string;
  quantity: number;
  bestBefore: string;
}

const unitsOf = (executor: Executor, itemIds: string[]) =>
  rowsOf<TakenUnits & { batch: string }>(
    executor,
    sql`SELECT t.order_item_id AS "orderItemId", t.batch_id AS "batchId", t.quantity,
        b.best_before::text AS "bestBefore", b.batch
      FROM order_item_batches t JOIN product_batches b ON b.id = t.batch_id
      WHERE t.order_item_id IN (SELECT value FROM json_array_elements_text(${JSON.stringify(itemIds)}::json))
      ORDER BY b.best_before, b.batch`,
  );

/**
 * A cancelled or returned order's units back on the shelf, in its transaction: each line's units to its
 * variant's stock (catalog's `putStockBack`, in the variant-id order the caller sorted them in, as
 * placing an order locks them), and to the batches they came from. Units of a batch whose best-before
 * day has come since are not put back: they are counted as written off.
 */
export async function restockOrderLines(
  tx: Tx,
  lines: { orderItemId: string; variantId: string; quantity: number }[],
  now: Date,
): Promise<void> {
  const units =
    lines.length > 0
      ? await unitsOf(
          tx,
          lines.map((line) => line.orderItemId),
        )
      : [];
  const expiredOf = (itemId: string) =>
    units
      .filter((unit) => unit.orderItemId === itemId && isExpired(unit.bestBefore, now))
      .reduce((sum, unit) => sum + unit.quantity, 0);
  await putStockBack(
    tx,
    lines
      .map((line) => ({ variantId: line.variantId, quantity: line.quantity - expiredOf(line.orderItemId) }))
      .filter((line) => line.quantity > 0),
    now,
  );
  if (units.length === 0) return;
  const back = units.map((unit) => ({
    batch_id: unit.batchId,
    quantity: unit.quantity,
    expired: isExpired(unit.bestBefore, now),
  }));
  await rowsOf(
    tx,
    sql`WITH back AS (
        SELECT batch_id, sum(quantity) FILTER (WHERE NOT expired)::int AS shelf,
          sum(quantity) FILTER (WHERE expired)::int AS gone
        FROM json_to_recordset(${JSON.stringify(back)}::json) AS t(batch_id text, quantity int, expired boolean)
        GROUP BY batch_id
      )
      UPDATE product_batches b SET quantity_left = b.quantity_left + coalesce(back.shelf, 0),
        quantity_written_off = b.quantity_written_off + coalesce(back.gone, 0)
      FROM back WHERE b.id = back.batch_id`,
  );
}

/** The batches each order line's units came from (an invoice prints them), by order line id. */
export async function batchesOfItems(
  executor: Executor,
  itemIds: string[],
): Promise<Map<string, { batch: string; bestBefore: string; quantity: number }[]>> {
  const found = new Map<string, { batch: string; bestBefore: string; quantity: number }[]>();
  if (itemIds.length === 0) return found;
  for (const unit of await unitsOf(executor, itemIds)) {
    const list = found.get(unit.orderItemId) ?? [];
    list.push({ batch: unit.batch, bestBefore: unit.bestBefore, quantity: unit.quantity });
    found.set(unit.orderItemId, list);
  }
  return found;
}
