/** What the shop knows about a promo code when someone tries to use it. */
export interface PromoTerms {
  active: boolean;
  validFrom: Date | null;
  validTo: Date | null;
  /** Redemptions allowed in total (null: no limit) and already made. */
  maxUses: number | null;
  uses: number;
  /** Redemptions one customer may make (null: no limit). */
  maxUsesPerCustomer: number | null;
}

/** Why a known code cannot be used now; 'unknown' and 'inactive' read as 'Invalid promo code'. */
export type PromoRefusal = 'unknown' | 'inactive' | 'not_started' | 'expired' | 'exhausted' | 'already_used';

/** Null when the code may be used now by a customer who has used it `customerUses` times, else why not. */
export function promoRefusal(terms: PromoTerms | null, now: Date, customerUses: number): PromoRefusal | null {
  if (!terms) return 'unknown';
  if (!terms.active) return 'inactive';
  if (terms.validFrom && now.getTime() < terms.validFrom.getTime()) return 'not_started';
  if (terms.validTo && now.getTime() > terms.validTo.getTime()) return 'expired';
  if (terms.maxUses !== null && terms.uses >= terms.maxUses) return 'exhausted';
  if (terms.maxUsesPerCustomer !== null && customerUses >= terms.maxUsesPerCustomer) return 'already_used';
  return null;
}

/** The message a shopper reads for each refusal; unknown codes keep docs/PRODUCT.md §5's 'Invalid promo code'. */
export const promoRefusalMessages: Record<PromoRefusal, string> = {
  unknown: 'Invalid promo code',
  inactive: 'Invalid promo code',
  not_started: 'Invalid promo code',
  expired: 'This promo code has expired',
  exhausted: 'This promo code has been fully used',
  already_used: 'You have already used this promo code',
};
