import type { Db } from '../client.ts';
import { promoCodes } from '../schema/promo.ts';

export interface SeedPromoCode {
  code: string;
  percent: number;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  description: string;
}

/**
 * docs/PRODUCT.md §9: seven codes, six at 10 % and one at 100 %, plus the landing page's {product}15 at 15 %,
 * named after the demo catalogue's Ashwagandha KSM-66 Capsules.
 */
export const demoPromoCodes: SeedPromoCode[] = [
  {
    code: 'WELCOME10',
    percent: 10,
    maxUses: null,
    maxUsesPerCustomer: 1,
    description: 'First order welcome',
  },
  { code: 'AYUR10', percent: 10, maxUses: null, maxUsesPerCustomer: null, description: 'Ayurveda week' },
  { code: 'HEALTH10', percent: 10, maxUses: null, maxUsesPerCustomer: null, description: 'Health month' },
  { code: 'VEDA10', percent: 10, maxUses: null, maxUsesPerCustomer: null, description: 'Newsletter readers' },
  { code: 'WELLNESS10', percent: 10, maxUses: null, maxUsesPerCustomer: null, description: 'Wellness club' },
  { code: 'IMMUNITY10', percent: 10, maxUses: null, maxUsesPerCustomer: null, description: 'Immunity range' },
  {
    code: 'FREEDOM100',
    percent: 100,
    maxUses: 25,
    maxUsesPerCustomer: 1,
    description: 'Giveaway: one free order',
  },
  {
    code: 'ASHWAGANDHA15',
    percent: 15,
    maxUses: null,
    maxUsesPerCustomer: null,
    description: 'Landing page offer',
  },
];

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
