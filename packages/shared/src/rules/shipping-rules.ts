import type { Paise } from './money.ts';

/**
 * The owner's shipping rules (docs/PRODUCT.md, Shipping): what shipping and Cash on Delivery cost, and
 * when parcels leave. Which pincodes are served is the pincode table, not these rules.
 */
export interface ShippingRules {
  /** Charged on every order with goods, unless it reaches `freeAbovePaise`. */
  flatPaise: Paise;
  /** Goods worth this much or more ship free; null when shipping is never free (beyond a flat 0). */
  freeAbovePaise: Paise | null;
  /** Added to a Cash on Delivery order. */
  codFeePaise: Paise;
  /** The largest order (goods after discounts) Cash on Delivery is offered for; null for no maximum. */
  codMaxPaise: Paise | null;
  /** Orders placed before this hour, India time (0–23), leave the same working day. */
  cutoffHour: number;
  /** Days nothing is dispatched or delivered besides Sundays, `YYYY-MM-DD`, India's calendar. */
  holidays: string[];
}

/** A new shop: all of India served, free, no Cash on Delivery fee or maximum, dispatch cut-off 2 PM. */
export const DEFAULT_SHIPPING_RULES: ShippingRules = Object.freeze({
  flatPaise: 0,
  freeAbovePaise: null,
  codFeePaise: 0,
  codMaxPaise: null,
  cutoffHour: 14,
  holidays: [] as string[],
}) as ShippingRules;

/**
 * The shipping and Cash on Delivery fee of an order whose goods cost `goodsPaise` after discounts. An
 * empty cart pays nothing; shipping is free from `freeAbovePaise` up.
 */
export function shippingCharges(
  rules: ShippingRules,
  input: { goodsPaise: Paise; cod: boolean },
): { shippingPaise: Paise; codFeePaise: Paise } {
  if (input.goodsPaise <= 0) return { shippingPaise: 0, codFeePaise: 0 };
  const free = rules.freeAbovePaise !== null && input.goodsPaise >= rules.freeAbovePaise;
  return {
    shippingPaise: free ? 0 : rules.flatPaise,
    codFeePaise: input.cod ? rules.codFeePaise : 0,
  };
}

/** Whether Cash on Delivery may be offered for goods of `goodsPaise` under the owner's maximum. */
export function codWithinMaximum(rules: ShippingRules, goodsPaise: Paise): boolean {
  return rules.codMaxPaise === null || goodsPaise <= rules.codMaxPaise;
}
