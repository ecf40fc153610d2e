import { AddToCartSchema, type ApiError, type CartResponse, cartMessages } from '@shop/shared';
import type { AppLoadContext } from 'react-router';
import { ApiRequestError, api } from '~/lib/api.server';
import type { CartActionResult, CartIntent, CartLoad } from './cart-types';

/**
 * The shopper's cart for a page: deferred data that never throws (Hydrogen's rule), so the page can
 * show its own red error text instead of the error boundary.
 */
export async function loadCart(context: AppLoadContext): Promise<CartLoad> {
  try {
    return { ok: true, cart: await api<CartResponse>(context, '/cart/getUserCart') };
  } catch (error) {
    return { ok: false, message: messageOf(error, cartMessages.fetchFailed) };
  }
}

const fallbacks: Record<CartIntent, string> = {
  add: cartMessages.addFailed,
  setQuantity: cartMessages.addFailed,
  remove: cartMessages.removeFailed,
  clear: cartMessages.clearFailed,
};

function isIntent(value: unknown): value is CartIntent {
  return typeof value === 'string' && value in fallbacks;
}

/**
 * The cart's one action (Hydrogen's cart route): `intent` is add, setQuantity, remove or clear. Every
 * answer says what happened and the server's item count; refusals carry the server's message.
 */
export async function cartAction(request: Request, context: AppLoadContext): Promise<CartActionResult> {
  const form = await request.formData();
  const intent = form.get('intent');
  if (!isIntent(intent)) {
    return { intent: 'add', ok: false, status: 400, message: 'Unknown cart request' };
  }
  const productId = String(form.get('productId') ?? '');
  try {
    switch (intent) {
      case 'add':
      case 'setQuantity': {
        const raw = form.get('quantity');
        const body = {
          productId,
          quantity: raw === null || raw === '' ? (intent === 'add' ? 1 : Number.NaN) : Number(raw),
          mode: intent === 'add' ? ('add' as const) : ('set' as const),
        };
        const checked = AddToCartSchema.safeParse(body);
        if (!checked.success) {
          return {
            intent,
            ok: false,
            status: 400,
            message: checked.error.issues[0]?.message ?? fallbacks[intent],
          };
        }
        const cart = await api<CartResponse>(context, '/cart/addToCart', {
          method: 'POST',
          body: checked.data,
        });
        const removed = intent === 'setQuantity' && checked.data.quantity < 1;
        return done(
          intent,
          cart,
          productId,
          removed ? cartMessages.removed : intent === 'add' ? cartMessages.added : undefined,
        );
      }
      case 'remove': {
        if (!productId) return { intent, ok: false, status: 400, message: fallbacks.remove };
        const path = `/cart/removeItemFromCart/${encodeURIComponent(productId)}`;
        const cart = await api<CartResponse>(context, path, { method: 'DELETE' });
        return done(intent, cart, productId, cartMessages.removed);
      }
      case 'clear': {
        const cart = await api<CartResponse>(context, '/cart/cart', { method: 'DELETE' });
        return done(intent, cart, productId, cartMessages.cleared);
      }
    }
  } catch (error) {
    const status = error instanceof ApiRequestError ? error.status : 500;
    return { intent, ok: false, status, message: messageOf(error, fallbacks[intent]), productId };
  }
}

function done(intent: CartIntent, cart: CartResponse, productId: string, message?: string): CartActionResult {
  return { intent, ok: true, message, itemCount: cart.itemCount, productId };
}

/** The server's own words for a refusal; a missing route or a crash falls back to the §8 text. */
function messageOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  const body: Partial<ApiError> = error.body ?? {};
  if (error.status >= 500 || body.code === 'ROUTE_NOT_FOUND' || !body.message) return fallback;
  return body.message;
}
