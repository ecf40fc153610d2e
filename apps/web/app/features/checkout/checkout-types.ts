import { type ShippingAddressInput, ShippingAddressInputSchema, type Totals } from '@shop/shared';
import type { FormFailure, FormSuccess } from '~/lib/form-result';

/**
 * A box of docs/PRODUCT.md §3's checkout address form: a field of the schema the API checks the
 * address with, by the form's names (not §3's `postalCode` and `country`, which the form never sends).
 */
export type AddressField = Exclude<keyof ShippingAddressInput, 'postalCode' | 'country'>;
/** The address form as typed: every box is text, and every one is required. */
export type AddressForm = Record<AddressField, string>;

/** The boxes, in the schema's order; the first of them in error takes the focus. */
export const addressFields = Object.keys(ShippingAddressInputSchema.shape).filter(
  (key): key is AddressField => key !== 'postalCode' && key !== 'country',
);

export const emptyAddress: AddressForm = {
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

/** What the payment window needs to open: Razorpay's order (amount in paise) and the checkout options. */
export interface StartedPayment {
  orderId: string;
  amount: number;
  currency: 'INR';
  key: string;
  provider: 'razorpay' | 'sandbox';
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
}

/** The checkout resource route's answer to each intent (the one form result shape). */
export type CheckoutResult =
  | FormSuccess<'applyPromo', { code: string; discount: number; totals: Totals }>
  | FormSuccess<'placeOrder', { orderId: string }>
  | FormSuccess<'startPayment', { payment: StartedPayment }>
  | FormSuccess<'verifyPayment', { orderId: string }>
  | FormFailure;

/** Where the checkout's script posts its calls (a resource route: JSON in, JSON out). */
export const checkoutActionPath = '/resources/checkout';
