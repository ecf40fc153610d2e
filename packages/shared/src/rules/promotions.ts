import { type CartTotals, type PricedLine, priceCart } from './cart-pricing.ts';
import { allocateDiscount } from './gst.ts';
import { assertPaise, formatRupees, type Paise } from './money.ts';

/**
 * The promotions engine (docs/decisions/0034-promotion-engine.md): one pure function that prices a cart with the
 * shop's promotions, run by the server for every total it charges and by the browser for what it shows.
 * Whether a promotion may be used at all now (its dates, total and per-customer limits) is decided before,
 * by `promoRefusal`; this decides what the cart earns from the usable ones.
 */

/** What a promotion gives. Percent and amount come off the lines in its scope; free shipping, the shipping. */
type PromotionBenefit =
  | { kind: 'percent'; percent: number; maxDiscountPaise: Paise | null }
  | { kind: 'amount'; amountPaise: Paise }
  | { kind: 'free_shipping' }
  /** Buy `buy` units in scope, get `get` units free: of the scope itself, or of `getScope` when set; cheapest free. */
  | { kind: 'buy_x_get_y'; buy: number; get: number; getScope: PromotionScope | null };

/** Which lines a promotion counts and discounts; null lists mean no limit on that axis. */
interface PromotionScope {
  productIds: string[] | null;
  variantIds: string[] | null;
  categoryIds: string[] | null;
  bundleIds: string[] | null;
}

export interface Promotion {
  id: string;
  name: string;
  /** The code a shopper types, or null for one the shop applies by itself. */
  code: string | null;
  benefit: PromotionBenefit;
  scope: PromotionScope | null;
  /** Thresholds on the lines in scope, at selling prices before any promotion. */
  minOrderPaise: Paise;
  minQuantity: number;
  firstOrderOnly: boolean;
  /** Whether it may be applied together with other promotions that also allow it. */
  combinable: boolean;
}

export interface PromotionLine {
  productId: string;
  variantId: string | null;
  categoryIds: string[];
  bundleId: string | null;
  /** What one unit costs now (the selling price). */
  unitPaise: Paise;
  quantity: number;
}

export interface PromotionContext {
  /** The code the shopper entered (normalised), if any. */
  code: string | null;
  /** Whether the shopper has never ordered (first-order promotions). */
  firstOrder: boolean;
  /** Shipping and the Cash on Delivery fee for goods worth the given amount (the owner's rules). */
  charges: (goodsPaise: Paise) => { shippingPaise: Paise; codFeePaise: Paise };
}

interface AppliedPromotion {
  id: string;
  name: string;
  code: string | null;
  /** What it took off the goods, plus the shipping it waived. */
  discountPaise: Paise;
}

export interface PromotionPricing {
  subtotalPaise: Paise;
  applied: AppliedPromotion[];
  /** Per line (in the order given), the goods discount it carries; the invoice taxes what is left. */
  lineDiscountsPaise: Paise[];
  goodsDiscountPaise: Paise;
  shippingPaise: Paise;
  codFeePaise: Paise;
  totalPaise: Paise;
  /** The nearest promotion the cart misses only by value: 'Add ₹212 more for free shipping'. */
  next: { message: string; missingPaise: Paise } | null;
  /** Why the entered code earns nothing (unknown codes are refused before), or null. */
  codeRefusal: string | null;
}

const inScope = (scope: PromotionScope | null, line: PromotionLine): boolean =>
  !scope ||
  ((!scope.productIds || scope.productIds.includes(line.productId)) &&
    (!scope.variantIds || (line.variantId !== null && scope.variantIds.includes(line.variantId))) &&
    (!scope.categoryIds || line.categoryIds.some((id) => scope.categoryIds?.includes(id))) &&
    (!scope.bundleIds || (line.bundleId !== null && scope.bundleIds.includes(line.bundleId))));

/** What stops a promotion on this cart: null when it applies, else the value or reason it lacks. */
function shortfall(promotion: Promotion, lines: PromotionLine[], context: PromotionContext) {
  if (promotion.firstOrderOnly && !context.firstOrder) return { reason: 'first_order' as const };
  const scoped = lines.filter((line) => inScope(promotion.scope, line));
  const quantity = scoped.reduce((sum, line) => sum + line.quantity, 0);
  const value = scoped.reduce((sum, line) => sum + line.unitPaise * line.quantity, 0);
  if (scoped.length === 0 || quantity < promotion.minQuantity) return { reason: 'quantity' as const };
  if (value < promotion.minOrderPaise)
    return { reason: 'value' as const, missingPaise: promotion.minOrderPaise - value };
  return null;
}

