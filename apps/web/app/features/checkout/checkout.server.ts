import {
  type ApiError,
  ApplyPromoSchema,
  normalizeIndianMobile,
  type Order,
  type PaymentCheckoutResponse,
  PaymentVerificationSchema,
  type PromoResponse,
  paymentMessages,
  phoneInputDigits,
  promoMessages,
  ShippingAddressInputSchema,
  type User,
} from '@shop/shared';
import type { AppLoadContext } from 'react-router';
import { ApiRequestError, api } from '~/lib/api.server';
import { type AddressForm, type CheckoutResult, emptyAddress, fieldOf } from './checkout-types';

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
  };
}

type Body = Record<string, unknown>;

/**
 * The checkout's calls (apply a promo code, Cash on Delivery, start and verify an online payment), one
 * intent each, answered as JSON for the page's script. Bad input is 400 with the field named.
 */
export async function checkoutAction(request: Request, context: AppLoadContext): Promise<CheckoutResult> {
  const body = (await request.json().catch(() => null)) as Body | null;
  const intent = body?.intent;
  switch (intent) {
    case 'applyPromo': {
      const checked = ApplyPromoSchema.safeParse({ code: body?.code });
      if (!checked.success) return refusal(400, checked.error.issues[0]?.message ?? promoMessages.invalid);
      return call(context, '/promo/apply', checked.data, promoMessages.invalid, (promo: PromoResponse) => ({
        ok: true,
        intent,
        code: promo.code,
        discount: promo.discount,
        totals: promo.totals,
      }));
    }
    case 'placeOrder':
    case 'startPayment': {
      const address = ShippingAddressInputSchema.safeParse(body?.shippingAddress);
      if (!address.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of address.error.issues)
          fieldErrors[fieldOf(issue.path.map(String))] ??= issue.message;
        return { ok: false, status: 400, message: 'Please check the highlighted fields.', fieldErrors };
      }
      const couponCode = typeof body?.couponCode === 'string' && body.couponCode ? body.couponCode : null;
      if (intent === 'placeOrder') {
        // SPEC §3's payload; the server prices the order from the cart and ignores the client's figures.
        const payload = {
          shippingAddress: address.data,
          couponCode,
          paymentMethod: 'cod',
          razorpay_order_id: '',
        };
        return call(
          context,
          '/order/createOrder',
          payload,
          'Failed to create order',
          (answer: { order: Order }) => ({
            ok: true,
            intent,
            orderId: answer.order._id,
          }),
        );
      }
      const payload = { shippingAddress: address.data, couponCode };
      return call(
        context,
        '/payment/checkout',
        payload,
        paymentMessages.initFailed,
        (answer: PaymentCheckoutResponse) => ({
          ok: true,
          intent,
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
        }),
      );
    }
    case 'verifyPayment': {
      const checked = PaymentVerificationSchema.safeParse(body);
      if (!checked.success) return refusal(400, paymentMessages.verifyFailed);
      return call(
        context,
        '/payment/paymentverification',
        checked.data,
        paymentMessages.verifyFailed,
        (answer: { order: Order; message?: string }) => ({
          ok: true,
          intent,
          orderId: answer.order._id,
          message: answer.message ?? paymentMessages.success,
        }),
      );
    }
    default:
      return refusal(400, 'Unknown checkout request');
  }
}

function refusal(status: number, message: string): CheckoutResult {
  return { ok: false, status, message };
}

/** One API call; a refusal keeps the server's message (and the fields it names), a crash the fallback. */
async function call<T>(
  context: AppLoadContext,
  path: string,
  body: unknown,
  fallback: string,
  answer: (value: T) => CheckoutResult,
): Promise<CheckoutResult> {
  try {
    return answer(await api<T>(context, path, { method: 'POST', body }));
  } catch (error) {
    const status = error instanceof ApiRequestError ? error.status : 500;
    const apiError: Partial<ApiError> = error instanceof ApiRequestError ? (error.body ?? {}) : {};
    const usable = status < 500 && apiError.code !== 'ROUTE_NOT_FOUND' && apiError.message;
    const fieldErrors: Record<string, string> = {};
    for (const detail of apiError.details ?? [])
      fieldErrors[fieldOf(detail.field.split('.'))] ??= detail.message;
    return {
      ok: false,
      status,
      code: apiError.code,
      message: usable ? apiError.message! : fallback,
      fieldErrors: Object.keys(fieldErrors).length ? fieldErrors : undefined,
    };
  }
}
