// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { action as checkoutResource } from '~/routes/checkout-actions';
import { apiOrder } from '../../../test/api-answers';
import { type ApiCall, apiError, type FakeAnswer, fakeApiContext } from '../../../test/fake-api';

const delivery = {
  intent: 'placeOrder',
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '98765 43210',
  address: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};
const placed: FakeAnswer = { status: 201, body: { success: true, order: apiOrder({ _id: 'order-42' }) } };
const chosen = (channel: string): FakeAnswer => ({
  status: 200,
  body: { success: true, orderUpdates: { channel, phone: '9876543210', since: '2026-11-26T10:00:00.000Z' } },
});

/** The delivery form as the browser posts it without JavaScript, with the opt-in's boxes. */
async function post(fields: Record<string, string>, answer: (call: ApiCall) => FakeAnswer) {
  const { context, calls } = fakeApiContext(answer);
  const request = new Request('http://shop.test/resources/checkout', {
    method: 'POST',
    headers: {
      'sec-fetch-mode': 'navigate',
      accept: 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
      referer: 'http://shop.test/checkout',
    },
    body: new URLSearchParams(fields).toString(),
  });
  const response = (await checkoutResource({ request, context, params: {} } as never)) as Response;
  return { response, calls: calls.map(({ method, path, body }) => ({ method, path, body })) };
}

const answers = (call: ApiCall) => (call.path === '/order/createOrder' ? placed : chosen('whatsapp'));

describe('the checkout’s order-updates opt-in', () => {
  it('saves a ticked box (WhatsApp, to the delivery phone) before the order is placed', async () => {
    const { response, calls } = await post(
      { ...delivery, orderUpdates: 'on', orderUpdatesWas: 'none', orderUpdatesPhone: '' },
      answers,
    );
    expect(calls.map((call) => call.path)).toEqual(['/notifications/order-updates', '/order/createOrder']);
    expect(calls[0]).toEqual({
      method: 'PUT',
      path: '/notifications/order-updates',
      body: { channel: 'whatsapp', phone: '9876543210', source: 'checkout' },
    });
    expect(response.headers.get('location')).toBe('/order-success?order=order-42');
  });

  it('chooses SMS when "by SMS instead" is ticked too', async () => {
    const { calls } = await post(
      { ...delivery, orderUpdates: 'on', orderUpdatesBySms: 'on', orderUpdatesWas: 'none' },
      answers,
    );
    expect(calls[0]?.body).toMatchObject({ channel: 'sms' });
  });

  it('saves nothing for an unticked box the page drew unticked, or an unchanged choice', async () => {
    const untouched = await post({ ...delivery, orderUpdatesWas: 'none' }, answers);
    expect(untouched.calls.map((call) => call.path)).toEqual(['/order/createOrder']);
    const same = await post(
      { ...delivery, orderUpdates: 'on', orderUpdatesWas: 'whatsapp', orderUpdatesPhone: '9876543210' },
      answers,
    );
    expect(same.calls.map((call) => call.path)).toEqual(['/order/createOrder']);
  });

  it('opts out when a box the page drew ticked is unticked', async () => {
    const { calls } = await post(
      { ...delivery, orderUpdatesWas: 'sms', orderUpdatesPhone: '9876543210' },
      answers,
    );
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { channel: 'none', source: 'checkout' } });
  });

  it('places no order when the choice is refused, and says why', async () => {
    const { response, calls } = await post({ ...delivery, orderUpdates: 'on', orderUpdatesWas: 'none' }, () =>
      apiError(400, 'VALIDATION_FAILED', 'Please check these fields: phone'),
    );
    expect(calls.map((call) => call.path)).toEqual(['/notifications/order-updates']);
    expect(response.headers.get('location')).toBe('/checkout');
  });
});
