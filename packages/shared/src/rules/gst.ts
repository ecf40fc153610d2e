import { assertPaise, type Paise } from './money.ts';

/**
 * GST on a retail sale in India. Shop prices are GST-inclusive (MRP), so the tax is taken out of the
 * amount, never added to it. Rates are in basis points (1800 = 18 %).
 */

/** GST state codes (the first two digits of a GSTIN), keyed by the names of `indianStates`. */
const gstStateCodes: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** Union territories without a legislature levy UTGST instead of SGST on supplies within them. */
const utgstTerritories = new Set([
  'andaman and nicobar islands',
  'chandigarh',
  'dadra and nagar haveli and daman and diu',
  'lakshadweep',
  'ladakh',
]);

const key = (state: string) => state.trim().toLowerCase();

/** The two-digit GST code of a state or union territory ('29' for Karnataka), or null when unknown. */
export function gstStateCode(state: string): string | null {
  const wanted = key(state);
  for (const [name, code] of Object.entries(gstStateCodes)) if (key(name) === wanted) return code;
  return null;
}

/** A supply is intra-state (CGST + SGST) when it is delivered in the seller's own state, else IGST. */
export function isIntraStateSupply(sellerState: string, placeOfSupply: string): boolean {
  return key(sellerState) === key(placeOfSupply);
}

/** 'UTGST' for a seller in a union territory without a legislature, else 'SGST'. */
export function stateTaxLabel(sellerState: string): 'SGST' | 'UTGST' {
  return utgstTerritories.has(key(sellerState)) ? 'UTGST' : 'SGST';
}

/** The taxable value inside a GST-inclusive amount: round(amount × 10000 / (10000 + rateBp)). */
export function taxableValue(inclusivePaise: Paise, gstRateBp: number): Paise {
  assertPaise(inclusivePaise);
  if (!Number.isInteger(gstRateBp) || gstRateBp < 0 || gstRateBp > 10_000) {
    throw new RangeError(`GST rate must be 0 to 10000 basis points: ${gstRateBp}`);
  }
  return Math.round((inclusivePaise * 10_000) / (10_000 + gstRateBp));
}

export interface GstSplit {
  /** What the line costs the buyer, tax included. */
  amountPaise: Paise;
  taxablePaise: Paise;
  taxPaise: Paise;
  /** Central and state halves on an intra-state supply (the state half may be UTGST), else 0. */
  cgstPaise: Paise;
  sgstPaise: Paise;
  /** The whole tax on an inter-state supply, else 0. */
  igstPaise: Paise;
}

/**
 * Splits the GST inside an inclusive amount: CGST and SGST at half the rate each within the seller's
 * state (the odd paisa goes to CGST so the halves always add up), IGST at the full rate otherwise.
 */
export function splitGst(inclusivePaise: Paise, gstRateBp: number, intraState: boolean): GstSplit {
  const taxablePaise = taxableValue(inclusivePaise, gstRateBp);
  const taxPaise = inclusivePaise - taxablePaise;
  const cgstPaise = intraState ? Math.round(taxPaise / 2) : 0;
  return {
    amountPaise: inclusivePaise,
    taxablePaise,
    taxPaise,
    cgstPaise,
    sgstPaise: intraState ? taxPaise - cgstPaise : 0,
    igstPaise: intraState ? 0 : taxPaise,
  };
}

/**
 * Spreads an order-level discount (a promo code) over its lines in proportion to their amounts, so each
 * line's taxable value reflects what was really charged. Largest remainders get the leftover paise;
 * the shares always add up to the discount and no line goes below zero.
 */
export function allocateDiscount(amounts: Paise[], discountPaise: Paise): Paise[] {
  for (const amount of amounts) assertPaise(amount);
  assertPaise(discountPaise);
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (discountPaise < 0 || discountPaise > total) {
    throw new RangeError(`Discount ${discountPaise} must be between 0 and the total ${total}`);
  }
  if (total === 0 || discountPaise === 0) return amounts.map(() => 0);
  const exact = amounts.map((amount) => (amount * discountPaise) / total);
  const shares = exact.map(Math.floor);
  let left = discountPaise - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    if (shares[index]! < amounts[index]!) {
      shares[index]! += 1;
      left -= 1;
    }
  }
  return shares;
}
