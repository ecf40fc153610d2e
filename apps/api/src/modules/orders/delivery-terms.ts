import {
  type ChargesOf,
  codWithinMaximum,
  formatRupees,
  orderMessages,
  type PincodeCheck,
  type ShippingRules,
  shippingCharges,
} from '@shop/shared';
import type { AttemptAddress } from '../../db/schema/payments.ts';
import { AppError, badRequest } from '../../lib/errors.ts';

/** The owner's shipping rules and pincode table (the shipping module's, through app.ts). */
export interface ShippingTerms {
  rules(): Promise<ShippingRules>;
  checkPincode(pincode: string, now: Date): Promise<PincodeCheck>;
}

export type PaymentWay = 'cod' | 'online';

export interface DeliveryTerms {
  rules: ShippingRules;
  /** Shipping and the Cash on Delivery fee (paying by Cash on Delivery only) of the goods. */
  charges: ChargesOf;
}

/**
 * Whether the shop delivers to the address, paid this way, and what it charges for it: 400 naming the
 * pincode when it is not served, or when Cash on Delivery is asked where the pincode is prepaid only
 * (docs/PRODUCT.md §4.6). Read before anything is written, so a refusal leaves nothing behind.
 */
export async function deliveryTerms(
  shipping: ShippingTerms,
  address: AttemptAddress,
  way: PaymentWay,
  now: Date,
): Promise<DeliveryTerms> {
  const [rules, check] = await Promise.all([shipping.rules(), shipping.checkPincode(address.pincode, now)]);
  if (!check.serviceable) {
    const message = orderMessages.pincodeNotServed(address.pincode);
    throw badRequest(message, 'PINCODE_NOT_SERVED', [{ field: 'shippingAddress.pincode', message }]);
  }
  if (way === 'cod' && !check.cod) {
    const message = orderMessages.codNotForPincode(address.pincode);
    throw badRequest(message, 'COD_NOT_AVAILABLE', [{ field: 'shippingAddress.pincode', message }]);
  }
  return { rules, charges: (goodsPaise) => shippingCharges(rules, { goodsPaise, cod: way === 'cod' }) };
}

/**
 * Null when Cash on Delivery may be offered for goods of `goodsPaise` (after discounts) under the
 * owner's maximum order value, else the 409 to refuse it with.
 */
export function codMaximumRefusal(rules: ShippingRules, goodsPaise: number): AppError | null {
  if (codWithinMaximum(rules, goodsPaise)) return null;
  const limit = formatRupees(rules.codMaxPaise!, { compact: true });
  return new AppError(
    409,
    'COD_ABOVE_MAXIMUM',
    `Cash on Delivery is available for orders up to ${limit}. Please pay online for this order.`,
  );
}
