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
  shippingPaise: Paise;
  totalPaise: Paise;
}

/** Shipping is always free (docs/PRODUCT.md §9). */
const SHIPPING_PAISE = 0;

/** Totals of a cart or order, in paise, with an optional promo percent off the subtotal. */
export function priceCart(lines: PricedLine[], promoPercent = 0): CartTotals {
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
  const shippingPaise = lines.length ? SHIPPING_PAISE : 0;
  return {
    itemCount,
    originalPaise,
    subtotalPaise,
    promoDiscountPaise,
    shippingPaise,
    totalPaise: subtotalPaise - promoDiscountPaise + shippingPaise,
  };
}

export const MAX_LINE_QUANTITY = 99;

function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`Quantity must be a whole number of at least 1: ${quantity}`);
  }
}
