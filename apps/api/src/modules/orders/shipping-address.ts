import { normalizeIndianMobile, type ShippingAddressInput } from '@shop/shared';
import type { AttemptAddress } from '../../db/schema/payments.ts';
import { badRequest } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';

/**
 * The address an order ships to: the form's values, with the name, e-mail and phone taken from the
 * account when the form leaves them out (docs/PRODUCT.md §3's payload has none of them). 400 names what is missing.
 */
export function resolveShippingAddress(input: ShippingAddressInput, user: SessionUser): AttemptAddress {
  const name = input.name ?? `${user.firstName} ${user.lastName}`.trim();
  const email = input.email ?? user.email;
  const phone = input.phone ?? normalizeIndianMobile(user.phone) ?? '';
  const missing = [
    ...(name ? [] : [{ field: 'shippingAddress.name', message: 'Name is required' }]),
    ...(email ? [] : [{ field: 'shippingAddress.email', message: 'Email is required' }]),
    ...(phone ? [] : [{ field: 'shippingAddress.phone', message: 'Phone is required' }]),
  ];
  if (missing.length) {
    throw badRequest(
      `Please check these fields: ${missing.map((item) => item.field).join(', ')}`,
      'VALIDATION_FAILED',
      missing,
    );
  }
  return {
    name,
    email,
    phone,
    address: input.address,
    city: input.city,
    state: input.state,
    pincode: (input.pincode ?? input.postalCode)!,
    country: 'India',
    gstin: input.gstin ?? null,
  };
}
