import { type Bundle, percentOff, sellingPrice, toRupees, variantLabel } from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/raw.ts';
import { imageUrls } from '../media/index.ts';

/** One component of a bundle as read, with its variant and product now; paise. */
export interface ComponentRow {
  productId: string;
  variantId: string;
  productName: string;
  brand: string;
  sku: string;
  options: Record<string, string>;
  quantity: number;
  pricePaise: number;
  discountPricePaise: number | null;
  stock: number;
  ageRestricted: boolean;
  /** The variant or its product is archived. */
  archived: boolean;
  image: { storageKey: string; widths: number[] } | null;
}

/** A bundle row with its components in order. */
export interface BundleRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  imageKey: string | null;
  imageAlt: string;
  imageWidths: number[];
  pricePaise: number;
  active: boolean;
  version: number;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
  items: ComponentRow[];
}

const componentsOf = sql`coalesce((
  SELECT json_agg(json_build_object(
    'productId', p.id, 'variantId', v.id, 'productName', p.name, 'brand', p.brand, 'sku', v.sku,
    'options', v.options, 'quantity', bi.quantity, 'pricePaise', v.price_paise,
    'discountPricePaise', v.discount_price_paise, 'stock', v.stock, 'ageRestricted', p.age_restricted,
    'archived', v.archived_at IS NOT NULL OR p.archived_at IS NOT NULL,
    'image', (SELECT json_build_object('storageKey', i.storage_key, 'widths', i.widths)
      FROM product_images i
      WHERE i.product_id = p.id AND (cardinality(v.image_ids) = 0 OR i.id = ANY(v.image_ids))
      ORDER BY i.position LIMIT 1)
  ) ORDER BY bi.position, v.id)
  FROM bundle_items bi JOIN product_variants v ON v.id = bi.variant_id JOIN products p ON p.id = v.product_id
  WHERE bi.bundle_id = b.id), '[]'::json)`;

const bundleColumns = sql`b.id, b.slug, b.name, b.description, b.image_key AS "imageKey", b.image_alt AS "imageAlt",
  b.image_widths AS "imageWidths", b.price_paise AS "pricePaise", b.active, b.version,
  to_json(b.archived_at)#>>'{}' AS "archivedAt", to_json(b.created_at)#>>'{}' AS "createdAt",
  to_json(b.updated_at)#>>'{}' AS "updatedAt", ${componentsOf} AS items`;

/** A shopper's bundle line with its bundle as now. */
export interface CartBundleRow {
  lineId: string;
  quantity: number;
  addedUnitPricePaise: number;
  bundle: BundleRow;
}

/**
 * The bundles in a shopper's cart, oldest first; `lock` takes the lines FOR UPDATE (checkout: a second
 * checkout of the same cart waits).
 */
export async function readCartBundles(
  executor: Executor,
  userId: string,
  lock: boolean,
): Promise<CartBundleRow[]> {
  const rows = await rowsOf<BundleRow & { lineId: string; quantity: number; addedUnitPricePaise: number }>(
    executor,
    sql`SELECT cb.id AS "lineId", cb.quantity AS "lineQuantity", cb.added_unit_price_paise AS "addedUnitPricePaise",
        ${bundleColumns}
      FROM cart_bundles cb JOIN bundles b ON b.id = cb.bundle_id
      WHERE cb.user_id = ${userId}
      ORDER BY cb.created_at, cb.id
      ${lock ? sql`FOR UPDATE OF cb` : sql``}`,
  );
  return rows.map(({ lineId, addedUnitPricePaise, ...bundle }) => ({
    lineId,
    quantity: (bundle as unknown as { lineQuantity: number }).lineQuantity,
    addedUnitPricePaise,
    bundle,
  }));
}

/**
 * The bundles in a shopper's cart as checkout buys them, read once: every bundle in the cart is locked
 * FOR SHARE (in id order, before its cart lines), so the owner's edit of its components or price
 * (which locks it FOR UPDATE) waits for the checkout and a checkout waits for an edit in flight; then
 * the lines are read and locked FOR UPDATE (a second checkout of the same cart waits). The stock and
 * the order lines both come from this one read (docs/PRODUCT.md, Bundles). A line added between the
 * two statements, its bundle not locked, is left in the cart as if added after the order.
 */
export async function readCartBundlesForCheckout(
  executor: Executor,
  userId: string,
): Promise<CartBundleRow[]> {
  const locked = await rowsOf<{ id: string }>(
    executor,
    sql`SELECT b.id FROM bundles b
      WHERE b.id IN (SELECT bundle_id FROM cart_bundles WHERE user_id = ${userId})
      ORDER BY b.id COLLATE "C" FOR SHARE`,
  );
  if (locked.length === 0) return [];
  const ids = new Set(locked.map((row) => row.id));
  const lines = await readCartBundles(executor, userId, true);
  return lines.filter((line) => ids.has(line.bundle.id));
}

