import {
  type PaymentCheckoutResponse,
  type PromoResponse,
  type ShippingAddressInput,
  ShippingAddressInputSchema,
} from '@shop/shared';
import type { FormFailure, FormSuccess } from '~/lib/form-result';

/**
 * A box of docs/PRODUCT.md §3's checkout address form: a field of the schema the API checks the
 * address with, by the form's names (not §3's `postalCode` and `country`, which the form never sends).
 */
export type AddressField = Exclude<keyof ShippingAddressInput, 'postalCode' | 'country'>;
/** The address form as typed: every box is text, and every one is required but the GSTIN. */
export type AddressForm = Record<AddressField, string>;

/** The boxes, in the schema's order; the first of them in error takes the focus. */
export const addressFields = Object.keys(ShippingAddressInputSchema.shape).filter(
  (key): key is AddressField => key !== 'postalCode' && key !== 'country',
);

/** The boxes a shopper must fill: all but a business buyer's GSTIN. */
export const requiredAddressFields = addressFields.filter((field) => field !== 'gstin');

export const emptyAddress: AddressForm = {
  gstin: '',
  name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
};

/** The form field an API or schema path names (`shippingAddress.postalCode` is the pincode box). */
export function fieldOf(path: string): string {
  const last = path.split('.').pop() || 'form';
  return last === 'postalCode' ? 'pincode' : last;
}

/** A promo code the API accepted: the code as it applied it, the discount and the new totals. */
export type AppliedPromo = Pick<PromoResponse, 'code' | 'discount' | 'totals'>;

/**
 * What the payment window needs to open, from POST /payment/checkout's answer: Razorpay's order (amount
 * in paise), the key and provider, and the checkout options.
 */
export type StartedPayment = PaymentCheckoutResponse['checkout'] &
  Pick<PaymentCheckoutResponse, 'key' | 'provider'> &
  Pick<PaymentCheckoutResponse['order'], 'amount' | 'currency'> & { orderId: string };

/** The checkout resource route's answer to each intent (the one form result shape). */
export type CheckoutResult =
  | FormSuccess<'applyPromo', AppliedPromo>
  | FormSuccess<'placeOrder', { orderId: string }>
  | FormSuccess<'startPayment', { payment: StartedPayment }>
  | FormSuccess<'verifyPayment', { orderId: string }>
  | FormFailure;

/** The delivery details form, which Cash on Delivery submits. */
export const deliveryFormId = 'checkout-delivery';

/** Where the checkout's script posts its calls (a resource route: JSON in, JSON out). */
export const checkoutActionPath = '/resources/checkout';
