import { AddToCartSchema, type CartResponse, cartMessages } from '@shop/shared';
import { type ApiResult, callApi, refusalMessage } from '~/lib/api.server';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import type { CartIntent, CartLoad } from './cart-types';

/**
 * The shopper's cart for a page: deferred data that never throws (Hydrogen's rule), so the page can
 * show its own red error text instead of the error boundary.
 */
export async function loadCart(context: LoadContext): Promise<CartLoad> {
  const result = await callApi(context, 'GET /cart/getUserCart');
  if (result.ok) return { ok: true, cart: result.body };
  return { ok: false, message: refusalMessage(result, cartMessages.fetchFailed) };
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

// A refused change still reloads the page's data: the stock or a price may be what changed.
const reload = { revalidate: true };

/**
 * The cart's one action (Hydrogen's cart route): `intent` is add, setQuantity, remove or clear. Every
 * answer says what happened and the server's item count; refusals carry the server's message.
 */
export async function cartAction(request: Request, context: LoadContext) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (!isIntent(intent)) return invalid('add', {}, 'Unknown cart request', reload);
  const productId = String(form.get('productId') ?? '');
  let answer: ApiResult<CartResponse>;
  let message: string | undefined;
  switch (intent) {
    case 'add':
    case 'setQuantity': {
      const raw = form.get('quantity');
      const checked = AddToCartSchema.safeParse({
        productId,
        quantity: raw === null || raw === '' ? (intent === 'add' ? 1 : Number.NaN) : Number(raw),
        mode: intent === 'add' ? 'add' : 'set',
      });
      if (!checked.success) {
        return invalid(intent, {}, checked.error.issues[0]?.message ?? fallbacks[intent], reload);
      }
      answer = await callApi(context, 'POST /cart/addToCart', { body: checked.data });
      const removed = intent === 'setQuantity' && checked.data.quantity < 1;
      message = removed ? cartMessages.removed : intent === 'add' ? cartMessages.added : undefined;
      break;
    }
    case 'remove':
      if (!productId) return invalid(intent, {}, fallbacks.remove, reload);
      answer = await callApi(context, 'DELETE /cart/removeItemFromCart/:productId', {
        params: { productId },
      });
      message = cartMessages.removed;
      break;
    case 'clear':
      answer = await callApi(context, 'DELETE /cart/cart');
      message = cartMessages.cleared;
      break;
  }
  if (!answer.ok) return refused(intent, answer, fallbacks[intent], reload);
  return succeeded(intent, { message, data: { itemCount: answer.body.itemCount, productId } });
}
