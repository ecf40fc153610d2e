import type { CartResponse } from '@shop/shared';
import { type OrderUpdatesChoiceView, OrderUpdatesOptIn } from '~/features/notifications';
import { SandboxPaymentModal } from '~/features/payments';
import { type PincodeAnswer, PincodeCheck } from '~/features/shipping';
import { AddressSections } from './address-sections';
import { CheckoutSummary } from './checkout-summary';
import { type AddressForm, checkoutActionPath, deliveryFormId } from './checkout-types';
import { type InitialPromo, useCheckout } from './use-checkout';

/** The checkout's two columns: the three sections, and the summary with the promo box and buttons. */
export function CheckoutPage({
  cart,
  initial,
  onlinePayment,
  promo = null,
  orderUpdates = { channel: 'none', phone: null },
  pincode = null,
}: {
  cart: CartResponse;
  initial: AddressForm;
  /** False when the shop takes Cash on Delivery only. */
  onlinePayment: boolean;
  /** The promo code the page's address names (`?promo=`), priced by the loader. */
  promo?: InitialPromo;
  /** The customer's order-updates choice, which the opt-in box starts from. */
  orderUpdates?: OrderUpdatesChoiceView;
  /** The pincode box's answer when it came back without JavaScript (`?pincode=`). */
  pincode?: PincodeAnswer | null;
}) {
  const checkout = useCheckout(initial, promo);
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start lg:gap-8">
      {/* Its own form (a GET back to this page), so it stays outside the delivery form. */}
      <PincodeCheck
        initial={pincode}
        keep={promo?.ok ? { promo: promo.promo.code } : undefined}
        className="lg:col-span-2"
      />
      {/*
        Cash on Delivery submits this form: before the page runs its code (or without JavaScript) the
        browser checks the boxes and posts it to the checkout's action; afterwards the script does.
      */}
      <form
        id={deliveryFormId}
        method="post"
        action={checkoutActionPath}
        aria-label="Delivery details"
        noValidate={checkout.hydrated}
        onSubmit={(event) => event.preventDefault()}
        className="min-w-0"
      >
        <input type="hidden" name="intent" value="placeOrder" />
        <input type="hidden" name="couponCode" value={checkout.promo?.code ?? ''} />
        <AddressSections
          address={checkout.address}
          errors={checkout.fieldErrors}
          onChange={checkout.setField}
          disabled={checkout.busy !== null}
          onlinePayment={onlinePayment}
        />
        <OrderUpdatesOptIn current={orderUpdates} />
      </form>
      <CheckoutSummary cart={cart} checkout={checkout} onlinePayment={onlinePayment} />
      {checkout.sandboxOrder && (
        <SandboxPaymentModal orderId={checkout.sandboxOrder} onOutcome={checkout.onSandboxOutcome} />
      )}
    </div>
  );
}
