import { assertPaise, type Paise } from './money.ts';

export interface PricedLine {
  /** What one unit costs the shopper now (discount price when there is one). */
  unitPaise: Paise;
  /** The list price of one unit, for the struck-out original. */
  listUnitPaise: Paise;
  quantity: number;
}

export interface CartTotals {
  itemCount: number;
  /** Sum of list price × quantity. */
  originalPaise: Paise;
  /** Sum of selling price × quantity (docs/PRODUCT.md §9: cart total = Σ discountPrice × quantity). */
  subtotalPaise: Paise;
  promoDiscountPaise: Paise;
  /** The owner's shipping charge (docs/PRODUCT.md §9.1); 0 when free. */
  shippingPaise: Paise;
  /** The Cash on Delivery fee, only on totals priced for Cash on Delivery; else 0. */
  codFeePaise: Paise;
  /** What is paid: subtotal − promo discount + shipping + Cash on Delivery fee. */
  totalPaise: Paise;
}

/** Shipping and the Cash on Delivery fee of goods worth `goodsPaise` after discounts. */
export type ChargesOf = (goodsPaise: Paise) => { shippingPaise: Paise; codFeePaise: Paise };

/** The default shop's charges: shipping free, no Cash on Delivery fee (docs/PRODUCT.md §9.1). */
export const freeShipping: ChargesOf = () => ({ shippingPaise: 0, codFeePaise: 0 });

/**
 * Totals of a cart or order, in paise, with an optional promo percent off the subtotal. `charges`
 * prices shipping and the Cash on Delivery fee from the goods after the promo (the owner's rules,
 * `shippingCharges`); an empty cart is charged nothing.
 */
export function priceCart(
  lines: PricedLine[],
  promoPercent = 0,
  charges: ChargesOf = freeShipping,
): CartTotals {
  if (!Number.isInteger(promoPercent) || promoPercent < 0 || promoPercent > 100) {
    throw new RangeError(`Promo percent must be a whole number from 0 to 100: ${promoPercent}`);
  }
  let itemCount = 0;
  let originalPaise = 0;
  let subtotalPaise = 0;
  for (const line of lines) {
    assertQuantity(line.quantity);
    assertPaise(line.unitPaise);
    assertPaise(line.listUnitPaise);
    itemCount += line.quantity;
    originalPaise += line.listUnitPaise * line.quantity;
    subtotalPaise += line.unitPaise * line.quantity;
  }
  const promoDiscountPaise = Math.round((subtotalPaise * promoPercent) / 100);
  const { shippingPaise, codFeePaise } = lines.length
    ? charges(subtotalPaise - promoDiscountPaise)
    : { shippingPaise: 0, codFeePaise: 0 };
  assertPaise(shippingPaise);
  assertPaise(codFeePaise);
  if (shippingPaise < 0 || codFeePaise < 0) {
    throw new RangeError(`Charges cannot be negative: ${shippingPaise}, ${codFeePaise}`);
  }
  return {
    itemCount,
    originalPaise,
    subtotalPaise,
    promoDiscountPaise,
    shippingPaise,
    codFeePaise,
    totalPaise: subtotalPaise - promoDiscountPaise + shippingPaise + codFeePaise,
  };
}

export const MAX_LINE_QUANTITY = 99;

function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`Quantity must be a whole number of at least 1: ${quantity}`);
  }
}
