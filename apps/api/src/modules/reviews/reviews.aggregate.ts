import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { productRatings } from '../../db/schema/reviews.ts';

const starColumn = {
  1: productRatings.stars1,
  2: productRatings.stars2,
  3: productRatings.stars3,
  4: productRatings.stars4,
  5: productRatings.stars5,
} as const;
const starKey = { 1: 'stars1', 2: 'stars2', 3: 'stars3', 4: 'stars4', 5: 'stars5' } as const;

type Stars = 1 | 2 | 3 | 4 | 5;

/**
 * Moves a review's rating in or out of its product's stored figures, inside the transaction that changes
 * the review (docs/decisions/0029-review-moderation.md): `before` is the published rating it had (null
 * when it was not published), `after` the published rating it has now. One atomic update, so two
 * moderators at once add up; the table's CHECKs refuse a count that would go negative.
 */
export async function moveRating(
  tx: Tx,
  productId: string,
  before: number | null,
  after: number | null,
): Promise<boolean> {
  if (before === after) return false;
  const delta = new Map<Stars, number>();
  if (before !== null) delta.set(before as Stars, (delta.get(before as Stars) ?? 0) - 1);
  if (after !== null) delta.set(after as Stars, (delta.get(after as Stars) ?? 0) + 1);
  const countDelta = (after === null ? 0 : 1) - (before === null ? 0 : 1);
  const sumDelta = (after ?? 0) - (before ?? 0);
  const insert: Partial<typeof productRatings.$inferInsert> = {};
  const update: Record<string, unknown> = {
    ratingCount: sql`${productRatings.ratingCount} + ${countDelta}`,
    ratingSum: sql`${productRatings.ratingSum} + ${sumDelta}`,
  };
  for (const [stars, change] of delta) {
    insert[starKey[stars]] = change;
    update[starKey[stars]] = sql`${starColumn[stars]} + ${change}`;
  }
  if (before !== null) {
    // A published review is counted already, so the row exists. (An upsert would not do: its insert
    // row, negative here, is checked before the conflict is seen.)
    await tx.update(productRatings).set(update).where(eq(productRatings.productId, productId));
  } else {
    await tx
      .insert(productRatings)
      .values({ productId, ratingCount: countDelta, ratingSum: sumDelta, ...insert })
      .onConflictDoUpdate({ target: productRatings.productId, set: update });
  }
  return true;
}
