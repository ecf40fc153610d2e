import {
  paymentMessages,
  promoAppliedMessage,
  promoMessages,
  ShippingAddressInputSchema,
} from '@shop/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadToast } from '~/components/ui/toaster';
import { optInValues } from '~/features/notifications';
import { type PaymentOutcome, payWithRazorpay } from '~/features/payments';
import { postToResource } from '~/lib/browser-api';
import { type FieldErrors, type FormFailure, validate } from '~/lib/form-result';
import {
  type AddressField,
  type AddressForm,
  type AppliedPromo,
  addressFields,
  type CheckoutResult,
  checkoutActionPath,
  deliveryFormId,
  fieldOf,
  requiredAddressFields,
  type StartedPayment,
} from './checkout-types';

type Busy = null | 'cod' | 'pay';

/** The promo code the page came with (`?promo=`): applied, or why it cannot be; null for none. */
export type InitialPromo = { ok: true; promo: AppliedPromo } | { ok: false; message: string } | null;

/** POSTs one intent to the checkout resource route; a lost connection is a refusal with no message. */
const postCheckout = (body: { intent: string } & Record<string, unknown>) =>
  postToResource<CheckoutResult>(checkoutActionPath, body);

/**
 * The checkout's state and its three journeys: promo code (apply, remove), Cash on Delivery, and Pay
 * Now through the provider's payment window (sandbox window or Razorpay Checkout), then verification.
 * Every outcome ends in a message; nothing fails silently.
 */
