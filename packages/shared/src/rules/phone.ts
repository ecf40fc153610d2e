/**
 * Indian mobile numbers: 10 digits starting with 6, 7, 8 or 9. People type them with spaces, dashes,
 * a +91 / 91 country code or a leading 0 (trunk prefix); all of that is accepted and removed.
 */
export const mobilePattern = '[6-9][0-9]{9}';
/** The 10 digits left once the spelling is removed; `mobilePattern` is also the phone boxes' HTML `pattern`. */
const MOBILE = new RegExp(`^${mobilePattern}$`);

/** The 10-digit form of an Indian mobile number, or null when the text is not one. */
export function normalizeIndianMobile(input: string): string | null {
  let digits = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(digits)) return null;
  digits = digits.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return MOBILE.test(digits) ? digits : null;
}

/** True when the text is an Indian mobile number in any accepted spelling. */
export function isIndianMobile(input: string): boolean {
  return normalizeIndianMobile(input) !== null;
}

/** What the signup form keeps while someone types (docs/PRODUCT.md §5): digits only, at most 10. */
export function phoneInputDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 10);
}
