import { describe, expect, it } from 'vitest';
import { summaryText } from './admin-shipping';

describe('the pincode table’s summary', () => {
  const base = {
    rows: 0,
    pincodes: 0,
    prefixes: 0,
    codRows: 0,
    minDays: null,
    maxDays: null,
    defaultDays: 5,
  };
  it('says all of India is served when nothing is uploaded, and counts rows in English otherwise', () => {
    expect(summaryText(base)).toBe(
      'No pincodes uploaded: all of India is served, with Cash on Delivery, in 5 working days.',
    );
    expect(summaryText({ ...base, rows: 1, pincodes: 1, codRows: 1, minDays: 2, maxDays: 2 })).toBe(
      '1 row (1 pincode, 0 prefixes), 1 with Cash on Delivery, 2 working days. Pincodes no row covers are not served.',
    );
    expect(
      summaryText({
        ...base,
        rows: 20_000,
        pincodes: 19_999,
        prefixes: 1,
        codRows: 15_000,
        minDays: 2,
        maxDays: 7,
      }),
    ).toBe(
      '20,000 rows (19,999 pincodes, 1 prefix), 15,000 with Cash on Delivery, 2–7 working days. Pincodes no row covers are not served.',
    );
  });
});
