import type { CartResponse } from '@shop/shared';
import type { FormResult } from '~/lib/form-result';

/** What the cart route's action can be asked to do (Hydrogen's one cart action, switched on intent). */
export type CartIntent = 'add' | 'setQuantity' | 'remove' | 'clear';

/** The action's answer: a toast text on success with the server's item count, its message on refusal. */
export type CartActionResult = FormResult<CartIntent, { itemCount: number; productId: string }>;

/** The cart as a page receives it: never a thrown error, so the page shows its own red text. */
export type CartLoad = { ok: true; cart: CartResponse } | { ok: false; message: string };

/** The route the cart's fetchers post to. */
export const cartActionPath = '/cart';
