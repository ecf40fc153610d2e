import { authMessages } from '@shop/shared';

/**
 * A one-time note for the next page, for actions that end in a plain redirect: POST /logout is posted
 * by the header's side menu (no page of ours to toast from), so it leaves this cookie and the /login
 * page shows it as a toast once. Never carries anything but a key.
 */
const FLASH_COOKIE = 'shop_flash';

const flashes = {
  'logged-out': authMessages.loggedOut,
} as const;
export type FlashKey = keyof typeof flashes;

export function setFlash(key: FlashKey): string {
  return `${FLASH_COOKIE}=${key}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

/** The note left for this request, and the header that clears it so it shows only once. */
export function takeFlash(request: Request): { message: string | null; headers?: Headers } {
  const cookies = request.headers.get('cookie') ?? '';
  const match = new RegExp(`(?:^|;\\s*)${FLASH_COOKIE}=([^;]*)`).exec(cookies);
  if (!match) return { message: null };
  const key = decodeURIComponent(match[1] ?? '') as FlashKey;
  const headers = new Headers({
    'Set-Cookie': `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
  });
  return { message: flashes[key] ?? null, headers };
}