/** One bundle's price as sold: its own, or its components' total when that has fallen below it. */
const bundleUnitPaise = (bundle: BundleRow) => Math.min(bundle.pricePaise, listPaiseOf(bundle));

/** Bundles with their components, newest first; `where` filters `b` (the bundles table). */
export function readBundles(executor: Executor, where: SQL, page?: { limit: number; offset: number }) {
  return rowsOf<BundleRow>(
    executor,
    sql`SELECT ${bundleColumns}
      FROM bundles b WHERE ${where}
      ORDER BY b.created_at DESC, b.id
      ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`,
  );
}

/** Sold in the shop: active, not archived (its components are checked when it is bought). */
export const onSale = sql`b.active AND b.archived_at IS NULL`;

/** The selling price of one unit of a component now. */
export const unitPaise = (item: ComponentRow) => sellingPrice(item.pricePaise, item.discountPricePaise);

/** Σ component selling price × quantity: one bundle's list price now. */
export const listPaiseOf = (bundle: BundleRow) =>
  bundle.items.reduce((sum, item) => sum + unitPaise(item) * item.quantity, 0);

/** How many whole bundles the components' stock allows (0 when a component is archived). */
export function bundleStock(bundle: BundleRow): number {
  if (bundle.items.length === 0) return 0;
  return Math.min(
    ...bundle.items.map((item) => (item.archived ? 0 : Math.max(0, Math.floor(item.stock / item.quantity)))),
  );
}

const urlOf = (image: { storageKey: string; widths: number[] } | null) =>
  image && image.widths.length > 0 ? imageUrls(image.storageKey, image.widths).url : null;

/** The bundle's picture: its own, else its first component's. */
function bundleImage(bundle: BundleRow): string | null {
  if (bundle.imageKey) return urlOf({ storageKey: bundle.imageKey, widths: bundle.imageWidths });
  return urlOf(bundle.items[0]?.image ?? null);
}

/** The shop's view of a bundle (docs/PRODUCT.md, Bundles): rupees. */
export function toBundle(bundle: BundleRow): Bundle {
  const listPaise = listPaiseOf(bundle);
  // What the cart charges: its price, or its components' total once that has fallen below it.
  const pricePaise = bundleUnitPaise(bundle);
  const stock = bundleStock(bundle);
  return {
    _id: bundle.id,
    slug: bundle.slug,
    name: bundle.name,
    description: bundle.description,
    image: bundleImage(bundle),
    price: toRupees(pricePaise),
    listPrice: toRupees(listPaise),
    percentOff: percentOff(listPaise, pricePaise),
    stock,
    inStock: stock > 0,
    ageRestricted: bundle.items.some((item) => item.ageRestricted),
    items: bundle.items.map((item) => ({
      productId: item.productId,
      variantId: item.variantId,
      name: item.productName,
      variantLabel: variantLabel(item.options),
      quantity: item.quantity,
      image: urlOf(item.image),
      price: toRupees(unitPaise(item)),
    })),
  };
}

/** The bundle as checkout prices it: its price now and its components' (see bundles.lines.ts). */
export function pricedBundle(bundle: BundleRow) {
  return {
    id: bundle.id,
    name: bundle.name,
    unitPaise: bundleUnitPaise(bundle),
    components: bundle.items.map((item) => ({
      productId: item.productId,
      variantId: item.variantId,
      quantity: item.quantity,
      unitPricePaise: unitPaise(item),
      listPricePaise: item.pricePaise,
    })),
  };
}

/** Whether a shopper may buy it now: on sale and every component still sold. */
export const buyable = (bundle: BundleRow) =>
  bundle.active &&
  bundle.archivedAt === null &&
  bundle.items.length > 0 &&
  bundle.items.every((item) => !item.archived);

/**
 * Takes the bundles an order bought out of the cart, as a CTE for the order's own statement: a line
 * bought whole goes, a line with more in it keeps the rest.
 */
export function removeBoughtBundlesCte(
  userId: string,
  bought: { bundleId: string; quantity: number }[],
): SQL {
  const json = JSON.stringify(bought.map((line) => ({ bundle_id: line.bundleId, quantity: line.quantity })));
  return sql`bought_bundles AS (
      SELECT bundle_id, sum(quantity)::int AS quantity
      FROM json_to_recordset(${json}::json) AS b(bundle_id text, quantity int) GROUP BY bundle_id
    ), bought_bundles_whole AS (
      DELETE FROM cart_bundles c USING bought_bundles b
      WHERE c.user_id = ${userId} AND c.bundle_id = b.bundle_id AND c.quantity <= b.quantity
    ), bought_bundles_part AS (
      UPDATE cart_bundles c SET quantity = c.quantity - b.quantity FROM bought_bundles b
      WHERE c.user_id = ${userId} AND c.bundle_id = b.bundle_id AND c.quantity > b.quantity
    )`;
}