/** The free units of a buy-X-get-Y on lines whose remaining amounts are `left`, as paise per line. */
function freeUnits(
  benefit: Extract<PromotionBenefit, { kind: 'buy_x_get_y' }>,
  promotion: Promotion,
  lines: PromotionLine[],
) {
  const units: { line: number; paise: Paise }[] = [];
  const getScope = benefit.getScope ?? promotion.scope;
  lines.forEach((line, index) => {
    if (inScope(getScope, line))
      for (let n = 0; n < line.quantity; n += 1) units.push({ line: index, paise: line.unitPaise });
  });
  const bought = lines
    .filter((line) => inScope(promotion.scope, line))
    .reduce((sum, line) => sum + line.quantity, 0);
  // Of the same items, every group of buy + get units earns get free; of other items, every buy units earn get.
  const free = benefit.getScope
    ? Math.min(units.length, Math.floor(bought / benefit.buy) * benefit.get)
    : Math.floor(units.length / (benefit.buy + benefit.get)) * benefit.get;
  const shares = lines.map(() => 0);
  for (const unit of units.sort((a, b) => a.paise - b.paise).slice(0, free)) shares[unit.line]! += unit.paise;
  return shares;
}

/** The goods discount of one promotion per line, taken from what earlier promotions left of each line. */
function lineShares(promotion: Promotion, lines: PromotionLine[], left: Paise[]): Paise[] {
  const { benefit } = promotion;
  if (benefit.kind === 'free_shipping') return lines.map(() => 0);
  if (benefit.kind === 'buy_x_get_y') {
    return freeUnits(benefit, promotion, lines).map((share, index) => Math.min(share, left[index]!));
  }
  const scoped = left.map((amount, index) => (inScope(promotion.scope, lines[index]!) ? amount : 0));
  const base = scoped.reduce((sum, amount) => sum + amount, 0);
  const wanted =
    benefit.kind === 'percent'
      ? Math.min(
          Math.round((base * benefit.percent) / 100),
          benefit.maxDiscountPaise ?? Number.POSITIVE_INFINITY,
        )
      : benefit.amountPaise;
  return allocateDiscount(scoped, Math.min(wanted, base));
}

// Buy-X-get-Y first (it frees whole units at their price), then percentages, then fixed amounts.
const order: Record<PromotionBenefit['kind'], number> = {
  buy_x_get_y: 0,
  percent: 1,
  amount: 2,
  free_shipping: 3,
};

function priceWith(set: Promotion[], lines: PromotionLine[], context: PromotionContext) {
  const amounts = lines.map((line) => line.unitPaise * line.quantity);
  const subtotalPaise = amounts.reduce((sum, amount) => sum + amount, 0);
  const left = [...amounts];
  const applied: AppliedPromotion[] = [];
  for (const promotion of [...set].sort((a, b) => order[a.benefit.kind] - order[b.benefit.kind])) {
    const shares = lineShares(promotion, lines, left);
    shares.forEach((share, index) => {
      left[index]! -= share;
    });
    applied.push({
      id: promotion.id,
      name: promotion.name,
      code: promotion.code,
      discountPaise: shares.reduce((s, x) => s + x, 0),
    });
  }
  const goodsPaise = left.reduce((sum, amount) => sum + amount, 0);
  // A promotion never puts the charges up: each is the lower of its price on the goods after and before it.
  const after = lines.length ? context.charges(goodsPaise) : { shippingPaise: 0, codFeePaise: 0 };
  const before = lines.length ? context.charges(subtotalPaise) : after;
  const pricedShipping = Math.min(after.shippingPaise, before.shippingPaise);
  const waived = set.some((promotion) => promotion.benefit.kind === 'free_shipping') ? pricedShipping : 0;
  for (const entry of applied) {
    if (set.find((promotion) => promotion.id === entry.id)?.benefit.kind === 'free_shipping')
      entry.discountPaise = waived;
  }
  const shippingPaise = pricedShipping - waived;
  const codFeePaise = Math.min(after.codFeePaise, before.codFeePaise);
  for (const value of [shippingPaise, codFeePaise]) assertPaise(value);
  return {
    subtotalPaise,
    applied,
    lineDiscountsPaise: amounts.map((amount, index) => amount - left[index]!),
    goodsDiscountPaise: subtotalPaise - goodsPaise,
    shippingPaise,
    codFeePaise,
    totalPaise: goodsPaise + shippingPaise + codFeePaise,
  };
}

