import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indianStates } from './address.ts';
import {
  allocateDiscount,
  gstStateCode,
  isIntraStateSupply,
  splitGst,
  stateTaxLabel,
  taxableValue,
} from './gst.ts';
import { amountInWords, financialYear, formatInvoiceNumber, numberInWordsIndian } from './invoice.ts';
import { promoRefusal, promoRefusalMessages } from './promo-validity.ts';
import { canonicalIndianState } from './state-name.ts';

describe('GST on inclusive prices', () => {
  it.each([
    [11800, 1800, 10000],
    [69900, 1200, 62411],
    [10500, 500, 10000],
    [0, 1800, 0],
    [99, 0, 99],
  ])('takes the taxable value out of %i paise at %i bp: %i', (amount, rate, taxable) => {
    expect(taxableValue(amount, rate)).toBe(taxable);
  });

  it('splits CGST and SGST half each within the seller state', () => {
    expect(splitGst(11800, 1800, true)).toEqual({
      amountPaise: 11800,
      taxablePaise: 10000,
      taxPaise: 1800,
      cgstPaise: 900,
      sgstPaise: 900,
      igstPaise: 0,
    });
  });

  it('charges IGST on a supply to another state', () => {
    expect(splitGst(11800, 1800, false)).toMatchObject({
      taxablePaise: 10000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1800,
    });
  });

  it('gives the odd paisa to CGST so the halves always add up', () => {
    const split = splitGst(69900, 1200, true);
    expect(split.taxPaise).toBe(7489);
    expect(split.cgstPaise).toBe(3745);
    expect(split.sgstPaise).toBe(3744);
  });

  it('always adds up to the amount, for any amount and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 2800 }),
        fc.boolean(),
        (amount, rate, intra) => {
          const split = splitGst(amount, rate, intra);
          return (
            split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise === amount &&
            split.taxablePaise <= amount &&
            split.taxPaise >= 0
          );
        },
      ),
    );
  });

  it('refuses a rate outside 0 to 100 %', () => {
    expect(() => taxableValue(100, -1)).toThrow(RangeError);
    expect(() => taxableValue(100, 10_001)).toThrow(RangeError);
  });

  it('compares states case-insensitively and knows every GST state code', () => {
    expect(isIntraStateSupply('Karnataka', ' karnataka ')).toBe(true);
    expect(isIntraStateSupply('Karnataka', 'Kerala')).toBe(false);
    expect(gstStateCode('Karnataka')).toBe('29');
    expect(gstStateCode('delhi')).toBe('07');
    expect(gstStateCode('Bavaria')).toBeNull();
    for (const state of indianStates) expect(gstStateCode(state)).toMatch(/^\d{2}$/);
    expect(stateTaxLabel('Chandigarh')).toBe('UTGST');
    expect(stateTaxLabel('Delhi')).toBe('SGST');
  });
});

describe('allocateDiscount', () => {
  it('spreads a promo over lines in proportion, to the paisa', () => {
    expect(allocateDiscount([10000, 20000, 30000], 6000)).toEqual([1000, 2000, 3000]);
    expect(allocateDiscount([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(allocateDiscount([500, 700], 1200)).toEqual([500, 700]);
    expect(allocateDiscount([500, 700], 0)).toEqual([0, 0]);
    expect(allocateDiscount([], 0)).toEqual([]);
  });

  it('refuses a discount larger than the total', () => {
    expect(() => allocateDiscount([100], 101)).toThrow(RangeError);
  });

  it('always sums to the discount and never exceeds a line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amounts, fraction) => {
          const total = amounts.reduce((sum, amount) => sum + amount, 0);
          const discount = Math.floor(total * fraction);
          const shares = allocateDiscount(amounts, discount);
          return (
            shares.reduce((sum, share) => sum + share, 0) === discount &&
            shares.every((share, index) => share >= 0 && share <= amounts[index]!)
          );
        },
      ),
    );
  });
});

describe('invoice numbers and amounts in words', () => {
  it('knows the financial year in India time', () => {
    expect(financialYear(new Date('2026-11-21T10:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    // 31 March 18:30 UTC is already 1 April in India.
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  it('formats the gap-free sequence', () => {
    expect(formatInvoiceNumber('2026-27', 1)).toBe('INV/2026-27/000001');
    expect(formatInvoiceNumber('2026-27', 1234567)).toBe('INV/2026-27/1234567');
    expect(() => formatInvoiceNumber('2026-27', 0)).toThrow(RangeError);
  });

  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [40, 'Forty'],
    [99, 'Ninety Nine'],
    [100, 'One Hundred'],
    [1234, 'One Thousand Two Hundred Thirty Four'],
    [100000, 'One Lakh'],
    [1050003, 'Ten Lakh Fifty Thousand Three'],
    [12345678, 'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight'],
    [1000000000, 'One Hundred Crore'],
  ])('writes %i as %s', (n, words) => {
    expect(numberInWordsIndian(n)).toBe(words);
  });

  it('writes rupees and paise the way invoices do', () => {
    expect(amountInWords(123450)).toBe('Rupees One Thousand Two Hundred Thirty Four and Fifty Paise Only');
    expect(amountInWords(69900)).toBe('Rupees Six Hundred Ninety Nine Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});

describe('promo code terms', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const terms = {
    active: true,
    validFrom: null,
    validTo: null,
    maxUses: null,
    uses: 0,
    maxUsesPerCustomer: null,
  };

  it('accepts a live code and names each refusal', () => {
    expect(promoRefusal(terms, now, 0)).toBeNull();
    expect(promoRefusal(null, now, 0)).toBe('unknown');
    expect(promoRefusal({ ...terms, active: false }, now, 0)).toBe('inactive');
    expect(promoRefusal({ ...terms, validFrom: new Date('2026-12-01T00:00:00Z') }, now, 0)).toBe(
      'not_started',
    );
    expect(promoRefusal({ ...terms, validTo: new Date('2026-11-20T00:00:00Z') }, now, 0)).toBe('expired');
    expect(promoRefusal({ ...terms, maxUses: 5, uses: 5 }, now, 0)).toBe('exhausted');
    expect(promoRefusal({ ...terms, maxUses: 5, uses: 4 }, now, 0)).toBeNull();
    expect(promoRefusal({ ...terms, maxUsesPerCustomer: 1 }, now, 1)).toBe('already_used');
  });

  it("keeps the spec's text for unknown codes", () => {
    expect(promoRefusalMessages.unknown).toBe('Invalid promo code');
    expect(promoRefusalMessages.inactive).toBe('Invalid promo code');
  });
});

describe('canonicalIndianState', () => {
  it('finds the official spelling whatever the case and spacing', () => {
    expect(canonicalIndianState(' karnataka ')).toBe('Karnataka');
    expect(canonicalIndianState('TAMIL  NADU')).toBe('Tamil Nadu');
    expect(canonicalIndianState('Andaman & Nicobar Islands')).toBe('Andaman and Nicobar Islands');
    expect(canonicalIndianState('Bavaria')).toBeNull();
  });
});
