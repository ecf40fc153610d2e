import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees, toPaise, toRupees } from './money.ts';

describe('money', () => {
  it.each([
    [0, '₹0.00'],
    [44950, '₹449.50'],
    [123456789, '₹12,34,567.89'],
    [10000000, '₹1,00,000.00'],
  ])('formats %i paise as %s in en-IN', (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });

  it('drops the paise of whole rupees when compact', () => {
    expect(formatRupees(49900, { compact: true })).toBe('₹499');
    expect(formatRupees(44950, { compact: true })).toBe('₹449.50');
  });

  it('converts rupees to paise without float drift', () => {
    expect(toPaise(449.5)).toBe(44950);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(19.99)).toBe(1999);
  });

  it('refuses fractional paise and non-numbers', () => {
    expect(() => toRupees(10.5)).toThrow(RangeError);
    expect(() => toPaise(Number.NaN)).toThrow(RangeError);
    expect(() => formatRupees(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips every paise amount through rupees', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => toPaise(toRupees(paise)) === paise),
    );
  });
});
