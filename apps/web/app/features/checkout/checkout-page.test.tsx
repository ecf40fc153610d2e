import { type CartResponse, CreateOrderSchema, type Totals } from '@shop/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { action as checkoutResource } from '~/routes/checkout-actions';
import { apiOrder } from '../../../test/api-answers';
import { type ApiCall, apiError, type FakeAnswer, fakeApiContext } from '../../../test/fake-api';
import { rootRoute, siteData } from '../../../test/site';
import { CheckoutPage } from './checkout-page';
import type { AddressForm } from './checkout-types';
import type { InitialPromo } from './use-checkout';

const totals = (totalPrice: number, promo = 0): Totals => ({
  itemCount: 2,
  originalPrice: 1200,
  totalDiscountPrice: 1000,
  promoCode: promo ? 'SAVE10' : null,
  promoPercent: promo ? 10 : 0,
  promoDiscount: promo,
  shippingPrice: 0,
  subtotalPrice: totalPrice,
  totalPrice,
  shippingPaise: 0,
  codFeePaise: 0,
});

const cart: CartResponse = {
  success: true,
  itemCount: 2,
  totals: totals(1000),
  shippingPaise: 0,
  codFeePaise: 0,
  items: [
    {
      _id: 'line-1',
      productId: {
        _id: 'p1',
        slug: 'tulsi',
        name: 'Tulsi Drops',
        brand: 'Ayur',
        images: [],
        stock: 9,
        price: 600,
        discountPrice: 500,
      },
      variantId: 'p1',
      variantLabel: '',
      sku: 'SKU-P1',
      price: 600,
      discountPrice: 500,
      quantity: 2,
      lineTotal: 1000,
      outOfStock: false,
      exceedsStock: false,
      availableStock: 9,
      priceChanged: false,
      previousDiscountPrice: null,
    },
  ],
};

const address: AddressForm = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  address: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  gstin: '',
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The checkout page's own address. */
function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

let calls: ApiCall[] = [];

/**
 * The checkout page; its script posts to the real /resources/checkout route (served here through a
 * stubbed fetch), which calls a fake API answering `answer`.
 */
function renderCheckout(
  initial: AddressForm,
  answer: (call: ApiCall) => FakeAnswer,
  promo: InitialPromo = null,
  entry = '/checkout',
  shown: CartResponse = cart,
) {
  const api = fakeApiContext(answer);
  calls = api.calls;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const request = new Request(new URL(url, 'http://localhost'), init);
      const result = await checkoutResource({ request, context: api.context, params: {} } as never);
      if (result instanceof Response) return result;
      return Response.json(result.data, result.init ?? undefined);
    }),
  );
  const Stub = createRoutesStub([
    rootRoute(siteData({ firstName: 'Asha' }), [
      {
        path: 'checkout',
        Component: () => (
          <>
            <CheckoutPage cart={shown} initial={initial} onlinePayment promo={promo} />
            <Address />
          </>
        ),
      },
      { path: 'order-success', Component: Where },
      { path: 'login', Component: Where },
    ]),
  ]);
  render(<Stub initialEntries={[entry]} />);
  return userEvent.setup();
}

