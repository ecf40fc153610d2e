import { assertPaise, type Paise } from './money.ts';

/** Percent off as docs/PRODUCT.md §9 defines it: round((price − discountPrice) / price × 100); 0 when there is no saving. */
export function percentOff(pricePaise: Paise, discountPricePaise: Paise | null | undefined): number {
  assertPaise(pricePaise);
  if (discountPricePaise == null || pricePaise <= 0) return 0;
  assertPaise(discountPricePaise);
  if (discountPricePaise >= pricePaise || discountPricePaise < 0) return 0;
  return Math.round(((pricePaise - discountPricePaise) / pricePaise) * 100);
}

/** The price a shopper pays for one unit: the discount price when it is a real saving, else the list price. */
export function sellingPrice(pricePaise: Paise, discountPricePaise: Paise | null | undefined): Paise {
  if (discountPricePaise == null || discountPricePaise < 0 || discountPricePaise >= pricePaise)
    return pricePaise;
  return discountPricePaise;
}
