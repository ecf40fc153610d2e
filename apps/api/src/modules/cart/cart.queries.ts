import { MAX_LINE_QUANTITY } from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/raw.ts';

/**
 * The cart's statements in hand-written SQL: every bench order re-fills a cart and checks it out, and
 * building these with Drizzle cost more CPU than running them (docs/PERFORMANCE.md, "Where an order's
 * time goes"). Each function is one statement.
 */

/** A cart line with its product, as read; prices in paise. */
export interface LineRow {
  id: string;
  quantity: number;
  addedUnitPricePaise: number;
  productId: string;
  variantId: string;
  sku: string;
  options: Record<string, string>;
  slug: string;
  name: string;
  brand: string;
  pricePaise: number;
  discountPricePaise: number | null;
  stock: number;
  /** The variant's pictures (the product's, all of them when it names none) in order (null when `images: false`). */
  images: LineImage[] | null;
}

interface LineImage {
  id: string;
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
  alt: string;
}

// The pictures come along as one JSON array per line, so a cart is one query however many lines it has.
const imagesOfLine = sql`coalesce((
  SELECT json_agg(json_build_object('id', i.id, 'storageKey', i.storage_key, 'widths', i.widths,
    'width', i.width, 'height', i.height, 'alt', i.alt) ORDER BY i.position)
  FROM product_images i
  WHERE i.product_id = p.id AND (cardinality(v.image_ids) = 0 OR i.id = ANY(v.image_ids))), '[]'::json)`;

/**
 * A LineRow's columns, from cart lines `c` joined with their variants `v` and products `p`: price and
 * stock are the variant's (docs/decisions/0028-variants-model.md).
 */
const lineColumns = (images: boolean) =>
  sql`c.id, c.quantity, c.added_unit_price_paise AS "addedUnitPricePaise", p.id AS "productId",
    v.id AS "variantId", v.sku, v.options, p.slug, p.name, p.brand, v.price_paise AS "pricePaise",
    v.discount_price_paise AS "discountPricePaise", v.stock, ${images ? imagesOfLine : sql`NULL`} AS images`;

/** Cart lines `c` with their variants `v` and products `p`. */
const linesJoined = sql`JOIN product_variants v ON v.id = c.variant_id JOIN products p ON p.id = c.product_id`;

/**
 * The cart's lines with their products, oldest first. `lock` takes the lines FOR UPDATE (checkout:
 * two checkouts of one cart cannot both use it); `images: false` leaves the pictures out.
 */
export function readLines(
  executor: Executor,
  userId: string,
  options: { lock: boolean; images: boolean },
): Promise<LineRow[]> {
  return rowsOf<LineRow>(
    executor,
    sql`SELECT ${lineColumns(options.images)}
      FROM cart_items c ${linesJoined}
      WHERE c.user_id = ${userId}
      ORDER BY c.created_at, c.id
      ${options.lock ? sql`FOR UPDATE OF c` : sql``}`,
  );
}

/**
 * Whether a product can go into a cart (not archived), and whether the variant asked for is one of its
 * variants still sold; none for an unknown or archived product.
 */
export async function variantForCart(
  executor: Executor,
  productId: string,
  variantId: string,
): Promise<{ variantSold: boolean } | null> {
  const [row] = await rowsOf<{ variantSold: boolean }>(
    executor,
    sql`SELECT EXISTS (SELECT 1 FROM product_variants v
        WHERE v.id = ${variantId} AND v.product_id = p.id AND v.archived_at IS NULL) AS "variantSold"
      FROM products p WHERE p.id = ${productId} AND p.archived_at IS NULL`,
  );
  return row ?? null;
}

/**
 * `sellingPrice()` of @shop/shared for a variant `v`, for the statement that writes a line at the price
 * it is bought at (cart.test.ts holds the two to the same answers).
 */
export const sellingPriceSql = sql`CASE WHEN v.discount_price_paise IS NULL OR v.discount_price_paise < 0
    OR v.discount_price_paise >= v.price_paise THEN v.price_paise ELSE v.discount_price_paise END`;

/**
 * Adds to (or sets) a line of a product that is not archived, at the product's selling price, only if
 * the resulting quantity stays within the stock at that moment and within MAX_LINE_QUANTITY, and
 * answers the cart as it is afterwards (with pictures), in one statement; null when refused (nothing
 * written). The limits are part of the write, so two parallel adds cannot both slip under them; the
 * product is not read first, because each round trip to the database costs the shop more than the
 * statement (docs/PERFORMANCE.md, "Where an order's time goes").
 */
