import type { Totals } from '@shop/shared';
import type { FormFailure, FormSuccess } from '~/lib/form-result';

/** docs/PRODUCT.md §3's checkout address form. */
export interface AddressForm {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}
export type AddressField = keyof AddressForm;

export const addressFields: AddressField[] = [
  'name',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'pincode',
];

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
