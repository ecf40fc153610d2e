// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { action as checkoutResource } from '~/routes/checkout-actions';
import { apiOrder } from '../../../test/api-answers';
import { apiError, type FakeAnswer, fakeApiContext } from '../../../test/fake-api';
import { pricePromo } from './checkout.server';

const totals = {
  itemCount: 1,
  originalPrice: 1200,
  totalDiscountPrice: 1000,
  promoCode: 'WELCOME10',
  promoPercent: 10,
  promoDiscount: 100,
  shippingPrice: 0,
  subtotalPrice: 900,
  totalPrice: 900,
  shippingPaise: 0,
  codFeePaise: 0,
};
const applied = {
  status: 200,
  body: { success: true, code: 'WELCOME10', discount: 10, message: '', totals },
};

/** A checkout form as the browser posts it by itself (no JavaScript, or before the page hydrated). */
async function postBox(fields: Record<string, string>, answer: FakeAnswer, from = '/checkout') {
  const { context, calls } = fakeApiContext(() => answer);
  const request = new Request('http://shop.test/resources/checkout', {
    method: 'POST',
    headers: {
      'sec-fetch-mode': 'navigate',
      accept: 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
      referer: `http://shop.test${from}`,
    },
    body: new URLSearchParams(fields).toString(),
  });
  const response = (await checkoutResource({ request, context, params: {} } as never)) as Response;
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('shop_flash=')) ?? '';
  const flash = decodeURIComponent(/^shop_flash=([^;]*)/.exec(cookie)?.[1] ?? '');
  return { response, flash, calls };
}

describe('the promo box posted without JavaScript', () => {
  it('applies a code: back to the checkout that names it, with the applied text as a flash', async () => {
    const { response, flash, calls } = await postBox({ intent: 'applyPromo', code: ' welcome10 ' }, applied);
    expect(calls).toEqual([{ method: 'POST', path: '/promo/apply', body: { code: 'welcome10' } }]);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/checkout?promo=WELCOME10');
    expect(flash).toBe('s:WELCOME10 applied! You got 10% off.');
  });

  it("refuses a code: back to the checkout with the server's reason", async () => {
    const { response, flash } = await postBox(
      { intent: 'applyPromo', code: 'OLD' },
      apiError(400, 'PROMO_INVALID', 'This promo code has expired'),
    );
    expect(response.headers.get('location')).toBe('/checkout');
    expect(flash).toBe('e:This promo code has expired');
  });

  it('removes the code: the checkout without it, saying Promo code removed', async () => {
    const { response, flash, calls } = await postBox({ intent: 'removePromo', code: 'WELCOME10' }, applied);
    expect(calls).toEqual([]);
    expect(response.headers.get('location')).toBe('/checkout');
    expect(flash).toBe('s:Promo code removed');
  });
});

describe('the delivery form posted without JavaScript (Cash on Delivery)', () => {
  const delivery = {
    intent: 'placeOrder',
    couponCode: 'WELCOME10',
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '9876543210',
    address: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
  };

  it('places the order from its boxes with the applied code and opens the thank-you page', async () => {
    const { response, calls } = await postBox(
      delivery,
      { status: 201, body: { success: true, order: apiOrder({ _id: 'order-42' }) } },
      '/checkout?promo=WELCOME10',
    );
    const { intent: _intent, couponCode, ...shippingAddress } = delivery;
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/order/createOrder',
        // No GSTIN box filled: a consumer's order (null).
        body: {
          shippingAddress: { ...shippingAddress, gstin: null },
          couponCode,
          paymentMethod: 'cod',
          razorpay_order_id: '',
        },
      },
    ]);
    expect(response.headers.get('location')).toBe('/order-success?order=order-42');
  });

  it("sends a business buyer's GSTIN as the API keeps it (no spaces, capitals)", async () => {
    const { calls } = await postBox(
      { ...delivery, gstin: ' 29aagcb7383j1z4 ' },
      { status: 201, body: { success: true, order: apiOrder({ _id: 'order-43' }) } },
      '/checkout',
    );
    expect(calls[0]?.body).toMatchObject({ shippingAddress: { gstin: '29AAGCB7383J1Z4' } });
  });

  it("comes back to the checkout it was on with the server's refusal", async () => {
    const limit = 'Cash on Delivery is available for orders up to ₹5,000. Please pay online for this order.';
    const { response, flash } = await postBox(
      delivery,
      apiError(409, 'COD_LIMIT_REACHED', limit),
      '/checkout?promo=WELCOME10',
    );
    expect(response.headers.get('location')).toBe('/checkout?promo=WELCOME10');
    expect(flash).toBe(`e:${limit}`);
  });
});

describe('pricePromo (the checkout page named ?promo=)', () => {
  it('answers the code as the API applied it with its totals, or why not', async () => {
    const ok = await pricePromo(fakeApiContext(() => applied).context, 'welcome10');
    expect(ok).toEqual({ ok: true, promo: { code: 'WELCOME10', discount: 10, totals } });
    const refused = await pricePromo(
      fakeApiContext(() => apiError(400, 'PROMO_INVALID', 'Invalid promo code')).context,
      'NOPE',
    );
    expect(refused).toEqual({ ok: false, message: 'Invalid promo code' });
    const crashed = await pricePromo(fakeApiContext(() => ({ status: 500 })).context, 'X');
    expect(crashed).toEqual({ ok: false, message: 'Invalid promo code' });
  });
});