export async function writeLineAndRead(
  executor: Executor,
  line: {
    id: string;
    userId: string;
    productId: string;
    variantId: string;
    quantity: number;
    adding: boolean;
    now: Date;
  },
): Promise<LineRow[] | null> {
  const now = line.now.toISOString();
  const quantity = line.adding ? sql`c.quantity + excluded.quantity` : sql`excluded.quantity`;
  // The statement's other parts cannot see the line it writes: the cart is read without that
  // variant's line, and the line is added back as written (absent when the write was refused).
  const rows = await rowsOf<LineRow>(
    executor,
    sql`WITH written AS (
        INSERT INTO cart_items AS c
          (id, user_id, product_id, variant_id, quantity, added_unit_price_paise, created_at, updated_at)
        SELECT ${line.id}, ${line.userId}, p.id, v.id, ${line.quantity}::int, ${sellingPriceSql},
          ${now}::timestamptz, ${now}::timestamptz
        FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE v.id = ${line.variantId} AND p.id = ${line.productId} AND p.archived_at IS NULL
          AND v.archived_at IS NULL AND ${line.quantity}::int <= least(v.stock, ${MAX_LINE_QUANTITY}::int)
        ON CONFLICT (user_id, variant_id) DO UPDATE SET quantity = ${quantity},
          added_unit_price_paise = excluded.added_unit_price_paise, updated_at = excluded.updated_at
        WHERE ${quantity} <= least(
          (SELECT stock FROM product_variants WHERE id = excluded.variant_id), ${MAX_LINE_QUANTITY}::int)
        RETURNING c.id, c.product_id, c.variant_id, c.quantity, c.added_unit_price_paise, c.created_at
      ), cart AS (
        SELECT id, product_id, variant_id, quantity, added_unit_price_paise, created_at FROM cart_items
        WHERE user_id = ${line.userId} AND variant_id <> ${line.variantId}
        UNION ALL SELECT * FROM written
      )
      SELECT ${lineColumns(true)}
      FROM cart c ${linesJoined}
      ORDER BY c.created_at, c.id`,
  );
  return rows.some((row) => row.variantId === line.variantId) ? rows : null;
}

/**
 * Why an add was refused: the variant's stock now and the quantity already in the cart (0 for none);
 * none for a variant that does not exist, is not the product's, or is archived (or its product is).
 */
export async function stockAndLine(
  executor: Executor,
  userId: string,
  line: { productId: string; variantId: string },
): Promise<{ stock: number; inCart: number } | null> {
  const [row] = await rowsOf<{ stock: number; inCart: number }>(
    executor,
    sql`SELECT v.stock, coalesce(c.quantity, 0) AS "inCart"
      FROM product_variants v JOIN products p ON p.id = v.product_id
      LEFT JOIN cart_items c ON c.variant_id = v.id AND c.user_id = ${userId}
      WHERE v.id = ${line.variantId} AND p.id = ${line.productId} AND p.archived_at IS NULL
        AND v.archived_at IS NULL`,
  );
  return row ?? null;
}

/**
 * Takes what an order bought out of the cart, as CTEs for the order's own statement: a line bought
 * whole goes, a line with some left keeps the rest.
 */
export function removeBoughtCtes(userId: string, bought: { variantId: string; quantity: number }[]): SQL {
  const json = JSON.stringify(
    bought.map((line) => ({ variant_id: line.variantId, quantity: line.quantity })),
  );
  return sql`bought AS (
      SELECT variant_id, sum(quantity)::int AS quantity
      FROM json_to_recordset(${json}::json) AS b(variant_id text, quantity int) GROUP BY variant_id
    ), bought_whole AS (
      DELETE FROM cart_items c USING bought b
      WHERE c.user_id = ${userId} AND c.variant_id = b.variant_id AND c.quantity <= b.quantity
    ), bought_part AS (
      UPDATE cart_items c SET quantity = c.quantity - b.quantity FROM bought b
      WHERE c.user_id = ${userId} AND c.variant_id = b.variant_id AND c.quantity > b.quantity
    )`;
}
