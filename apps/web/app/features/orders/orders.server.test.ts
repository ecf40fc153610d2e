// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiOrder } from '../../../test/api-answers';
import { apiError, fakeApiContext } from '../../../test/fake-api';
import { ordersAction } from './orders.server';

describe('Cancel Order posted by the browser itself (before hydration, or without JavaScript)', () => {
  const browserPost = (fields: Record<string, string>) =>
    new Request('http://shop.test/orders', {
      method: 'POST',
      headers: { 'sec-fetch-mode': 'navigate', accept: 'text/html' },
      body: new URLSearchParams(fields),
    });
  const flashOf = (response: Response) =>
    decodeURIComponent(/shop_flash=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '');

  it('cancels with the reason and answers with the orders page and the result as a flash', async () => {
    const { context, calls } = fakeApiContext(() => ({
      status: 200,
      body: {
        success: true,
        order: apiOrder({ orderStatus: 'cancelled' }),
        message: 'Your order has been cancelled.',
      },
    }));
    const answer = (await ordersAction(
      browserPost({ intent: 'cancel', orderId: 'order-1', reason: 'Ordered twice' }),
      context,
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/orders');
    expect(flashOf(answer)).toBe('s:Your order has been cancelled.');
    expect(calls).toEqual([
      { method: 'POST', path: '/order/cancel/order-1', body: { reason: 'Ordered twice' } },
    ]);
  });

  it("brings a refusal back in the API's words, as an error flash", async () => {
    const { context } = fakeApiContext(() =>
      apiError(409, 'INVALID_STATUS', 'This order can no longer be cancelled: it has already been shipped.'),
    );
    const answer = (await ordersAction(
      browserPost({ intent: 'cancel', orderId: 'order-1' }),
      context,
    )) as Response;
    expect(answer.headers.get('location')).toBe('/orders');
    expect(flashOf(answer)).toBe('e:This order can no longer be cancelled: it has already been shipped.');
  });
});
