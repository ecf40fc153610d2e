import { indianStates, mobilePattern, phoneInputDigits, pincodePattern } from '@shop/shared';
import { type ReactNode, useId, useState } from 'react';
import { cardClass } from '~/components/ui/card';
import { SelectField, TextField } from '~/components/ui/field';
import { ChevronDownIcon, LockIcon } from '~/components/ui/page-icons';
import type { FieldErrors } from '~/lib/form-result';
import type { AddressField, AddressForm } from './checkout-types';

/**
 * docs/PRODUCT.md §2's three collapsible sections: 1 e-mail, 2 shipping address, 3 a note that Pay Now opens the
 * payment window once the order is placed. Collapsed sections summarise what was entered.
 */
export function AddressSections({
  address,
  errors,
  onChange,
  disabled,
  onlinePayment,
}: {
  address: AddressForm;
  errors: FieldErrors;
  onChange: (field: AddressField, value: string) => void;
  disabled: boolean;
  onlinePayment: boolean;
}) {
  // Every address field is required; the ids let the checkout move the focus to the first in error.
  const field = (name: AddressField, filter: (value: string) => string = (value) => value) => ({
    id: `checkout-${name}`,
    name,
    value: address[name],
    errors,
    disabled,
    required: true,
    requiredMark: true,
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange(name, filter(event.currentTarget.value)),
  });
  const shipTo = [address.name, address.address, address.city, address.state, address.pincode]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="space-y-4">
      <Section number={1} title="Contact email" summary={address.email} forceOpen={Boolean(errors.email)}>
        <TextField
          {...field('email')}
          label="Email address"
          type="email"
          autoComplete="email"
          hint="Your order confirmation and GST invoice are sent here."
        />
      </Section>
      <Section
        number={2}
        title="Shipping address"
        summary={shipTo}
        forceOpen={['name', 'phone', 'address', 'city', 'state', 'pincode', 'gstin'].some(
          (name) => errors[name],
        )}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field('name')} label="Full name" autoComplete="name" />
          <TextField
            {...field('phone', phoneInputDigits)}
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            pattern={mobilePattern}
            hint="10-digit mobile number, for the delivery partner."
          />
          <TextField
            {...field('address')}
            label="Address"
            autoComplete="street-address"
            placeholder="House no., building, street, area"
            className="sm:col-span-2"
          />
          <TextField {...field('city')} label="City" autoComplete="address-level2" />
          <SelectField {...field('state')} label="State" selectClassName="pr-10">
            <option value="">Select a state or union territory</option>
            {!(indianStates as readonly string[]).includes(address.state) && address.state && (
              <option value={address.state}>{address.state}</option>
            )}
            {indianStates.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </SelectField>
          <TextField
            {...field('pincode', (value) => value.replace(/\D/g, '').slice(0, 6))}
            label="Pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            pattern={pincodePattern}
            hint="6 digits"
          />
          <TextField
            {...field('gstin', (value) => value.toUpperCase().slice(0, 15))}
            required={false}
            requiredMark={false}
            label="GSTIN (optional)"
            autoComplete="off"
            maxLength={15}
            className="sm:col-span-2"
            hint="Buying for a registered business? Your GST invoice will show this GSTIN."
          />
        </div>
      </Section>
      <Section
        number={3}
        title="Payment"
        summary={onlinePayment ? 'Pay Now or Cash on Delivery' : 'Cash on Delivery'}
      >
        <div className="flex items-start gap-3 rounded-2xl bg-brand-50 p-4 text-sm leading-relaxed text-brand-900">
          <LockIcon className="mt-0.5 h-5 w-5 shrink-0" />
          {onlinePayment ? (
            <p>
              After you place your order with <strong>Pay Now</strong>, you are redirected to our secure
              payment window to pay by UPI, card, netbanking or wallet. Prefer to pay at your door? Choose{' '}
              <strong>Cash on Delivery</strong>.
            </p>
          ) : (
            <p>
              Place your order with <strong>Cash on Delivery</strong> and pay when it arrives at your door.
            </p>
          )}
        </div>
      </Section>
    </div>
  );
}

function Section({
  number,
  title,
  summary,
  forceOpen = false,
  children,
}: {
  number: number;
  title: string;
  summary: string;
  forceOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(true);
  const id = useId();
  const shown = open || forceOpen;
  return (
    <section aria-labelledby={`${id}-title`} className={`${cardClass} overflow-hidden`}>
      <h2 id={`${id}-title`}>
        <button
          type="button"
          aria-expanded={shown}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!shown)}
          className="flex w-full items-center gap-3 px-5 py-4 text-left transition hover:bg-brand-50/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:px-6"
        >
          <span
            aria-hidden="true"
            className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
          >
            {number}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-display text-lg font-bold text-brand-900">{title}</span>
            {!shown && summary && <span className="block truncate text-sm text-stone-600">{summary}</span>}
          </span>
          <ChevronDownIcon
            className={`h-5 w-5 shrink-0 text-stone-500 transition ${shown ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div id={`${id}-panel`} hidden={!shown} className="border-t border-stone-100 px-5 py-5 sm:px-6">
        {children}
      </div>
    </section>
  );
}
