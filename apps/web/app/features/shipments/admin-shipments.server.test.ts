// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiUser } from '../../../test/api-answers';
import { type ApiCall, apiError, fakeApiContext } from '../../../test/fake-api';
import { shipmentsAction } from './admin-shipments.server';

/** The console's shipping forms, posted by the browser itself (no JavaScript): Post/Redirect/Get with a flash. */
describe('the console’s shipping forms without JavaScript', () => {
  const url = new URL('http://shop.test/admin/orders?view=ready');
  const browserPost = (fields: [string, string][]) =>
    new Request(url, {
      method: 'POST',
      headers: { 'sec-fetch-mode': 'navigate', accept: 'text/html' },
      body: new URLSearchParams(fields),
    });
  const flashOf = (response: Response) =>
    decodeURIComponent(/shop_flash=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '');
  const admin = (answer: (call: ApiCall) => { status: number; body: unknown }) =>
    fakeApiContext((call) =>
      call.path === '/auth/me'
        ? { status: 200, body: { user: apiUser({ role: 'admin' }), cartCount: 0 } }
        : answer(call),
    );
  const run = async (fields: [string, string][], context: ReturnType<typeof admin>['context']) => {
    const request = browserPost(fields);
    return (await shipmentsAction(
      { request, url, context, params: {} } as never,
      await request.clone().formData(),
    )) as Response;
  };

  it('books the ticked orders and opens Shipments with what was done', async () => {
    const { context, calls } = admin(() => ({
      status: 202,
      body: { created: 2, skipped: [{ orderId: 'c', reason: 'It already has a shipment' }] },
    }));
    const answer = await run(
      [
        ['intent', 'ship'],
        ['orderIds', 'a'],
        ['orderIds', 'b'],
        ['orderIds', 'c'],
      ],
      context,
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/admin/orders?view=shipments');
    expect(flashOf(answer)).toBe(
      's:2 shipments created: the couriers are being booked. 1 skipped: it already has a shipment.',
    );
    expect(calls.filter((call) => call.path === '/admin/shipments')).toEqual([
      { method: 'POST', path: '/admin/shipments', body: { orderIds: ['a', 'b', 'c'] } },
    ]);
  });

  it('refuses an empty selection without asking the API, and brings a refusal back as an error flash', async () => {
    const { context, calls } = admin(() =>
      apiError(409, 'SHIPMENT_NOT_FAILED', 'Only a shipment whose booking failed can be retried'),
    );
    const empty = await run([['intent', 'ship']], context);
    expect(empty.headers.get('location')).toBe('/admin/orders?view=ready');
    expect(flashOf(empty)).toBe('e:Tick at least one order to ship');
    expect(calls.some((call) => call.path === '/admin/shipments')).toBe(false);
    const retried = await run(
      [
        ['intent', 'retry'],
        ['id', 's1'],
      ],
      context,
    );
    expect(flashOf(retried)).toBe('e:Only a shipment whose booking failed can be retried');
  });

  it('leaves other forms of the page (a refund) to their own action', async () => {
    const { context } = admin(() => ({ status: 200, body: {} }));
    const request = browserPost([['intent', 'refund-done']]);
    expect(
      await shipmentsAction({ request, url, context, params: {} } as never, await request.formData()),
    ).toBeNull();
  });
});
