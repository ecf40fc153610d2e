import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { products } from '../../db/schema/catalog.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { productRatings, reviewSettings } from '../../db/schema/reviews.ts';
import { notFound } from '../../lib/errors.ts';

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

/** Whether the user has received any order: only they may upload review photos. */
export async function hasReceivedAny(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.deliveredAt)))
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