beforeEach(() => {
  calls = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checkout', () => {
  it('shows the owner’s shipping, and the Cash on Delivery fee with the total it makes', async () => {
    const charged: CartResponse = {
      ...cart,
      totals: { ...totals(1049), shippingPrice: 49, subtotalPrice: 1000, shippingPaise: 4900 },
      shippingPaise: 4900,
      codFeePaise: 2500,
    };
    renderCheckout(address, () => ({ status: 500 }), null, '/checkout', charged);
    expect((await screen.findByTestId('checkout-shipping')).textContent).toBe('₹49.00');
    expect(screen.getByTestId('checkout-cod-fee').textContent).toBe('+₹25.00');
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹1,049.00');
    expect(screen.getByTestId('checkout-cod-total').textContent).toBe('₹1,074.00');
    expect(screen.getByRole('button', { name: 'Cash on Delivery · ₹1,074.00' })).toBeTruthy();
  });

  it('says Free and shows no fee with the default rules', async () => {
    renderCheckout(address, () => ({ status: 500 }));
    expect((await screen.findByTestId('checkout-shipping')).textContent).toBe('Free');
    expect(screen.queryByTestId('checkout-cod-fee')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cash on Delivery' })).toBeTruthy();
  });

  it('waits for the whole address before an order can be placed', async () => {
    renderCheckout({ ...address, city: '' }, () => ({ status: 500 }));
    const cod = await screen.findByRole('button', { name: 'Cash on Delivery' });
    // Once the page runs its code (before, the browser checks the empty boxes itself).
    await waitFor(() => expect(cod.hasAttribute('disabled')).toBe(true));
    expect(screen.getByText('Fill in your email and shipping address to place the order.')).toBeTruthy();
  });

  it('checks the address with the shared schema first: the phone in error has the focus, nothing is sent', async () => {
    const user = renderCheckout({ ...address, phone: '12345' }, () => ({ status: 500 }));
    await user.click(await screen.findByRole('button', { name: 'Cash on Delivery' }));
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['Pincode', 'pincode', '011001'],
    ['Phone', 'phone', '5876543210'],
  ] as const)(
    'refuses the %s the API refuses, with the API’s message, before sending',
    async (label, field, value) => {
      const bad = { ...address, [field]: value };
      // What POST /order/createOrder answers: its body schema's message for the field.
      const answer = CreateOrderSchema.safeParse({ shippingAddress: bad });
      const apiMessage = answer.error?.issues.find(
        (issue) => issue.path.join('.') === `shippingAddress.${field}`,
      )?.message;
      expect(apiMessage).toMatch(/^Enter a /);

      const user = renderCheckout(bad, () => ({ status: 500 }));
      await user.click(await screen.findByRole('button', { name: 'Cash on Delivery' }));
      const box = screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(box.getAttribute('aria-describedby')).toBeTruthy();
      const described = box
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain(apiMessage);
      // The box's own pattern is the API's rule too.
      expect(box.validity.patternMismatch).toBe(true);
      // Refused in the browser: neither the checkout's resource route nor the API was asked.
      expect(fetch).not.toHaveBeenCalled();
      expect(calls).toHaveLength(0);
    },
  );

  it('places a Cash on Delivery order with the address and goes to the thank-you page', async () => {
    const user = renderCheckout(address, () => ({
      status: 201,
      body: { success: true, order: apiOrder({ _id: 'order-42' }) },
    }));
    await user.click(await screen.findByRole('button', { name: 'Cash on Delivery' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/order-success?order=order-42');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/order/createOrder',
        body: {
          shippingAddress: expect.objectContaining({ city: 'Pune', phone: '9876543210' }),
          couponCode: null,
          paymentMethod: 'cod',
          razorpay_order_id: '',
        },
      },
    ]);
  });

  it("shows the API's refusal of a field under that field (the pincode), and above the buttons", async () => {
    const refusal = apiError(400, 'VALIDATION_ERROR', 'Invalid request', [
      { field: 'shippingAddress.postalCode', message: 'We do not deliver to this pincode yet' },
    ]);
    const user = renderCheckout(address, () => refusal);
    await user.click(await screen.findByRole('button', { name: 'Cash on Delivery' }));
    const pincode = screen.getByLabelText(/^Pincode/);
    await waitFor(() => expect(pincode.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('We do not deliver to this pincode yet')).toBeTruthy();
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    expect(within(summary).getByRole('alert').textContent).toBe('Invalid request');
  });

  it('says why Cash on Delivery was refused at the account’s limit, and leaves Pay Now open', async () => {
    const text = 'You have 3 Cash on Delivery orders on the way. Pay online, or wait until one is delivered.';
    const user = renderCheckout(address, () => apiError(409, 'COD_LIMIT_REACHED', text));
    await user.click(await screen.findByRole('button', { name: 'Cash on Delivery' }));
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    await waitFor(() => expect(within(summary).getByRole('alert').textContent).toBe(text));
    expect(screen.queryByTestId('where')).toBeNull();
    expect((screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends a shopper whose session ended to log in and come back', async () => {
    const user = renderCheckout(address, () => apiError(401, 'UNAUTHORIZED', 'Please log in'));
    await user.click(await screen.findByRole('button', { name: 'Cash on Delivery' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/login?redirectTo=%2Fcheckout');
  });

  it('applies a promo code: the server-priced total replaces the old one, which is struck out', async () => {
    const user = renderCheckout(address, (call) =>
      call.path === '/promo/apply'
        ? {
            status: 200,
            body: { success: true, code: 'SAVE10', discount: 10, message: '', totals: totals(900, 100) },
          }
        : { status: 500 },
    );
    await user.type(await screen.findByLabelText('Promo code'), 'save10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toContain('900.00'));
    expect(screen.getByTestId('original-total').textContent).toContain('1,000.00');
    expect(await screen.findByText('SAVE10 applied! You got 10% off.')).toBeTruthy();
    // The code goes as typed; the API normalises it (and answers the code it applied).
    expect(calls).toEqual([{ method: 'POST', path: '/promo/apply', body: { code: 'save10' } }]);

    await user.click(screen.getByRole('button', { name: 'Remove SAVE10' }));
    await waitFor(() => expect(screen.queryByTestId('original-total')).toBeNull());
    expect(screen.getByTestId('checkout-total').textContent).toContain('1,000.00');
  });

  it('opens with the promo code its address names (?promo=, where the box comes back without JavaScript)', async () => {
    const promo = { code: 'SAVE10', discount: 10, totals: totals(900, 100) };
    const user = renderCheckout(
      address,
      () => ({ status: 500 }),
      { ok: true, promo },
      '/checkout?promo=SAVE10',
    );
    expect(((await screen.findByLabelText('Promo code')) as HTMLInputElement).value).toBe('SAVE10');
    expect(screen.getByTestId('checkout-total').textContent).toContain('900.00');
    expect(screen.getByTestId('original-total').textContent).toContain('1,000.00');
    // The form posts to the checkout's action by itself too: Remove sends removePromo.
    const box = screen.getByLabelText('Promo code').closest('form') as HTMLFormElement;
    expect(box.getAttribute('action')).toBe('/resources/checkout');
    expect(box.getAttribute('method')).toBe('post');
    expect((box.querySelector('input[name="intent"]') as HTMLInputElement).value).toBe('removePromo');
    // Removed with JavaScript: no longer in the address either, so a reload does not bring it back.
    await user.click(screen.getByRole('button', { name: 'Remove SAVE10' }));
    await waitFor(() => expect(screen.queryByTestId('original-total')).toBeNull());
    // The address changes by a navigation, which ends after the page's state has changed.
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/checkout'));
    expect(calls).toEqual([]);
  });

  it('says why the promo code its address names no longer applies', async () => {
    renderCheckout(address, () => ({ status: 500 }), { ok: false, message: 'This promo code has expired' });
    const box = (await screen.findByLabelText('Promo code')).closest('form') as HTMLFormElement;
    expect(within(box).getByRole('alert').textContent).toBe('This promo code has expired');
    expect((box.querySelector('input[name="intent"]') as HTMLInputElement).value).toBe('applyPromo');
  });

  it('posts the delivery form by itself before the page runs its code: Cash on Delivery submits it', async () => {
    renderCheckout(address, () => ({ status: 500 }), {
      ok: true,
      promo: { code: 'SAVE10', discount: 10, totals: totals(900, 100) },
    });
    const cod = await screen.findByRole('button', { name: 'Cash on Delivery' });
    const form = screen.getByRole('form', { name: 'Delivery details' }) as HTMLFormElement;
    expect(cod.getAttribute('type')).toBe('submit');
    expect(cod.getAttribute('form')).toBe(form.id);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/resources/checkout');
    const values = Object.fromEntries(new FormData(form));
    expect(values).toMatchObject({ intent: 'placeOrder', couponCode: 'SAVE10', ...address });
  });

  it('says why a promo code was refused, in the promo box', async () => {
    const user = renderCheckout(address, () => apiError(400, 'PROMO_INVALID', 'This code has expired'));
    await user.type(await screen.findByLabelText('Promo code'), 'OLD');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const box = screen.getByLabelText('Promo code').closest('form') as HTMLFormElement;
    expect((await within(box).findByRole('alert')).textContent).toBe('This code has expired');
    expect(screen.getByTestId('checkout-total').textContent).toContain('1,000.00');
  });

  it('falls back to its own words when the connection is lost', async () => {
    const user = renderCheckout(address, () => ({ status: 200 }));
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(await screen.findByRole('button', { name: 'Cash on Delivery' }));
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    expect((await within(summary).findByRole('alert')).textContent).toBe('Failed to create order');
    expect(screen.getByRole('button', { name: 'Cash on Delivery' }).hasAttribute('disabled')).toBe(false);
  });
});