export function useCheckout(initial: AddressForm, initialPromo: InitialPromo = null) {
  const navigate = useNavigate();
  const location = useLocation();
  const [address, setAddress] = useState<AddressForm>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [promo, setPromo] = useState<AppliedPromo | null>(initialPromo?.ok ? initialPromo.promo : null);
  const [promoError, setPromoError] = useState<string | null>(
    initialPromo && !initialPromo.ok ? initialPromo.message : null,
  );
  const [promoBusy, setPromoBusy] = useState(false);
  const [sandboxOrder, setSandboxOrder] = useState<string | null>(null);
  const settleSandbox = useRef<((outcome: PaymentOutcome) => void) | null>(null);
  const leaving = useRef(false);
  // False in the server's HTML: until the page runs its code the delivery form posts by itself.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const missing = requiredAddressFields.some((field) => !address[field].trim());

  const setField = (field: AddressField, value: string) => {
    setAddress((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  /**
   * The same schema, and so the same messages, as the API's; it names an empty box too ("City is
   * required"). The first field in error gets the focus.
   */
  const check = () => {
    const parsed = validate(ShippingAddressInputSchema, address, fieldOf);
    const errors: FieldErrors = parsed.ok ? {} : parsed.fieldErrors;
    setFieldErrors(errors);
    const first = addressFields.find((field) => errors[field]);
    if (first) {
      document.getElementById(`checkout-${first}`)?.focus();
      return false;
    }
    return true;
  };

  const toLogin = () => navigate(`/login?redirectTo=${encodeURIComponent('/checkout')}`);

  /** A refusal: the fields it names, the server's message inline and as a toast. */
  const refused = async (result: FormFailure, fallback: string, toastText?: string) => {
    if (result.status === 401) return toLogin();
    if (Object.keys(result.fieldErrors ?? {}).length > 0) setFieldErrors(result.fieldErrors);
    const message = result.message || fallback;
    setFormError(message);
    (await loadToast()).error(toastText ?? message);
  };

  const applyPromo = async (code: string) => {
    if (!code.trim() || promoBusy) return;
    setPromoBusy(true);
    setPromoError(null);
    const result = await postCheckout({ intent: 'applyPromo', code });
    setPromoBusy(false);
    const toast = await loadToast();
    if (result.ok && result.intent === 'applyPromo') {
      const { code: applied, discount, totals } = result.data;
      setPromo({ code: applied, discount, totals });
      toast.success(promoAppliedMessage(applied, discount));
      return;
    }
    if (!result.ok && result.status === 401) return toLogin();
    const message = (!result.ok && result.message) || promoMessages.invalid;
    setPromoError(message);
    toast.error(message);
  };

  const removePromo = async () => {
    setPromo(null);
    setPromoError(null);
    // A code the address named would come back with a reload (the loader does not run again here).
    if (new URLSearchParams(location.search).has('promo')) {
      navigate('/checkout', { replace: true, preventScrollReset: true });
    }
    (await loadToast()).success(promoMessages.removed);
  };

  const orderPayload = () => ({
    shippingAddress: address,
    couponCode: promo?.code ?? null,
    // The order-updates opt-in is a box of the delivery form, read as the form would post it.
    ...optInValues(document.getElementById(deliveryFormId) as HTMLFormElement | null),
  });

  const finish = (orderId: string) => {
    leaving.current = true;
    // A new search string makes every loader (the header's cart count too) run again.
    navigate(`/order-success?order=${encodeURIComponent(orderId)}`, { replace: true });
  };

  const run = async (kind: Exclude<Busy, null>, journey: () => Promise<void>) => {
    if (busy || missing || !check()) return;
    setBusy(kind);
    setFormError(null);
    try {
      await journey();
    } catch (error) {
      console.error(error);
      setFormError(kind === 'pay' ? paymentMessages.initFailed : 'Failed to create order');
      (await loadToast()).error(kind === 'pay' ? paymentMessages.initFailed : 'Failed to create order');
    } finally {
      if (!leaving.current) setBusy(null);
    }
  };

  const payCashOnDelivery = () =>
    run('cod', async () => {
      const result = await postCheckout({ intent: 'placeOrder', ...orderPayload() });
      if (result.ok && result.intent === 'placeOrder') return finish(result.data.orderId);
      if (!result.ok) await refused(result, 'Failed to create order');
    });

  const openPaymentWindow = (payment: StartedPayment, onFailedAttempt: (text?: string) => void) => {
    if (payment.provider === 'razorpay') return payWithRazorpay(payment, onFailedAttempt);
    return new Promise<PaymentOutcome>((resolve) => {
      settleSandbox.current = resolve;
      setSandboxOrder(payment.orderId);
    });
  };

  const payNow = () =>
    run('pay', async () => {
      const toast = await loadToast();
      const started = await postCheckout({ intent: 'startPayment', ...orderPayload() });
      if (!started.ok) return refused(started, paymentMessages.initFailed, paymentMessages.initFailed);
      if (started.intent !== 'startPayment') throw new Error('Unexpected answer to startPayment');
      const outcome = await openPaymentWindow(started.data.payment, () =>
        toast.error(paymentMessages.failed),
      );
      switch (outcome.kind) {
        case 'sdk-failed':
          setFormError(paymentMessages.sdkFailed);
          toast.error(paymentMessages.sdkFailed);
          return;
        case 'closed':
          toast(paymentMessages.windowClosed);
          return;
        case 'cancelled':
          toast(paymentMessages.cancelled);
          return;
        case 'failed':
          if (!outcome.shown) toast.error(paymentMessages.failed);
          return;
        case 'success': {
          const verified = await postCheckout({ intent: 'verifyPayment', ...outcome.response });
          if (verified.ok && verified.intent === 'verifyPayment') {
            toast.success(paymentMessages.success);
            return finish(verified.data.orderId);
          }
          if (!verified.ok) await refused(verified, paymentMessages.verifyFailed);
        }
      }
    });

  const onSandboxOutcome = useCallback((outcome: PaymentOutcome) => {
    setSandboxOrder(null);
    settleSandbox.current?.(outcome);
    settleSandbox.current = null;
  }, []);

  return {
    hydrated,
    address,
    setField,
    fieldErrors,
    formError,
    busy,
    missing,
    promo,
    promoError,
    promoBusy,
    applyPromo,
    removePromo,
    payCashOnDelivery,
    payNow,
    sandboxOrder,
    onSandboxOutcome,
  };
}
