import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indianStates, isIndianState, isPincode } from './address.ts';
import { priceCart } from './cart-pricing.ts';
import {
  canTransition,
  isCancellable,
  isReturnable,
  orderStatuses,
  paymentLabel,
  shortOrderId,
  statusColour,
  statusLabel,
  trackerSteps,
} from './order-status.ts';
import { normalisePromoCode, promoAppliedMessage } from './promo.ts';

describe('order status machine', () => {
  it.each([
    ['pending', 'processing', true],
    ['processing', 'shipped', true],
    ['shipped', 'delivered', true],
    ['pending', 'cancelled', true],
    ['processing', 'cancelled', true],
    ['delivered', 'return_requested', true],
    ['return_requested', 'returned', true],
    ['shipped', 'cancelled', false],
    ['delivered', 'pending', false],
    ['cancelled', 'processing', false],
    ['pending', 'delivered', false],
  ] as const)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('never allows leaving a final state', () => {
    for (const to of orderStatuses) {
      expect(canTransition('cancelled', to)).toBe(false);
      expect(canTransition('returned', to)).toBe(false);
    }
  });

  it('lets a shopper cancel only before shipping', () => {
    expect(orderStatuses.filter(isCancellable)).toEqual(['pending', 'processing']);
  });

  it('accepts returns for 48 hours after delivery', () => {
    const delivered = new Date('2026-11-01T10:00:00Z');
    expect(isReturnable('delivered', delivered, new Date('2026-11-03T10:00:00Z'))).toBe(true);
    expect(isReturnable('delivered', delivered, new Date('2026-11-03T10:00:01Z'))).toBe(false);
    expect(isReturnable('shipped', delivered, new Date('2026-11-02T10:00:00Z'))).toBe(false);
  });
});

describe('tracker, badges and labels', () => {
  const done = (status: string) =>
    trackerSteps(status)
      .filter((step) => step.complete)
      .map((step) => step.label);

  it('follows the status machine of docs/PRODUCT.md §4.4', () => {
    expect(done('pending')).toEqual(['Order Placed']);
    expect(done('processing')).toEqual(['Order Placed', 'Processing']);
    expect(done('shipped')).toEqual(['Order Placed', 'Processing', 'Shipped']);
    expect(done('delivered')).toEqual(['Order Placed', 'Processing', 'Shipped', 'Delivered']);
    expect(trackerSteps('cancelled').map((step) => step.label)).toContain('Cancelled');
    expect(done('cancelled')).toEqual(['Order Placed', 'Processing', 'Shipped', 'Cancelled']);
  });

  it('colours badges and falls back to grey', () => {
    expect(statusColour('processing')).toBe('yellow');
    expect(statusColour('Shipped')).toBe('blue');
    expect(statusColour('delivered')).toBe('green');
    expect(statusColour('cancelled')).toBe('red');
    expect(statusColour('Order Confirmed')).toBe('grey');
  });

  it('writes short ids, labels and payment status', () => {
    expect(shortOrderId('65f1c0ab12cd34ef56a7b8c9')).toBe('A7B8C9');
    expect(statusLabel('return_requested')).toBe('Return Requested');
    expect(paymentLabel('paid')).toBe('Paid');
    expect(paymentLabel('pending')).toBe('Not Paid');
    expect(paymentLabel(undefined)).toBe('Not Paid');
    expect(paymentLabel('not_required')).toBe('Nothing to pay');
  });
});

describe('priceCart', () => {
  it('sums selling prices, counts items and applies the promo to the subtotal', () => {
    const totals = priceCart(
      [
        { unitPaise: 44950, listUnitPaise: 49900, quantity: 2 },
        { unitPaise: 19900, listUnitPaise: 19900, quantity: 1 },
      ],
      10,
    );
    expect(totals).toEqual({
      itemCount: 3,
      originalPaise: 119700,
      subtotalPaise: 109800,
      promoDiscountPaise: 10980,
      shippingPaise: 0,
      codFeePaise: 0,
      totalPaise: 98820,
    });
  });

  it('adds the charges priced from the goods after the promo, and none to an empty cart', () => {
    const line = { unitPaise: 100_000, listUnitPaise: 100_000, quantity: 1 };
    // Free from ₹1,000 of goods: a 10 % code brings the goods under it, so shipping is charged.
    const charges = (goods: number) => ({ shippingPaise: goods >= 100_000 ? 0 : 4900, codFeePaise: 2500 });
    expect(priceCart([line], 0, charges)).toMatchObject({
      shippingPaise: 0,
      codFeePaise: 2500,
      totalPaise: 102_500,
    });
    expect(priceCart([line], 10, charges)).toMatchObject({
      promoDiscountPaise: 10_000,
      shippingPaise: 4900,
      codFeePaise: 2500,
      totalPaise: 97_400,
    });
    expect(priceCart([], 0, charges)).toMatchObject({ shippingPaise: 0, codFeePaise: 0, totalPaise: 0 });
    expect(() => priceCart([line], 0, () => ({ shippingPaise: -1, codFeePaise: 0 }))).toThrow(RangeError);
  });

  it('makes a 100% code free and an empty cart zero', () => {
    expect(priceCart([{ unitPaise: 999, listUnitPaise: 999, quantity: 3 }], 100).totalPaise).toBe(0);
    expect(priceCart([]).totalPaise).toBe(0);
  });

  it('refuses bad quantities and percents', () => {
    expect(() => priceCart([{ unitPaise: 100, listUnitPaise: 100, quantity: 0 }])).toThrow(RangeError);
    expect(() => priceCart([{ unitPaise: 100, listUnitPaise: 100, quantity: 1.5 }])).toThrow(RangeError);
    expect(() => priceCart([], 101)).toThrow(RangeError);
  });

  it('never goes negative and never exceeds the subtotal', () => {
    const line = fc.record({
      unitPaise: fc.integer({ min: 0, max: 10_000_000 }),
      listUnitPaise: fc.integer({ min: 0, max: 10_000_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), fc.integer({ min: 0, max: 100 }), (lines, percent) => {
        const totals = priceCart(lines, percent);
        return (
          totals.totalPaise >= 0 &&
          totals.totalPaise <= totals.subtotalPaise &&
          Number.isInteger(totals.totalPaise)
        );
      }),
    );
  });
});

describe('promo codes and addresses', () => {
  it('normalises codes and words the message', () => {
    expect(normalisePromoCode('  welcome10 ')).toBe('WELCOME10');
    expect(promoAppliedMessage('WELCOME10', 10)).toBe('WELCOME10 applied! You got 10% off.');
  });

  it('knows 28 states and 8 union territories, and PIN codes', () => {
    expect(indianStates).toHaveLength(36);
    expect(isIndianState('Karnataka')).toBe(true);
    expect(isIndianState('Bavaria')).toBe(false);
    expect(isPincode('560001')).toBe(true);
    expect(isPincode('060001')).toBe(false);
    expect(isPincode('56001')).toBe(false);
  });
});
