import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOff, sellingPrice } from './pricing.ts';

describe('percentOff', () => {
  it.each([
    [99900, 69900, 30],
    [100000, 66650, 33],
    [100000, 66600, 33],
    [100000, 66500, 34],
    [49900, 49900, 0],
    [49900, null, 0],
    [49900, 59900, 0],
    [0, 0, 0],
  ])('price %i, discount %s → %i%%', (price, discount, expected) => {
    expect(percentOff(price, discount)).toBe(expected);
  });

  it('always lies between 0 and 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (price, discount) => {
        const off = percentOff(price, discount);
        return off >= 0 && off <= 100;
      }),
    );
  });
});

describe('sellingPrice', () => {
  it('uses the discount only when it saves money', () => {
    expect(sellingPrice(49900, 44900)).toBe(44900);
    expect(sellingPrice(49900, null)).toBe(49900);
    expect(sellingPrice(49900, 59900)).toBe(49900);
  });
});
