import type { CartResponse } from '@shop/shared';

/** What the cart route's action can be asked to do (Hydrogen's one cart action, switched on intent). */
export type CartIntent = 'add' | 'setQuantity' | 'remove' | 'clear';

/** The action's answer: a toast text on success, the server's message on refusal. */
export type CartActionResult =
  | { intent: CartIntent; ok: true; message?: string; itemCount: number; productId: string }
  | { intent: CartIntent; ok: false; status: number; message: string; productId?: string };

/** The cart as a page receives it: never a thrown error, so the page shows its own red text. */
export type CartLoad = { ok: true; cart: CartResponse } | { ok: false; message: string };

/** The route the cart's fetchers post to. */
export const cartActionPath = '/cart';
