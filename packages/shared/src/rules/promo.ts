/** Promo codes match case-insensitively after trimming (docs/PRODUCT.md §5); stored and compared upper case. */
export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** '{code} applied! You got {n}% off.' (docs/PRODUCT.md §8). */
export function promoAppliedMessage(code: string, percent: number): string {
  return `${code} applied! You got ${percent}% off.`;
}

export const promoMessages = {
  invalid: 'Invalid promo code',
  removed: 'Promo code removed',
} as const;
