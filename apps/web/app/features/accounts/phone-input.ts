import { normalizeIndianMobile, phoneInputDigits } from '@shop/shared';

/**
 * What the phone input keeps as it is typed (docs/PRODUCT.md §5: digits only, at most 10). A pasted number with
 * its country code ('+91 98765 43210') keeps the right ten digits rather than the first ten.
 */
export function phoneDigits(value: string): string {
  return normalizeIndianMobile(value) ?? phoneInputDigits(value);
}
