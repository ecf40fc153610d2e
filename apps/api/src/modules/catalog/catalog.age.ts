import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';

/** Whether a product is for adults only (its `ageRestricted` flag; false for an unknown product). */
export async function isAgeRestricted(db: Executor, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ ageRestricted: products.ageRestricted })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row?.ageRestricted ?? false;
}
