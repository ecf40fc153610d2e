import { z } from 'zod';
import { readDataFile } from '../../lib/data-file.ts';
import type { Db } from '../client.ts';
import { promoCodes } from '../schema/promo.ts';

export interface SeedPromoCode {
  code: string;
  percent: number;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  description: string;
}

const PromoCodesSchema = z
  .array(
    z.strictObject({
      code: z.string().regex(/^[A-Z0-9]{3,40}$/, 'a code is 3 to 40 capital letters and digits'),
      percent: z.number().int().min(1).max(100),
      maxUses: z.number().int().min(1).nullable(),
      maxUsesPerCustomer: z.number().int().min(1).nullable(),
      description: z.string().trim().min(1),
    }),
  )
  .min(1);

/**
 * docs/PRODUCT.md §9: seven codes, six at 10 % and one at 100 %, plus the landing page's {product}15 at 15 %,
 * named after the demo catalogue's Ashwagandha KSM-66 Capsules (promo-codes.json).
 */
export const demoPromoCodes: SeedPromoCode[] = readDataFile('src/db/seed/promo-codes.json', PromoCodesSchema);

/**
 * Adds the demo codes that are missing (never changes an existing one). Demo data: the seed runs it
 * only with the demo catalogue, into an empty database, so a code the owner deleted stays deleted.
 */
export async function seedPromoCodes(db: Pick<Db, 'insert'>): Promise<number> {
  const inserted = await db
    .insert(promoCodes)
    .values(demoPromoCodes)
    .onConflictDoNothing({ target: promoCodes.code })
    .returning({ id: promoCodes.id });
  return inserted.length;
}
