import {
  ApplyPromoSchema,
  normalizeIndianMobile,
  type Order,
  PaymentVerificationSchema,
  paymentMessages,
  phoneInputDigits,
  promoAppliedMessage,
  promoMessages,
  ShippingAddressInputSchema,
  type User,
} from '@shop/shared';
import { saveCheckoutOrderUpdates } from '~/features/notifications/index.server';
import { callApi, refusalMessage } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import { type AddressForm, type AppliedPromo, addressFields, emptyAddress, fieldOf } from './checkout-types';

/** The address a returning customer used last, else what the account knows (name, e-mail, phone). */
export function initialAddress(user: User, orders: Order[]): AddressForm {
  const last = orders[0]?.shippingAddress;
  const accountName = `${user.firstName} ${user.lastName}`.trim();
  const accountPhone = normalizeIndianMobile(user.phone ?? '') ?? phoneInputDigits(user.phone ?? '');
  if (!last) return { ...emptyAddress, name: accountName, email: user.email, phone: accountPhone };
  return {
    name: last.name || accountName,
    email: last.email || user.email,
    phone: last.phone || accountPhone,
    address: last.address,
    city: last.city,
    state: last.state,
    pincode: last.pincode || last.postalCode,
    gstin: orders[0]?.gstin ?? '',
  };
}

type Body = Record<string, unknown>;

/** The checkout with a promo code applied: the code rides in the address, so a reload keeps it. */
const checkoutWithPromo = (code: string) => `/checkout?${new URLSearchParams({ promo: code })}`;

/**
 * A promo code checked and the cart priced with it, for the checkout page that names it (`?promo=`):
 * the code as the API knows it, or why it cannot be used. Nothing is reserved (docs/PRODUCT.md §4.3).
 */
export async function pricePromo(
  context: LoadContext,
  code: string,
): Promise<{ ok: true; promo: AppliedPromo } | { ok: false; message: string }> {
  const checked = ApplyPromoSchema.safeParse({ code });
  if (!checked.success)
    return { ok: false, message: checked.error.issues[0]?.message ?? promoMessages.invalid };
  const result = await callApi(context, 'POST /promo/apply', { body: checked.data });
  if (!result.ok) return { ok: false, message: refusalMessage(result, promoMessages.invalid) };
  const { code: applied, discount, totals } = result.body;
  return { ok: true, promo: { code: applied, discount, totals } };
}

/**
 * The page's script sends JSON; the promo box and the delivery form posted without JavaScript send
 * their forms, whose address boxes are the shipping address.
 */
async function readBody(request: Request): Promise<Body | null> {
  if ((request.headers.get('content-type') ?? '').includes('application/json')) {
    return (await request.json().catch(() => null)) as Body | null;
  }
  const form = formValues(await request.formData().catch(() => new FormData()));
  const shippingAddress = Object.fromEntries(addressFields.map((field) => [field, form[field] ?? '']));
  return { ...form, shippingAddress };
}

/**
 * The checkout's calls (apply a promo code, Cash on Delivery, start and verify an online payment), one
 * intent each, answered as JSON for the page's script. Bad input is 400 with the field named. The promo
 * box also posts here without JavaScript (applyPromo, removePromo): those answers name the checkout
 * page to go back to and the toast's text, for the resource route's redirect.
 */
export async function checkoutAction(request: Request, context: LoadContext) {
  const body = await readBody(request);
  const intent = body?.intent;
  switch (intent) {
    case 'applyPromo': {
      const checked = ApplyPromoSchema.safeParse({ code: body?.code });
      if (!checked.success) {
        return invalid(intent, {}, checked.error.issues[0]?.message ?? promoMessages.invalid);
      }
      const result = await callApi(context, 'POST /promo/apply', { body: checked.data });
      if (!result.ok) return refused(intent, result, promoMessages.invalid, { fieldName: fieldOf });
      const { code, discount, totals } = result.body;
      return succeeded(intent, {
        message: promoAppliedMessage(code, discount),
        redirectTo: checkoutWithPromo(code),
        data: { code, discount, totals },
      });
    }
    case 'removePromo':
      return succeeded(intent, { message: promoMessages.removed, redirectTo: '/checkout' });
    case 'placeOrder':
    case 'startPayment': {
      const address = validate(ShippingAddressInputSchema, body?.shippingAddress, fieldOf);
      if (!address.ok) return invalid(intent, address.fieldErrors, 'Please check the highlighted fields.');
      const couponCode = typeof body?.couponCode === 'string' && body.couponCode ? body.couponCode : null;
      // The opt-in first, so the order's own first update (placed) is written with the order.
      const optIn = await saveCheckoutOrderUpdates(context, body, address.data.phone);
      if (optIn) return refused(intent, optIn, 'Your order updates choice could not be saved');
      if (intent === 'placeOrder') {
        // docs/PRODUCT.md §3's payload; the server prices the order from the cart and ignores the client's figures.
        const payload = {
          shippingAddress: address.data,
          couponCode,
          paymentMethod: 'cod' as const,
          razorpay_order_id: '',
        };
        const result = await callApi(context, 'POST /order/createOrder', { body: payload });
        if (!result.ok) return refused(intent, result, 'Failed to create order', { fieldName: fieldOf });
        const orderId = result.body.order._id;
        return succeeded(intent, {
          redirectTo: `/order-success?${new URLSearchParams({ order: orderId })}`,
          data: { orderId },
        });
      }
      const payload = { shippingAddress: address.data, couponCode };
      const result = await callApi(context, 'POST /payment/checkout', { body: payload });
      if (!result.ok) return refused(intent, result, paymentMessages.initFailed, { fieldName: fieldOf });
      const answer = result.body;
      return succeeded(intent, {
        data: {
          payment: {
            orderId: answer.order.id,
            amount: answer.order.amount,
            currency: answer.order.currency,
            key: answer.key,
            provider: answer.provider,
            name: answer.checkout.name,
            description: answer.checkout.description,
            prefill: answer.checkout.prefill,
          },
        },
      });
    }
    case 'verifyPayment': {
      const checked = PaymentVerificationSchema.safeParse(body);
      if (!checked.success) return invalid(intent, {}, paymentMessages.verifyFailed);
      const result = await callApi(context, 'POST /payment/paymentverification', { body: checked.data });
      if (!result.ok) return refused(intent, result, paymentMessages.verifyFailed, { fieldName: fieldOf });
      return succeeded(intent, {
        message: result.body.message ?? paymentMessages.success,
        data: { orderId: result.body.order._id },
      });
    }
    default:
      return invalid(String(intent ?? ''), {}, 'Unknown checkout request');
  }
}
