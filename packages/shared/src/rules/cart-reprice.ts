import type { CartResponse, Totals } from '../schemas/cart.ts';
import type { CartTotals } from './cart-pricing.ts';
import { toPaise, toRupees } from './money.ts';
import { type PromotionLine, pricePromotions, promotionTotals } from './promotions.ts';
import { DEFAULT_SHIPPING_RULES, shippingCharges } from './shipping-rules.ts';

/** Paise totals (`priceCart`'s, after the promotions) as the rupee numbers the cart's answer speaks. */
export function cartTotalsAnswer(
  totals: CartTotals,
  promo: { code: string; percent: number } | null,
): Totals {
  return {
    itemCount: totals.itemCount,
    originalPrice: toRupees(totals.originalPaise),
    totalDiscountPrice: toRupees(totals.subtotalPaise),
    promoCode: promo?.code ?? null,
    promoPercent: promo?.percent ?? 0,
    promoDiscount: toRupees(totals.promoDiscountPaise),
    shippingPrice: toRupees(totals.shippingPaise),
    subtotalPrice: toRupees(totals.totalPaise - totals.shippingPaise - totals.codFeePaise),
    totalPrice: toRupees(totals.totalPaise),
    shippingPaise: totals.shippingPaise,
    codFeePaise: totals.codFeePaise,
  };
}

/** What a cart's answer says of its price, worked out again. */
export type RepricedCart = Pick<
  CartResponse,
  'totals' | 'itemCount' | 'shippingPaise' | 'codFeePaise' | 'next'
> & {
  promotions: NonNullable<CartResponse['promotions']>;
};

/**
 * The cart's price with some lines' quantities changed (line id → quantity; 0 leaves the line out), by the
 * engine the server prices with (docs/decisions/0034-promotion-engine.md) on what the answer says it
 * priced with (`pricing`). With no change it gives the answer's own figures: the cart page shows a change's
 * totals at once while the change is on its way, and the server's answer then replaces them. Null for an
 * answer without `pricing`.
 */
export function repriceCart(
  cart: CartResponse,
  quantities: ReadonlyMap<string, number> = new Map(),
): RepricedCart | null {
  const { pricing } = cart;
  if (!pricing) return null;
  const lines = cart.items
    .map((item) => ({ item, quantity: quantities.get(item._id) ?? item.quantity }))
    .filter((line) => line.quantity > 0);
  // As the server gives them to the engine: a bundle is one line, its id as the product's and the bundle's.
  const engineLines: PromotionLine[] = lines.map(({ item, quantity }) => {
    const bundleId = item.bundle ? item.productId._id : null;
    return {
      productId: item.productId._id,
      variantId: bundleId === null ? item.variantId : null,
      categoryIds: pricing.categoryIds[item.productId._id] ?? [],
      bundleId,
      unitPaise: toPaise(item.discountPrice),
      quantity,
    };
  });
  const rules = { ...DEFAULT_SHIPPING_RULES, ...pricing.charges };
  const priced = pricePromotions(engineLines, pricing.promotions, {
    code: pricing.code,
    firstOrder: pricing.firstOrder,
    charges: (goodsPaise) => shippingCharges(rules, { goodsPaise, cod: false }),
  });
  const totals = promotionTotals(
    lines.map(({ item, quantity }) => ({
      unitPaise: toPaise(item.discountPrice),
      listUnitPaise: toPaise(item.price),
      quantity,
    })),
    priced,
  );
  const code = pricing.promotions.find(
    (promotion) => promotion.code !== null && promotion.code === pricing.code,
  );
  const percent = code?.benefit.kind === 'percent' ? code.benefit.percent : 0;
  const goodsPaise = totals.subtotalPaise - totals.promoDiscountPaise;
  return {
    totals: cartTotalsAnswer(totals, code ? { code: code.code!, percent } : null),
    itemCount: totals.itemCount,
    shippingPaise: totals.shippingPaise,
    codFeePaise: shippingCharges(rules, { goodsPaise, cod: true }).codFeePaise,
    promotions: priced.applied.map(({ id, name, discountPaise }) => ({ id, name, discountPaise })),
    next: priced.next,
  };
}
