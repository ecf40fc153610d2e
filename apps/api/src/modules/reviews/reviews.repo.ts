import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { products } from '../../db/schema/catalog.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { productRatings, type ReviewImageRow, reviewSettings } from '../../db/schema/reviews.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { imageSize, type UploadStore } from '../media/index.ts';

/** Whether the user has received the product: an order of theirs containing it was delivered. */
export async function hasReceived(db: Executor, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orderItems.productId, productId), isNotNull(orders.deliveredAt)))
    .limit(1);
  return row !== undefined;
}

/** A product of the shop (not archived), or a 404. */
export async function productOr404(db: Executor, productId: string) {
  const [row] = await db
    .select({ id: products.id, name: products.name, archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.id, productId));
  if (!row || row.archivedAt) throw notFound('Product not found', 'PRODUCT_NOT_FOUND');
  return row;
}

export async function ratingRow(db: Executor, productId: string) {
  const [row] = await db.select().from(productRatings).where(eq(productRatings.productId, productId));
  return row;
}

export async function autoPublish(db: Executor): Promise<boolean> {
  const [row] = await db.select().from(reviewSettings).where(eq(reviewSettings.id, 1));
  return row?.autoPublish ?? false;
}

export async function author(db: Executor, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { firstName: 'Customer', lastName: '', email: '' };
}

/**
 * The stored files of each review photo key, read from the upload store (the key came from this shop's
 * upload, which checked it was a real image). A key with no files is a 400 naming its place in `images`.
 */
export async function describePhotos(uploads: UploadStore, keys: string[]): Promise<ReviewImageRow[]> {
  return Promise.all(
    keys.map(async (storageKey, index) => {
      const prefix = `${storageKey}-`;
      const widths = (await uploads.list(prefix))
        .filter((name) => name.endsWith('.webp'))
        .map((name) => Number(name.slice(prefix.length, -'.webp'.length)))
        .filter((width) => Number.isInteger(width) && width > 0)
        .sort((a, b) => a - b);
      const largest = widths.at(-1);
      const file = largest === undefined ? undefined : await uploads.get(`${prefix}${largest}.webp`);
      if (largest === undefined || !file) {
        throw badRequest('That photo was not found: upload it again', 'PHOTO_NOT_FOUND', [
          { field: `images.${index}`, message: 'Not an uploaded review photo' },
        ]);
      }
      const size = await imageSize(file.data);
      return { storageKey, widths, width: size.width ?? largest, height: size.height ?? largest };
    }),
  );
}

/** The unique index a failed write ran into, if that is why it failed (two requests at once). */
export function uniqueViolation(error: unknown): string | null {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    current;
  ) {
    if (current.code === '23505') return current.constraint ?? 'unknown';
    current = current.cause as typeof current;
  }
  return null;
}
