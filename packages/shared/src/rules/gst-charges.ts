import { assertPaise, type Paise } from './money.ts';

/**
 * Shipping and the Cash on Delivery fee are charged with the goods, so they are taxed at the rate of
 * the goods they carry (a composite supply; docs/PRODUCT.md §11). When the goods carry
 * several GST rates, the charge is split over the rates.
 */

export interface RateShare {
  gstRateBp: number;
  amountPaise: Paise;
}

/**
 * Splits a GST-inclusive charge over the goods' rates in proportion to each rate's taxable value,
 * exactly in paise: every share is rounded down and the paise left over go to the rate with the
 * largest taxable value (the first of equals). The shares always add up to the charge. Rates are in
 * ascending order; lines of one rate are added together first. With no taxable goods (a 100 % code),
 * the charge is taxed at the highest rate of the goods, or 0 % when there are none.
 */
export function splitChargeByRate(
  chargePaise: Paise,
  goods: { gstRateBp: number; taxablePaise: Paise }[],
): RateShare[] {
  assertPaise(chargePaise);
  if (chargePaise < 0) throw new RangeError(`A charge cannot be negative: ${chargePaise}`);
  if (chargePaise === 0) return [];
  const byRate = new Map<number, number>();
  for (const line of goods) {
    assertPaise(line.taxablePaise);
    if (line.taxablePaise < 0) throw new RangeError(`Taxable value cannot be negative: ${line.taxablePaise}`);
    byRate.set(line.gstRateBp, (byRate.get(line.gstRateBp) ?? 0) + line.taxablePaise);
  }
  const rates = [...byRate.entries()]
    .map(([gstRateBp, taxablePaise]) => ({ gstRateBp, taxablePaise }))
    .sort((a, b) => a.gstRateBp - b.gstRateBp);
  const taxable = rates.reduce((sum, rate) => sum + rate.taxablePaise, 0);
  if (taxable === 0) {
    return [{ gstRateBp: rates.length ? rates[rates.length - 1]!.gstRateBp : 0, amountPaise: chargePaise }];
  }
  const shares = rates
    .filter((rate) => rate.taxablePaise > 0)
    .map((rate) => ({
      gstRateBp: rate.gstRateBp,
      taxablePaise: rate.taxablePaise,
      amountPaise: Math.floor((chargePaise * rate.taxablePaise) / taxable),
    }));
  const largest = shares.reduce((best, share) => (share.taxablePaise > best.taxablePaise ? share : best));
  largest.amountPaise += chargePaise - shares.reduce((sum, share) => sum + share.amountPaise, 0);
  return shares.map(({ gstRateBp, amountPaise }) => ({ gstRateBp, amountPaise }));
}
