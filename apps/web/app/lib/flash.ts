/**
 * A one-time note for the next page: what a form posted without JavaScript (or before hydration) said,
 * carried across its redirect (Post/Redirect/Get) in a short-lived cookie. The root loader takes it;
 * the page shows it as visible text and, once hydrated, as the toast the fetcher would have shown.
 */

/** Success notes show as a success toast, errors as an error toast (docs/PRODUCT.md §9's durations). */
type FlashTone = 'success' | 'error';

export interface Flash {
  tone: FlashTone;
  text: string;
}

export const FLASH_COOKIE = 'shop_flash';

/** Long enough for any of the shop's texts; a cookie is no place for more. */
const MAX_TEXT = 300;

const prefix: Record<FlashTone, string> = { success: 's:', error: 'e:' };

/** A note as a cookie value: its tone and text, percent-encoded (cookie values allow no spaces or `;`). */
export function encodeFlash(flash: Flash): string {
  return encodeURIComponent(`${prefix[flash.tone]}${flash.text.trim().slice(0, MAX_TEXT)}`);
}

/**
 * The note a cookie value carries, or null for anything this module did not write: a visitor can set
 * their own cookies, so what comes back is read as plain text of bounded length, never as markup.
 */
export function decodeFlash(value: string | null | undefined): Flash | null {
  if (!value) return null;
  let raw: string;
  try {
    raw = decodeURIComponent(value);
  } catch {
    return null;
  }
  const tone = raw.startsWith(prefix.success) ? 'success' : raw.startsWith(prefix.error) ? 'error' : null;
  if (!tone) return null;
  // Control characters (a hand-made cookie) become spaces: the note is one line of text.
  const text = [...raw.slice(2)]
    .map((char) => (char < ' ' || char === '\u007f' ? ' ' : char))
    .join('')
    .trim()
    .slice(0, MAX_TEXT);
  return text ? { tone, text } : null;
}
