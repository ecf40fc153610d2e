import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Promotion, type PromotionContext, type PromotionLine, pricePromotions } from './promotions.ts';

const line = (overrides: Partial<PromotionLine> = {}): PromotionLine => ({
  productId: 'p1',
  variantId: null,
  categoryIds: ['c1'],
  bundleId: null,
  unitPaise: 50_000,
  quantity: 1,
  ...overrides,
});

const promotion = (overrides: Partial<Promotion> & Pick<Promotion, 'benefit'>): Promotion => ({
  id: overrides.id ?? 'promo',
  name: overrides.name ?? 'Promotion',
  code: null,
  scope: null,
  minOrderPaise: 0,
  minQuantity: 0,
  firstOrderOnly: false,
  combinable: false,
  ...overrides,
});

// Shipping ₹49 below ₹499 of goods, free from there (an owner's rule of docs/PRODUCT.md §9.1's kind).
const context = (overrides: Partial<PromotionContext> = {}): PromotionContext => ({
  code: null,
  firstOrder: false,
  charges: (goods) => ({ shippingPaise: goods >= 49_900 ? 0 : 4_900, codFeePaise: 0 }),
  ...overrides,
});

const hundredOffAbove999 = promotion({
  id: 'flat100',
  name: '₹100 off above ₹999',
  benefit: { kind: 'amount', amountPaise: 10_000 },
  minOrderPaise: 99_900,
});
const freeShippingAbove499 = promotion({
  id: 'ship',
  name: 'Free shipping above ₹499',
  benefit: { kind: 'free_shipping' },
  minOrderPaise: 49_900,
  combinable: true,
});

describe('pricing a cart with promotions', () => {
  it('takes ₹100 off at ₹999 of goods and tells a smaller cart what it still needs', () => {
    const short = pricePromotions([line({ unitPaise: 78_700 })], [hundredOffAbove999], context());
    expect(short.applied).toEqual([]);
    expect(short.next).toEqual({ message: 'Add ₹212.00 more to get ₹100.00 off', missingPaise: 21_200 });

    const enough = pricePromotions([line({ unitPaise: 99_900 })], [hundredOffAbove999], context());
    expect(enough.applied).toEqual([
      { id: 'flat100', name: '₹100 off above ₹999', code: null, discountPaise: 10_000 },
    ]);
    expect(enough.totalPaise).toBe(89_900);
    expect(enough.next).toBeNull();
  });

  it('waives the shipping from ₹499 and names the shortfall below it', () => {
    const below = pricePromotions([line({ unitPaise: 28_700 })], [freeShippingAbove499], context());
    expect(below.shippingPaise).toBe(4_900);
    expect(below.next?.message).toBe('Add ₹212.00 more for free shipping');
  });

  it('gives the cheapest unit free on buy 2 get 1 of the same items', () => {
    const buy2get1 = promotion({ benefit: { kind: 'buy_x_get_y', buy: 2, get: 1, getScope: null } });
    const priced = pricePromotions(
      [line({ unitPaise: 60_000, quantity: 2 }), line({ productId: 'p2', unitPaise: 40_000 })],
      [buy2get1],
      context(),
    );
    expect(priced.lineDiscountsPaise).toEqual([0, 40_000]);
    expect(priced.totalPaise).toBe(120_000);
  });

  it('caps a percent off at its maximum and spreads it over the lines in scope only', () => {
    const tenOffWellness = promotion({
      benefit: { kind: 'percent', percent: 10, maxDiscountPaise: 5_000 },
      scope: { productIds: null, variantIds: null, categoryIds: ['wellness'], bundleIds: null },
    });
    const priced = pricePromotions(
      [
        line({ categoryIds: ['wellness'], unitPaise: 40_000 }),
        line({ productId: 'p2', categoryIds: ['wellness'], unitPaise: 60_000 }),
        line({ productId: 'p3', categoryIds: ['skin'], unitPaise: 90_000 }),
      ],
      [tenOffWellness],
      context(),
    );
    expect(priced.goodsDiscountPaise).toBe(5_000);
    expect(priced.lineDiscountsPaise).toEqual([2_000, 3_000, 0]);
  });

  it('applies the entered code alone when it does not combine, even beside a better automatic one', () => {
    const code = promotion({
      id: 'code',
      code: 'SAVE5',
      benefit: { kind: 'percent', percent: 5, maxDiscountPaise: null },
    });
    const priced = pricePromotions(
      [line({ unitPaise: 120_000 })],
      [hundredOffAbove999, code],
      context({ code: 'SAVE5' }),
    );
    expect(priced.applied.map((entry) => entry.id)).toEqual(['code']);
  });

  it('stacks combinable promotions only, and picks the best of the automatic ones otherwise', () => {
    const percent = promotion({
      id: 'pct',
      benefit: { kind: 'percent', percent: 5, maxDiscountPaise: null },
      combinable: true,
    });
    const priced = pricePromotions(
      [line({ unitPaise: 120_000 })],
      [hundredOffAbove999, freeShippingAbove499, percent],
      context(),
    );
    // ₹100 off alone (₹1,100) beats 5 % off with free shipping (₹1,140; shipping was free anyway).
    expect(priced.applied.map((entry) => entry.id)).toEqual(['flat100']);
    expect(priced.totalPaise).toBe(110_000);
  });

  it('refuses a first-order code to a returning shopper and says why', () => {
    const welcome = promotion({
      code: 'WELCOME',
      benefit: { kind: 'amount', amountPaise: 5_000 },
      firstOrderOnly: true,
    });
    const priced = pricePromotions([line()], [welcome], context({ code: 'WELCOME', firstOrder: false }));
    expect(priced.applied).toEqual([]);
    expect(priced.codeRefusal).toBe('This code is for a first order only');
  });
});

