import { describe, expect, it } from 'vitest';
import { codWithinMaximum, DEFAULT_SHIPPING_RULES, shippingCharges } from './shipping-rules.ts';

const rules = { ...DEFAULT_SHIPPING_RULES, flatPaise: 4_900, freeAbovePaise: 99_900, codFeePaise: 3_000 };

describe('shipping charges', () => {
  it('a new shop ships free with no Cash on Delivery fee, cut-off 2 PM, no holidays', () => {
    expect(DEFAULT_SHIPPING_RULES).toEqual({
      flatPaise: 0,
      freeAbovePaise: null,
      codFeePaise: 0,
      codMaxPaise: null,
      cutoffHour: 14,
      holidays: [],
    });
    expect(shippingCharges(DEFAULT_SHIPPING_RULES, { goodsPaise: 50_000, cod: true })).toEqual({
      shippingPaise: 0,
      codFeePaise: 0,
    });
  });

  it('charges the flat rate below the free-above value and nothing from it up', () => {
    expect(shippingCharges(rules, { goodsPaise: 99_899, cod: false })).toEqual({
      shippingPaise: 4_900,
      codFeePaise: 0,
    });
    expect(shippingCharges(rules, { goodsPaise: 99_900, cod: false })).toEqual({
      shippingPaise: 0,
      codFeePaise: 0,
    });
    expect(shippingCharges(rules, { goodsPaise: 250_000, cod: false })).toEqual({
      shippingPaise: 0,
      codFeePaise: 0,
    });
  });

  it('always charges the flat rate when shipping is never free', () => {
    expect(
      shippingCharges({ ...rules, freeAbovePaise: null }, { goodsPaise: 10_000_000, cod: false })
        .shippingPaise,
    ).toBe(4_900);
  });

  it('adds the Cash on Delivery fee only to a COD order, even when shipping is free', () => {
    expect(shippingCharges(rules, { goodsPaise: 10_000, cod: true })).toEqual({
      shippingPaise: 4_900,
      codFeePaise: 3_000,
    });
    expect(shippingCharges(rules, { goodsPaise: 120_000, cod: true })).toEqual({
      shippingPaise: 0,
      codFeePaise: 3_000,
    });
  });

  it('an empty cart pays nothing', () => {
    expect(shippingCharges(rules, { goodsPaise: 0, cod: true })).toEqual({
      shippingPaise: 0,
      codFeePaise: 0,
    });
  });

  it('offers Cash on Delivery up to and including the maximum', () => {
    expect(codWithinMaximum(rules, 1_000_000_00)).toBe(true);
    const capped = { ...rules, codMaxPaise: 500_000 };
    expect(codWithinMaximum(capped, 500_000)).toBe(true);
    expect(codWithinMaximum(capped, 500_001)).toBe(false);
  });
});