function nextMessage(promotion: Promotion, missingPaise: Paise): string {
  const more = `Add ${formatRupees(missingPaise)} more`;
  const { benefit } = promotion;
  if (benefit.kind === 'free_shipping') return `${more} for free shipping`;
  if (benefit.kind === 'percent') return `${more} to get ${benefit.percent}% off`;
  if (benefit.kind === 'amount') return `${more} to get ${formatRupees(benefit.amountPaise)} off`;
  return `${more} for ${promotion.name}`;
}

/**
 * Prices `lines` with the usable `promotions`. At most one code applies (the one entered); automatic
 * promotions apply too, and several apply together only when every one of them is combinable. Of the
 * sets allowed, the one that leaves the lowest total wins (ties: fewer promotions, then the list's order),
 * so adding a promotion to the shop never makes a cart dearer.
 */
export function pricePromotions(
  lines: PromotionLine[],
  promotions: Promotion[],
  context: PromotionContext,
): PromotionPricing {
  for (const line of lines) {
    assertPaise(line.unitPaise);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
      throw new RangeError(`Bad quantity: ${line.quantity}`);
  }
  const entered = context.code
    ? (promotions.find((promotion) => promotion.code === context.code) ?? null)
    : null;
  const candidates = promotions.filter((promotion) => promotion.code === null || promotion === entered);
  const usable = candidates.filter((promotion) => shortfall(promotion, lines, context) === null);

  const sets: Promotion[][] = usable.map((promotion) => [promotion]);
  const combinable = usable.filter((promotion) => promotion.combinable);
  if (combinable.length > 1) sets.push(combinable);
  // The code the shopper entered stays in whenever it can apply; otherwise going without is an option too.
  const options =
    entered && usable.includes(entered) ? sets.filter((set) => set.includes(entered)) : [[], ...sets];
  const best = options
    .map((set) => priceWith(set, lines, context))
    .reduce((kept, priced) =>
      priced.totalPaise < kept.totalPaise ||
      (priced.totalPaise === kept.totalPaise && priced.applied.length < kept.applied.length)
        ? priced
        : kept,
    );

  let next: PromotionPricing['next'] = null;
  for (const promotion of candidates) {
    if (best.applied.some((entry) => entry.id === promotion.id)) continue;
    const missing = shortfall(promotion, lines, context);
    if (missing?.reason === 'value' && (!next || missing.missingPaise < next.missingPaise)) {
      next = { message: nextMessage(promotion, missing.missingPaise), missingPaise: missing.missingPaise };
    }
  }
  const codeShortfall = entered ? shortfall(entered, lines, context) : null;
  const codeRefusal =
    !entered || !codeShortfall
      ? null
      : codeShortfall.reason === 'first_order'
        ? 'This code is for a first order only'
        : codeShortfall.reason === 'value'
          ? `Add ${formatRupees(codeShortfall.missingPaise)} more to use this code`
          : 'This code does not apply to the items in your cart';
  return { ...best, next, codeRefusal };
}

/**
 * The cart's totals (`priceCart`'s shape) once the engine has priced it: the goods discount is the
 * promo discount, the shipping is what is left after free shipping, the Cash on Delivery fee as priced.
 */
export function promotionTotals(
  lines: PricedLine[],
  priced: Pick<PromotionPricing, 'goodsDiscountPaise' | 'shippingPaise' | 'codFeePaise'>,
): CartTotals {
  const { shippingPaise, codFeePaise } = priced;
  const totals = priceCart(lines, 0, () => ({ shippingPaise, codFeePaise }));
  return {
    ...totals,
    promoDiscountPaise: priced.goodsDiscountPaise,
    totalPaise: totals.totalPaise - priced.goodsDiscountPaise,
  };
}