const arbitraryScope = fc.option(
  fc.record({
    productIds: fc.option(fc.subarray(['p1', 'p2', 'p3'], { minLength: 1 }), { nil: null }),
    variantIds: fc.constant(null),
    categoryIds: fc.option(fc.subarray(['c1', 'c2'], { minLength: 1 }), { nil: null }),
    bundleIds: fc.constant(null),
  }),
  { nil: null },
);

const arbitraryPromotion = fc.record({
  id: fc.uuid(),
  name: fc.constant('Generated'),
  code: fc.option(fc.constantFrom('A', 'B'), { nil: null }),
  benefit: fc.oneof(
    fc.record({
      kind: fc.constant('percent' as const),
      percent: fc.integer({ min: 1, max: 100 }),
      maxDiscountPaise: fc.option(fc.integer({ min: 1, max: 500_000 }), { nil: null }),
    }),
    fc.record({ kind: fc.constant('amount' as const), amountPaise: fc.integer({ min: 1, max: 2_000_000 }) }),
    fc.record({ kind: fc.constant('free_shipping' as const) }),
    fc.record({
      kind: fc.constant('buy_x_get_y' as const),
      buy: fc.integer({ min: 1, max: 3 }),
      get: fc.integer({ min: 1, max: 2 }),
      getScope: arbitraryScope,
    }),
  ),
  scope: arbitraryScope,
  minOrderPaise: fc.integer({ min: 0, max: 300_000 }),
  minQuantity: fc.integer({ min: 0, max: 4 }),
  firstOrderOnly: fc.boolean(),
  combinable: fc.boolean(),
});

const arbitraryLine = fc.record({
  productId: fc.constantFrom('p1', 'p2', 'p3'),
  variantId: fc.constant(null),
  categoryIds: fc.subarray(['c1', 'c2']),
  bundleId: fc.constant(null),
  unitPaise: fc.integer({ min: 0, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 5 }),
});

const arbitraryCart = fc.record({
  lines: fc.array(arbitraryLine, { maxLength: 5 }),
  promotions: fc.array(arbitraryPromotion, { maxLength: 5 }),
  code: fc.option(fc.constantFrom('A', 'B'), { nil: null }),
  firstOrder: fc.boolean(),
});

describe('promotion pricing, for any cart and any promotions', () => {
  const price = ({
    lines,
    promotions,
    code,
    firstOrder,
  }: {
    lines: PromotionLine[];
    promotions: Promotion[];
    code: string | null;
    firstOrder: boolean;
  }) => pricePromotions(lines, promotions, context({ code, firstOrder }));
  const undiscounted = (lines: PromotionLine[]) => pricePromotions(lines, [], context());

  it('never goes below zero nor above the total without promotions', () => {
    fc.assert(
      fc.property(arbitraryCart, (cart) => {
        const priced = price(cart);
        expect(priced.totalPaise).toBeGreaterThanOrEqual(0);
        expect(priced.totalPaise).toBeLessThanOrEqual(undiscounted(cart.lines).totalPaise);
      }),
    );
  });

  it('spreads every paisa of discount over lines, none below zero, adding up to what each promotion gave', () => {
    fc.assert(
      fc.property(arbitraryCart, (cart) => {
        const priced = price(cart);
        priced.lineDiscountsPaise.forEach((discount, index) => {
          const line = cart.lines[index]!;
          expect(Number.isInteger(discount)).toBe(true);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(line.unitPaise * line.quantity);
        });
        const spread = priced.lineDiscountsPaise.reduce((sum, discount) => sum + discount, 0);
        expect(spread).toBe(priced.goodsDiscountPaise);
        const given = priced.applied.reduce((sum, entry) => sum + entry.discountPaise, 0);
        expect(given).toBe(
          priced.goodsDiscountPaise + (undiscounted(cart.lines).shippingPaise - priced.shippingPaise),
        );
      }),
    );
  });

  it('applies at most one code, and several promotions only when all of them combine', () => {
    fc.assert(
      fc.property(arbitraryCart, (cart) => {
        const priced = price(cart);
        const applied = priced.applied.map((entry) => cart.promotions.find((p) => p.id === entry.id)!);
        expect(applied.filter((p) => p.code !== null).length).toBeLessThanOrEqual(1);
        if (applied.length > 1) expect(applied.every((p) => p.combinable)).toBe(true);
        for (const p of applied) if (p.code !== null) expect(p.code).toBe(cart.code);
      }),
    );
  });

  it('never makes a cart dearer for the shop having one more automatic promotion', () => {
    fc.assert(
      fc.property(arbitraryCart, arbitraryPromotion, (cart, extra) => {
        const without = price({ ...cart, code: null });
        const withIt = price({
          ...cart,
          code: null,
          promotions: [...cart.promotions, { ...extra, code: null }],
        });
        expect(withIt.totalPaise).toBeLessThanOrEqual(without.totalPaise);
      }),
    );
  });
});
