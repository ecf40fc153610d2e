import { describe, expect, it } from 'vitest';
import { checkoutLines, totalsOfLines } from './bundles.lines.ts';

const bundle = {
  id: 'kit',
  name: 'Calm Kit',
  unitPaise: 99_901,
  components: [
    { productId: 'a', variantId: 'a', quantity: 2, unitPricePaise: 44_900, listPricePaise: 49_900 },
    { productId: 'b', variantId: 'b', quantity: 1, unitPricePaise: 24_900, listPricePaise: 24_900 },
  ],
};

describe('a bundle line at checkout', () => {
  it('is one line to the promotions engine, at the bundle price', () => {
    const { engine } = checkoutLines([
      { productId: 'kit', variantId: 'kit', quantity: 2, unitPricePaise: 0, listPricePaise: 0, bundle },
    ]);
    expect(engine).toEqual([
      { productId: 'kit', variantId: 'kit', bundleId: 'kit', unitPaise: 99_901, quantity: 2 },
    ]);
  });

  it('becomes its components, the saving and a promotion’s share spread to the paisa', () => {
    const { expand } = checkoutLines([
      {
        productId: 'x',
        variantId: 'x',
        quantity: 1,
        unitPricePaise: 10_000,
        listPricePaise: 12_000,
        bundle: null,
      },
      { productId: 'kit', variantId: 'kit', quantity: 2, unitPricePaise: 0, listPricePaise: 0, bundle },
    ]);
    // The engine took 1,000 paise off the product alone and 9,991 off the bundle line.
    const { lines, discountsPaise } = expand([1_000, 9_991]);
    expect(lines.map((line) => [line.variantId, line.quantity, line.bundle?.quantity ?? null])).toEqual([
      ['x', 1, null],
      ['a', 4, 2],
      ['b', 2, 2],
    ]);
    expect(discountsPaise[0]).toBe(1_000);
    const paidForKit = lines
      .slice(1)
      .reduce(
        (sum, line, index) => sum + line.unitPricePaise * line.quantity - discountsPaise[index + 1]!,
        0,
      );
    expect(paidForKit).toBe(2 * 99_901 - 9_991);
    // The totals count the bundle once at its price; its saving is not a promotion's discount.
    const totals = totalsOfLines(lines);
    expect(totals.lines).toEqual([
      { unitPaise: 10_000, listUnitPaise: 12_000, quantity: 1 },
      { unitPaise: 99_901, listUnitPaise: 2 * 49_900 + 24_900, quantity: 2 },
    ]);
    expect(totals.bundleSavingsPaise).toBe(2 * (2 * 44_900 + 24_900) - 2 * 99_901);
  });
});
