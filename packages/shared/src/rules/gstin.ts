import { indianStates } from './address.ts';
import { gstStateCode } from './gst.ts';

/**
 * A GSTIN (GST identification number): 2-digit state code, the holder's 10-character PAN, the
 * registration's number within that PAN (1–9, A–Z), 'Z', and a check character computed over the
 * first 14 characters by the GST network's mod-36 scheme (docs/decisions/0031-gst-report-shapes.md).
 */

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * State codes a GSTIN can start with: today's states and union territories, 25 (Daman and Diu before
 * its merger) and 28 (Andhra Pradesh before Telangana), whose registrations are still in use, and 97
 * (other territory).
 */
const gstinStateCodes = new Set([
  ...indianStates.map((state) => gstStateCode(state)).filter((code): code is string => code !== null),
  '25',
  '28',
  '97',
]);

/** The check character of a GSTIN's first 14 characters (digits and capital letters). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = ALPHABET.indexOf(first14[index] ?? '');
    if (value < 0) throw new RangeError(`Not a GSTIN character: ${first14[index]}`);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'format' | 'state' | 'checksum';

/** What is wrong with a GSTIN (already trimmed and upper-cased), or null when it is valid. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!SHAPE.test(gstin)) return 'format';
  if (!gstinStateCodes.has(gstin.slice(0, 2))) return 'state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'checksum';
  return null;
}

/** The messages a buyer sees for each problem. */
export const gstinMessages: Record<GstinProblem, string> = {
  format: 'Enter a 15-character GSTIN, like 29ABCDE1234F1Z5',
  state: 'This GSTIN does not start with a known state code',
  checksum: 'This GSTIN is mistyped: its last character does not match the rest',
};
