import type { CartResponse } from '@shop/shared';
import { SandboxPaymentModal } from '~/features/payments';
import { AddressSections } from './address-sections';
import { CheckoutSummary } from './checkout-summary';
import type { AddressForm } from './checkout-types';
import { type InitialPromo, useCheckout } from './use-checkout';

/** The checkout's two columns: the three sections, and the summary with the promo box and buttons. */
export function CheckoutPage({
  cart,
  initial,
  onlinePayment,
  promo = null,
}: {
  cart: CartResponse;
  initial: AddressForm;
  /** False when the shop takes Cash on Delivery only. */
  onlinePayment: boolean;
  /** The promo code the page's address names (`?promo=`), priced by the loader. */
  promo?: InitialPromo;
}) {
  const checkout = useCheckout(initial, promo);
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start lg:gap-8">
      <form
        aria-label="Delivery details"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className="min-w-0"
      >
        <AddressSections
          address={checkout.address}
          errors={checkout.fieldErrors}
          onChange={checkout.setField}
          disabled={checkout.busy !== null}
          onlinePayment={onlinePayment}
        />
      </form>
      <CheckoutSummary cart={cart} checkout={checkout} onlinePayment={onlinePayment} />
      {checkout.sandboxOrder && (
        <SandboxPaymentModal orderId={checkout.sandboxOrder} onOutcome={checkout.onSandboxOutcome} />
      )}
    </div>
  );
}
