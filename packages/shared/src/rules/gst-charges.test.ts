import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitChargeByRate } from './gst-charges.ts';

describe('splitChargeByRate', () => {
  it('charges one rate whole', () => {
    expect(splitChargeByRate(4900, [{ gstRateBp: 1200, taxablePaise: 80_000 }])).toEqual([
      { gstRateBp: 1200, amountPaise: 4900 },
    ]);
  });

  it('splits over mixed rates by taxable value, the odd paise to the largest', () => {
    // 2/3 and 1/3 of 100 paise: 66 and 33 rounded down, the paisa left goes to the larger (18 %).
    expect(
      splitChargeByRate(100, [
        { gstRateBp: 500, taxablePaise: 1000 },
        { gstRateBp: 1800, taxablePaise: 2000 },
      ]),
    ).toEqual([
      { gstRateBp: 500, amountPaise: 33 },
      { gstRateBp: 1800, amountPaise: 67 },
    ]);
  });

  it('adds up lines of one rate and leaves out rates with nothing taxable', () => {
    expect(
      splitChargeByRate(5000, [
        { gstRateBp: 1200, taxablePaise: 1000 },
        { gstRateBp: 500, taxablePaise: 0 },
        { gstRateBp: 1200, taxablePaise: 3000 },
        { gstRateBp: 1800, taxablePaise: 1000 },
      ]),
    ).toEqual([
      { gstRateBp: 1200, amountPaise: 4000 },
      { gstRateBp: 1800, amountPaise: 1000 },
    ]);
  });

  it('charges nothing for nothing, and the highest rate when the goods were free', () => {
    expect(splitChargeByRate(0, [{ gstRateBp: 1200, taxablePaise: 100 }])).toEqual([]);
    expect(
      splitChargeByRate(4900, [
        { gstRateBp: 500, taxablePaise: 0 },
        { gstRateBp: 1800, taxablePaise: 0 },
      ]),
    ).toEqual([{ gstRateBp: 1800, amountPaise: 4900 }]);
    expect(splitChargeByRate(4900, [])).toEqual([{ gstRateBp: 0, amountPaise: 4900 }]);
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => splitChargeByRate(-1, [])).toThrow(RangeError);
    expect(() => splitChargeByRate(1.5, [])).toThrow(RangeError);
    expect(() => splitChargeByRate(100, [{ gstRateBp: 500, taxablePaise: -1 }])).toThrow(RangeError);
  });

  it('always adds up to the charge, each share whole, near its proportion, the rest on the largest', () => {
    const rate = fc.constantFrom(0, 250, 500, 1200, 1800, 2800);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.record({ gstRateBp: rate, taxablePaise: fc.integer({ min: 0, max: 50_000_000 }) }), {
          maxLength: 12,
        }),
        (charge, goods) => {
          const shares = splitChargeByRate(charge, goods);
          const sum = shares.reduce((total, share) => total + share.amountPaise, 0);
          if (sum !== charge) return false;
          if (shares.some((share) => !Number.isInteger(share.amountPaise) || share.amountPaise < 0))
            return false;
          if (new Set(shares.map((share) => share.gstRateBp)).size !== shares.length) return false;
          const taxable = goods.reduce((total, line) => total + line.taxablePaise, 0);
          if (taxable === 0) return charge === 0 || shares.length === 1;
          const byRate = new Map<number, number>();
          for (const line of goods)
            byRate.set(line.gstRateBp, (byRate.get(line.gstRateBp) ?? 0) + line.taxablePaise);
          const largest = Math.max(...byRate.values());
          // Each share is its exact proportion rounded down; only the largest rate may carry more,
          // and never a whole paisa per rate beyond the rounding.
          return shares.every((share) => {
            const exact = (charge * byRate.get(share.gstRateBp)!) / taxable;
            const floor = Math.floor(exact);
            if (share.amountPaise === floor) return true;
            return byRate.get(share.gstRateBp) === largest && share.amountPaise - floor < byRate.size;
          });
        },
      ),
    );
  });
});
