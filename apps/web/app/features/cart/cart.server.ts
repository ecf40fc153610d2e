import { AddToCartSchema, type CartResponse, cartMessages } from '@shop/shared';
import { redirect } from 'react-router';
import { type ApiResult, callApi, refusalMessage } from '~/lib/api.server';
import { backTo, flashCookie, isDocumentRequest } from '~/lib/flash.server';
import { answerForm, invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import {
  ageCheckPath,
  ageNotConfirmed,
  type CartIntent,
  type CartLoad,
  cartActionPath,
  loginToAdd,
  loginToAddBundle,
  pendingAddParam,
} from './cart-types';

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
 * answer says what happened and the server's item count; refusals carry the server's message. Posted
 * without JavaScript, it goes back to the page the form was on with that text as a flash, and a
 * visitor goes to log in first (back to the product, which then adds it).
 */
export async function cartAction(request: Request, context: LoadContext) {
  const form = await request.formData();
  const reply = await changeCart(form, context);
  const back = backTo(request, form.get('back'), cartActionPath);
  const result = reply.data;
  // A bundle's forms send `bundleId` instead of `productId` (docs/PRODUCT.md, Bundles).
  const bundleId = String(form.get('bundleId') ?? '');
  if (!result.ok && result.status === 401 && isDocumentRequest(request)) {
    const productId = String(form.get('productId') ?? '');
    const login =
      result.intent === 'add' && bundleId
        ? loginToAddBundle(bundleId)
        : result.intent === 'add' && productId
          ? loginToAdd(back, productId)
          : `/login?redirectTo=${encodeURIComponent(back)}`;
    return redirect(login);
  }
  // An age-restricted product before the session's 18+ ask: the ask, which then adds it (an add) or
  // only records the answer (a quantity changed on the cart page), and comes back here.
  if (!result.ok && result.code === ageNotConfirmed && isDocumentRequest(request)) {
    const productId = result.intent === 'add' ? bundleId || String(form.get('productId') ?? '') : '';
    return redirect(ageCheckPath(productId, back, Boolean(bundleId)));
  }
  return answerForm(request, reply, { back });
}

async function changeCart(form: FormData, context: LoadContext) {
  const intent = form.get('intent');
  if (!isIntent(intent)) return invalid('add', {}, 'Unknown cart request', reload);
  // A bundle's line (docs/PRODUCT.md, Bundles) is named by `bundleId`, a product's by `productId`.
  const bundleId = String(form.get('bundleId') ?? '') || undefined;
  const productId = bundleId ?? String(form.get('productId') ?? '');
  // A line of a variant other than the default (docs/PRODUCT.md, Variants).
  const variantId = bundleId ? undefined : String(form.get('variantId') ?? '') || undefined;
  let answer: ApiResult<CartResponse>;
  let message: string | undefined;
  switch (intent) {
    case 'add':
    case 'setQuantity': {
      const raw = form.get('quantity');
      const checked = AddToCartSchema.safeParse({
        ...(bundleId ? { bundleId } : { productId }),
        variantId,
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
      // A variant's id removes only that variant's line.
      answer = await callApi(context, 'DELETE /cart/removeItemFromCart/:productId', {
        params: { productId: variantId ?? productId },
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

/**
 * Back from logging in without JavaScript: the product page's `?addToCart=<id>` adds the product on
 * the server and comes back to the page without it, saying 'Added to cart!' (or why not) as a flash.
 * Only for the browser's own navigation: with JavaScript, the page's Add to Cart does it (one add, not two).
 */
export function addPendingProduct(
  request: Request,
  url: URL,
  context: LoadContext,
  productId: string,
  variantId?: string,
) {
  return addPending(request, url, context, productId, { productId, variantId });
}

/** The same for a bundle's page (docs/PRODUCT.md, Bundles): `?addToCart=<bundle id>` adds the bundle. */
export function addPendingBundle(request: Request, url: URL, context: LoadContext, bundleId: string) {
  return addPending(request, url, context, bundleId, { bundleId });
}

async function addPending(
  request: Request,
  url: URL,
  context: LoadContext,
  id: string,
  what: { productId: string; variantId?: string } | { bundleId: string },
) {
  if (url.searchParams.get(pendingAddParam) !== id || !isDocumentRequest(request)) return null;
  const answer = await callApi(context, 'POST /cart/addToCart', {
    body: { ...what, quantity: 1, mode: 'add' },
  });
  // A visitor (the session ended meanwhile) just sees the product: there is nothing to add to.
  if (!answer.ok && answer.status === 401) return null;
  const params = new URLSearchParams(url.search);
  params.delete(pendingAddParam);
  const search = params.toString();
  if (!answer.ok && answer.error.code === ageNotConfirmed) {
    return redirect(ageCheckPath(id, `${url.pathname}${search ? `?${search}` : ''}`, 'bundleId' in what));
  }
  const flash = answer.ok
    ? { tone: 'success' as const, text: cartMessages.added }
    : { tone: 'error' as const, text: refusalMessage(answer, cartMessages.addFailed) };
  return redirect(`${url.pathname}${search ? `?${search}` : ''}`, {
    headers: { 'Set-Cookie': flashCookie(flash) },
  });
}

/**
 * The 18+ ask's answer (routes/age-check.tsx): the session confirms being over 18 on the server, then
 * the product waiting for it is added and the shopper goes back where they were, told so. A visitor
 * signs in first (and is asked again, in the new session). Without a product (the product page's own
 * gate) it only records the answer: back with `?age=verified`, or, for a fetcher, `{ ok: true }`.
 * A bundle waiting for it comes as `bundleId` (docs/PRODUCT.md, Bundles).
 */
export async function ageCheckAction(request: Request, context: LoadContext) {
  const form = await request.formData();
  const back = backTo(request, form.get('back'), '/');
  const bundleId = String(form.get('bundleId') ?? '');
  const productId = bundleId || String(form.get('productId') ?? '');
  const confirmed = await callApi(context, 'POST /cart/ageConfirmation');
  if (!confirmed.ok && confirmed.status === 401 && productId) {
    const again = ageCheckPath(productId, back, Boolean(bundleId));
    return redirect(`/login?redirectTo=${encodeURIComponent(again)}`);
  }
  if (!productId) {
    if (!isDocumentRequest(request)) return { ok: confirmed.ok };
    const [path = '/', query = ''] = back.split('?');
    const params = new URLSearchParams(query);
    params.set('age', 'verified');
    return redirect(`${path}?${params}`);
  }
  const answer = confirmed.ok
    ? await callApi(context, 'POST /cart/addToCart', {
        body: { ...(bundleId ? { bundleId } : { productId }), quantity: 1, mode: 'add' },
      })
    : confirmed;
  const flash = answer.ok
    ? { tone: 'success' as const, text: cartMessages.added }
    : { tone: 'error' as const, text: refusalMessage(answer, cartMessages.addFailed) };
  return redirect(back, { headers: { 'Set-Cookie': flashCookie(flash) } });
}
