/** Paise are the only unit money is stored and added in; rupees exist at the edges. */
export type Paise = number;

// Made on first use: a currency formatter costs a phone about 15 ms to build, and a page that only
// hydrates prices the server wrote (docs/ARCHITECTURE.md, First screen) never needs one.
let rupeeFormat: Intl.NumberFormat | undefined;
let wholeRupeeFormat: Intl.NumberFormat | undefined;

/** Converts rupees (as a client reads them, docs/PRODUCT.md §11) to integer paise, rounding half away from zero. */
export function toPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount: ${rupees}`);
  return Math.sign(rupees) * Math.round(Math.abs(rupees) * 100);
}

/** Converts integer paise to rupees for the API edge (449.5, never 449.49999). */
export function toRupees(paise: Paise): number {
  assertPaise(paise);
  return paise / 100;
}

/** '₹1,23,456.50' in the Indian grouping; whole rupees drop the '.00' when `compact` is set. */
export function formatRupees(paise: Paise, options: { compact?: boolean } = {}): string {
  assertPaise(paise);
  if (options.compact && paise % 100 === 0) {
    wholeRupeeFormat ??= new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    return wholeRupeeFormat.format(paise / 100);
  }
  rupeeFormat ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  return rupeeFormat.format(paise / 100);
}

export function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a whole number: ${paise}`);
}

/** The pages' one price formatter: the API speaks rupees, so this takes rupees ('₹449.50', '₹499'). */
export function formatPrice(rupees: number, options: { compact?: boolean } = { compact: true }): string {
  return formatRupees(toPaise(rupees), options);
}
