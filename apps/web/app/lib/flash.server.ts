import { decodeFlash, encodeFlash, FLASH_COOKIE, type Flash } from './flash';

/** The Set-Cookie that leaves a note for the next page (a minute is plenty for one redirect). */
export function flashCookie(flash: Flash): string {
  return `${FLASH_COOKIE}=${encodeFlash(flash)}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

/** The note left for this request, and the header that clears it so it shows only once. */
export function takeFlash(request: Request): { flash: Flash | null; headers?: Headers } {
  const cookies = request.headers.get('cookie') ?? '';
  const match = new RegExp(`(?:^|;\\s*)${FLASH_COOKIE}=([^;]*)`).exec(cookies);
  if (!match) return { flash: null };
  const headers = new Headers({
    'Set-Cookie': `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
  });
  return { flash: decodeFlash(match[1]), headers };
}

/**
 * Whether the browser itself navigated with this request (a form posted without JavaScript, or before
 * the page hydrated) rather than React Router's fetch: a navigation must be answered with a page or a
 * redirect, never with a form result. Browsers say so in Sec-Fetch-Mode; where they do not (plain
 * http on another host than localhost), a navigation still asks for HTML and React Router's fetch does not.
 */
export function isDocumentRequest(request: Request): boolean {
  const mode = request.headers.get('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  return (request.headers.get('accept') ?? '').includes('text/html');
}

/** A path on this site (never another host, never `//host`), or null. */
function localPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  // A backslash or a control character could smuggle another address past the checks above.
  if ([...value].some((char) => char === '\\' || char < ' ' || char === '\u007f')) return null;
  return value;
}

/**
 * Where a form posted without JavaScript goes back to: the page it was on, named by its hidden `back`
 * field (components/form/back-field.tsx), else the Referer when it is this site's, else `fallback`.
 */
export function backTo(
  request: Request,
  back: FormDataEntryValue | null | undefined,
  fallback: string,
): string {
  const field = localPath(back);
  if (field) return field;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === new URL(request.url).origin) return `${from.pathname}${from.search}`;
    } catch {
      // An unreadable Referer names no page.
    }
  }
  return fallback;
}
