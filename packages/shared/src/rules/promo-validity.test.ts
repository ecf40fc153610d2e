import { describe, expect, it } from 'vitest';
import { type PromoTerms, promoRefusal, promoRefusalMessages } from './promo-validity.ts';

const now = new Date('2026-03-01T12:00:00.000Z');
const ms = (offset: number) => new Date(now.getTime() + offset);

/** A code with every limit set, valid right now for a customer who has not used it. */
const terms = (overrides: Partial<PromoTerms> = {}): PromoTerms => ({
  active: true,
  validFrom: ms(-60_000),
  validTo: ms(60_000),
  maxUses: 10,
  uses: 0,
  maxUsesPerCustomer: 1,
  ...overrides,
});

describe('promoRefusal', () => {
  it('accepts a code within every limit', () => {
    expect(promoRefusal(terms(), now, 0)).toBeNull();
  });

  it('refuses an unknown code', () => {
    expect(promoRefusal(null, now, 0)).toBe('unknown');
  });

  describe('switched off', () => {
    it('refuses a code switched off, even within every other limit', () => {
      expect(promoRefusal(terms({ active: false }), now, 0)).toBe('inactive');
    });
  });

  describe('start', () => {
    it('refuses a code one millisecond before it starts', () => {
      expect(promoRefusal(terms({ validFrom: ms(1) }), now, 0)).toBe('not_started');
    });
    it('accepts a code at the very millisecond it starts', () => {
      expect(promoRefusal(terms({ validFrom: now }), now, 0)).toBeNull();
    });
    it('accepts a code with no start', () => {
      expect(promoRefusal(terms({ validFrom: null }), now, 0)).toBeNull();
    });
  });

  describe('end', () => {
    it('accepts a code at the very millisecond it ends', () => {
      expect(promoRefusal(terms({ validTo: now }), now, 0)).toBeNull();
    });
    it('refuses a code one millisecond after it ended', () => {
      expect(promoRefusal(terms({ validTo: ms(-1) }), now, 0)).toBe('expired');
    });
    it('accepts a code with no end', () => {
      expect(promoRefusal(terms({ validTo: null }), now, 0)).toBeNull();
    });
  });

  describe('usage limit', () => {
    it('accepts the last use the limit allows', () => {
      expect(promoRefusal(terms({ maxUses: 10, uses: 9 }), now, 0)).toBeNull();
    });
    it('refuses once the limit is reached', () => {
      expect(promoRefusal(terms({ maxUses: 10, uses: 10 }), now, 0)).toBe('exhausted');
    });
    it('refuses a code whose limit is zero', () => {
      expect(promoRefusal(terms({ maxUses: 0, uses: 0 }), now, 0)).toBe('exhausted');
    });
    it('has no limit when maxUses is null', () => {
      expect(promoRefusal(terms({ maxUses: null, uses: 1_000_000 }), now, 0)).toBeNull();
    });
  });

  describe('per-customer limit', () => {
    it("accepts the customer's last allowed use", () => {
      expect(promoRefusal(terms({ maxUsesPerCustomer: 2 }), now, 1)).toBeNull();
    });
    it('refuses a customer who has used it as often as allowed', () => {
      expect(promoRefusal(terms({ maxUsesPerCustomer: 2 }), now, 2)).toBe('already_used');
    });
    it('has no per-customer limit when maxUsesPerCustomer is null', () => {
      expect(promoRefusal(terms({ maxUsesPerCustomer: null }), now, 50)).toBeNull();
    });
  });

  it('names the first failing limit: switched off, then start, end, total uses, uses per customer', () => {
    const everythingWrong = terms({ active: false, validFrom: ms(1), validTo: ms(-1), uses: 10 });
    expect(promoRefusal(everythingWrong, now, 1)).toBe('inactive');
    expect(promoRefusal({ ...everythingWrong, active: true }, now, 1)).toBe('not_started');
    expect(promoRefusal({ ...everythingWrong, active: true, validFrom: null }, now, 1)).toBe('expired');
    expect(promoRefusal(terms({ uses: 10 }), now, 1)).toBe('exhausted');
  });
});

describe('promoRefusalMessages', () => {
  it('reads unknown, switched-off and not-yet-started codes as an invalid code', () => {
    expect(promoRefusalMessages.unknown).toBe('Invalid promo code');
    expect(promoRefusalMessages.inactive).toBe('Invalid promo code');
    expect(promoRefusalMessages.not_started).toBe('Invalid promo code');
  });
  it('tells an expired, used-up or already-used code apart', () => {
    expect(promoRefusalMessages.expired).toBe('This promo code has expired');
    expect(promoRefusalMessages.exhausted).toBe('This promo code has been fully used');
    expect(promoRefusalMessages.already_used).toBe('You have already used this promo code');
  });
});
