import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { productVariants } from '../../db/schema/catalog-variants.ts';
import { admin, call } from '../orders/orders.fixtures.ts';
import {
  codOrders,
  eventsOf,
  orderRow,
  shipmentOf,
  startShippingShop,
  subjectsTo,
} from './shipments.fixtures.ts';
import { type FakeShiprocket, startFakeShiprocket } from './shiprocket-fake.fixtures.ts';

/** Generous for a loaded machine; the fake's late answers come after it. */
const TIMEOUT_MS = 1500;
const WEBHOOK_TOKEN = 'shiprocket-webhook-token-123';

let fake: FakeShiprocket;
let database: Database;
let api: Awaited<ReturnType<typeof startShippingShop>>;
let owner: Awaited<ReturnType<typeof admin>>;

const env = () => ({
  SHIPROCKET_EMAIL: fake.email,
  SHIPROCKET_PASSWORD: fake.password,
  SHIPROCKET_API_URL: fake.url,
  SHIPROCKET_TIMEOUT_MS: String(TIMEOUT_MS),
  SHIPROCKET_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
});

beforeAll(async () => {
  fake = await startFakeShiprocket({ timeoutMs: TIMEOUT_MS });
  database = await createTestDatabase();
  api = await startShippingShop(database, env());
  owner = await admin(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
  await fake.close();
});

beforeEach(() => fake.reset());

const book = (orderIds: string[], token = owner.token) =>
  call(api.app, 'POST', '/admin/shipments', token, { orderIds });
/** Past the worker's longest back-off of a first retry, then everything due is worked. */
const later = async () => {
  api.clock.advance(31 * 60_000);
  await api.shippingWorker.flush();
};
const webhook = (body: unknown, token: string | null = WEBHOOK_TOKEN) =>
  api.app.inject({
    method: 'POST',
    url: '/api/shipping/webhook',
    headers: token === null ? {} : { 'x-api-key': token },
    payload: body as never,
  });

describe('shipments booked through Shiprocket', () => {
  it('books from the console through the worker: login once, order, AWB, label, pickup, manifest', async () => {
    const { orders, buyer } = await codOrders(api.app, database, 2);
    const response = await book(orders.map((order) => order._id));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ created: 2, skipped: [] });
    // Nothing is called in the request.
    expect(fake.received).toHaveLength(0);

    await api.shippingWorker.flush();
    expect(fake.calls('/v1/external/auth/login')).toHaveLength(1);
    const creates = fake.calls('/v1/external/orders/create/adhoc');
    expect(creates).toHaveLength(2);
    expect(creates[0]!.authorization).toMatch(/^Bearer fake\.jwt\./);
    expect(creates[0]!.body).toMatchObject({
      order_id: orders[0]!._id,
      pickup_location: 'Primary',
      billing_customer_name: 'Meera',
      billing_last_name: 'Iyer',
      billing_pincode: '560025',
      billing_phone: '9876543210',
      payment_method: 'COD',
      sub_total: 500,
      order_items: [expect.objectContaining({ units: 1, selling_price: 500 })],
    });
    expect(fake.calls('/v1/external/courier/assign/awb')).toHaveLength(2);
    expect(fake.calls('/v1/external/courier/generate/label')).toHaveLength(2);
    expect(fake.calls('/v1/external/courier/generate/pickup')).toHaveLength(2);
    expect(fake.calls('/v1/external/manifests/generate')).toHaveLength(2);

    const shipment = await shipmentOf(database, orders[0]!._id);
    expect(shipment).toMatchObject({
      state: 'booked',
      step: 'track',
      courier: 'Delhivery Surface',
      awb: fake.orders.find((order) => order.channel_order_id === orders[0]!._id)!.awb,
      labelUrl: expect.stringMatching(/^https:\/\/labels\.fake\//),
      manifestUrl: expect.stringMatching(/^https:\/\/manifests\.fake\//),
      expectedDate: '2026-12-03',
      lastError: null,
    });
    expect(shipment!.trackingUrl).toBe(`https://shiprocket.co/tracking/${shipment!.awb}`);
    expect((await orderRow(database, orders[0]!._id)).status).toBe('processing');

    const list = await call(api.app, 'GET', '/admin/shipments', owner.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().shipments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderId: orders[0]!._id, state: 'booked', awb: shipment!.awb }),
      ]),
    );
    // A second booking uses the cached token.
    const more = await codOrders(api.app, database, 1);
    await book([more.orders[0]!._id]);
    await api.shippingWorker.flush();
    expect(fake.calls('/v1/external/auth/login')).toHaveLength(1);
    expect(buyer.email).toBeTruthy();
  });

  it('declares the parcel’s weight from its variants’ weights, and each line’s SKU', async () => {
    const { orders, item } = await codOrders(api.app, database, 1);
    await database.db
      .update(productVariants)
      .set({ weightGrams: 180 })
      .where(eq(productVariants.id, item.id));
    await book([orders[0]!._id]);
    await api.shippingWorker.flush();
    const create = fake.calls('/v1/external/orders/create/adhoc').at(-1)!;
    expect(create.body).toMatchObject({
      weight: 0.18,
      order_items: [expect.objectContaining({ sku: `SKU-${item.id.toUpperCase()}` })],
    });
  });

  it('logs in again when the token has expired', async () => {
    const { orders } = await codOrders(api.app, database, 1);
    fake.expireTokens();
    await book([orders[0]!._id]);
    await api.shippingWorker.flush();
    expect(fake.calls('/v1/external/auth/login')).toHaveLength(1);
    expect((await shipmentOf(database, orders[0]!._id))!.state).toBe('booked');
  });

  it('retries a 5xx later, with the reason shown meanwhile', async () => {
    const { orders } = await codOrders(api.app, database, 1);
    fake.modes.create = 'error';
    await book([orders[0]!._id]);
    await api.shippingWorker.flush();
    const waiting = await shipmentOf(database, orders[0]!._id);
    expect(waiting).toMatchObject({ state: 'pending', step: 'create', outcomeUnknown: true });
    expect(waiting!.lastError).toMatch(/Server Error/);
    // Not due yet: nothing is called again.
    await api.shippingWorker.flush();
    expect(fake.calls('/v1/external/orders/create/adhoc')).toHaveLength(1);

    fake.modes.create = 'ok';
    await later();
    // The unknown outcome is looked up first; nothing was made, so it is made now.
    expect(fake.calls('/v1/external/orders')).toHaveLength(1);
    expect(fake.orders.filter((order) => order.channel_order_id === orders[0]!._id)).toHaveLength(1);
    expect(await shipmentOf(database, orders[0]!._id)).toMatchObject({ state: 'booked', lastError: null });
  });

  it('a create that timed out is found at Shiprocket, not made twice', async () => {
    const { orders } = await codOrders(api.app, database, 1);
    fake.modes.create = 'timeout-once';
    await book([orders[0]!._id]);
    await api.shippingWorker.flush();
    expect(await shipmentOf(database, orders[0]!._id)).toMatchObject({
      state: 'pending',
      outcomeUnknown: true,
    });
    await later();
    expect(fake.calls('/v1/external/orders/create/adhoc')).toHaveLength(1);
    expect(fake.orders.filter((order) => order.channel_order_id === orders[0]!._id)).toHaveLength(1);
    expect(await shipmentOf(database, orders[0]!._id)).toMatchObject({ state: 'booked' });
  });

  it('an AWB call that timed out is not made again: one order, one AWB', async () => {
    const { orders } = await codOrders(api.app, database, 1);
    fake.modes.awb = 'timeout-once';
    await book([orders[0]!._id]);
    await api.shippingWorker.flush();
    expect(await shipmentOf(database, orders[0]!._id)).toMatchObject({ step: 'awb', awb: null });
    await later();
    const atShiprocket = fake.orders.find((order) => order.channel_order_id === orders[0]!._id)!;
    expect(fake.calls('/v1/external/courier/assign/awb')).toHaveLength(1);
    expect(await shipmentOf(database, orders[0]!._id)).toMatchObject({
      state: 'booked',
      awb: atShiprocket.awb,
    });
  });

  it('a refused address shows Shiprocket’s reason and can be retried', async () => {
    const { orders } = await codOrders(api.app, database, 1);
    fake.modes.create = 'refuse';
    await book([orders[0]!._id]);
    await api.shippingWorker.flush();
    const failed = await shipmentOf(database, orders[0]!._id);
    expect(failed).toMatchObject({
      state: 'failed',
      lastError: 'Delivery pincode is not serviceable',
      awb: null,
    });
    const list = await call(api.app, 'GET', '/admin/shipments?state=failed', owner.token);
    expect(list.json().shipments).toEqual([
      expect.objectContaining({ id: failed!.id, lastError: 'Delivery pincode is not serviceable' }),
    ]);
    expect(list.json().attention.failed).toBe(1);
    // Failed stays failed: the worker leaves it until the owner retries.
    await later();
    expect(fake.calls('/v1/external/orders/create/adhoc')).toHaveLength(1);

    fake.modes.create = 'ok';
    const retried = await call(api.app, 'POST', `/admin/shipments/${failed!.id}/retry`, owner.token);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().shipment.state).toBe('pending');
    await api.shippingWorker.flush();
    expect(await shipmentOf(database, orders[0]!._id)).toMatchObject({ state: 'booked', lastError: null });
    const again = await call(api.app, 'POST', `/admin/shipments/${failed!.id}/retry`, owner.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SHIPMENT_NOT_FAILED');
  });

  it('a label that fails keeps the AWB; the retry makes the label, never a second AWB', async () => {
    const { orders } = await codOrders(api.app, database, 1);
    fake.modes.label = 'fail';
    await book([orders[0]!._id]);
    await api.shippingWorker.flush();
    const failed = await shipmentOf(database, orders[0]!._id);
    expect(failed).toMatchObject({ state: 'failed', step: 'label', labelUrl: null });
    expect(failed!.awb).toMatch(/^\d+$/);
    expect(failed!.lastError).toMatch(/label could not be made/i);
    fake.modes.label = 'ok';
    await call(api.app, 'POST', `/admin/shipments/${failed!.id}/retry`, owner.token);
    await api.shippingWorker.flush();
    expect(await shipmentOf(database, orders[0]!._id)).toMatchObject({
      state: 'booked',
      awb: failed!.awb,
      labelUrl: expect.any(String),
    });
    expect(fake.calls('/v1/external/courier/assign/awb')).toHaveLength(1);
  });

  it('two admins booking the same orders at once make one shipment each', async () => {
    const { orders } = await codOrders(api.app, database, 5);
    const ids = orders.map((order) => order._id);
    const second = await admin(database);
    const [a, b] = await Promise.all([book(ids), book(ids, second.token)]);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.json().created + b.json().created).toBe(5);
    const skipped = [...a.json().skipped, ...b.json().skipped];
    expect(skipped).toHaveLength(5);
    expect(skipped.every((entry: { reason: string }) => entry.reason === 'It already has a shipment')).toBe(
      true,
    );
    await api.shippingWorker.flush();
    for (const id of ids) {
      expect(fake.orders.filter((order) => order.channel_order_id === id)).toHaveLength(1);
    }
  });

  it('two nodes on one database never book an order twice', async () => {
    const other = await startShippingShop(database, env());
    try {
      const { orders } = await codOrders(api.app, database, 12);
      await book(orders.map((order) => order._id));
      await Promise.all([api.shippingWorker.flush(), other.shippingWorker.flush()]);
      for (const order of orders) {
        expect(fake.orders.filter((entry) => entry.channel_order_id === order._id)).toHaveLength(1);
        expect((await shipmentOf(database, order._id))!.state).toBe('booked');
      }
      expect(fake.calls('/v1/external/orders/create/adhoc')).toHaveLength(12);
      expect(fake.calls('/v1/external/courier/assign/awb')).toHaveLength(12);
    } finally {
      await other.close();
    }
  });

  it('refuses bad input with the field named and books nothing', async () => {
    const empty = await book([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].field).toBe('orderIds');
    const unknown = await book(['000000000000000000000000']);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({
      created: 0,
      skipped: [{ orderId: '000000000000000000000000', reason: 'No such order' }],
    });
    const customer = await codOrders(api.app, database, 1);
    const forbidden = await book([customer.orders[0]!._id], customer.buyer.token);
    expect(forbidden.statusCode).toBe(403);
    expect(await shipmentOf(database, customer.orders[0]!._id)).toBeUndefined();
  });
});

describe('Shiprocket’s tracking webhook', () => {
  const booked = async () => {
    const { orders, buyer } = await codOrders(api.app, database, 1);
    await book([orders[0]!._id]);
    await api.shippingWorker.flush();
    // A call slowed past the timeout by a busy machine is retried after its back-off.
    for (
      let tries = 0;
      tries < 3 && (await shipmentOf(database, orders[0]!._id))!.state !== 'booked';
      tries++
    ) {
      await later();
    }
    const shipment = (await shipmentOf(database, orders[0]!._id))!;
    expect(shipment.state).toBe('booked');
    return { orderId: orders[0]!._id, buyer, shipment, awb: shipment.awb! };
  };

  it('refuses a wrong or missing token and an unknown AWB, changing nothing', async () => {
    const { awb, shipment, orderId } = await booked();
    const body = fake.webhookBody(awb, 'PICKED UP', '27 11 2026 11:43:52');
    expect((await webhook(body, 'wrong-token-wrong-token')).statusCode).toBe(401);
    expect((await webhook(body, null)).statusCode).toBe(401);
    const unknown = await webhook(fake.webhookBody('99999999999', 'PICKED UP', '27 11 2026 11:43:52'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('UNKNOWN_AWB');
    const malformed = await webhook({ current_status: 'PICKED UP' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].field).toBe('awb');
    expect(await eventsOf(database, shipment.id)).toHaveLength(0);
    expect((await orderRow(database, orderId)).status).toBe('processing');
  });

  it('moves the order: picked up → Shipped, delivered → Delivered and paid; replays change nothing', async () => {
    const { awb, shipment, orderId, buyer } = await booked();
    const picked = await webhook(fake.webhookBody(awb, 'PICKED UP', '27 11 2026 11:43:52'));
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toEqual({ success: true, changed: true });
    expect((await orderRow(database, orderId)).status).toBe('shipped');
    const replay = await webhook(fake.webhookBody(awb, 'PICKED UP', '27 11 2026 11:43:52'));
    expect(replay.json()).toEqual({ success: true, changed: false });

    await webhook(fake.webhookBody(awb, 'IN TRANSIT', '28 11 2026 09:10:00', 'Mumbai Hub'));
    await webhook(fake.webhookBody(awb, 'OUT FOR DELIVERY', '29 11 2026 08:00:00'));
    await webhook(fake.webhookBody(awb, 'OUT FOR DELIVERY', '29 11 2026 08:00:00'));
    const delivered = await webhook(fake.webhookBody(awb, 'DELIVERED', '29 11 2026 14:30:00'));
    expect(delivered.json().changed).toBe(true);
    await webhook(fake.webhookBody(awb, 'DELIVERED', '29 11 2026 14:30:00'));

    const order = await orderRow(database, orderId);
    expect(order).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect((await eventsOf(database, shipment.id)).map((event) => event.status).sort()).toEqual([
      'delivered',
      'in_transit',
      'out_for_delivery',
      'picked_up',
    ]);
    const tracking = await call(api.app, 'GET', `/order/${orderId}/tracking`, buyer.token);
    expect(tracking.statusCode).toBe(200);
    expect(tracking.json()).toMatchObject({
      courier: 'Delhivery Surface',
      awb,
      trackingUrl: `https://shiprocket.co/tracking/${awb}`,
      state: 'delivered',
      events: [
        { status: 'picked_up', at: '2026-11-27T06:13:52.000Z' },
        { status: 'in_transit', location: 'Mumbai Hub' },
        { status: 'out_for_delivery' },
        { status: 'delivered', at: '2026-11-29T09:00:00.000Z' },
      ],
    });

    await api.mail.flush();
    const ref = orderId.slice(-8).toUpperCase();
    expect(await subjectsTo(database, buyer.email, ': Shipped')).toHaveLength(1);
    expect(await subjectsTo(database, buyer.email, ': Out for delivery')).toHaveLength(1);
    expect(await subjectsTo(database, buyer.email, ': Delivered')).toHaveLength(1);
    expect(ref).toBeTruthy();
  });

  it('a failed delivery shows the courier’s reason; the owner’s re-attempt goes to Shiprocket by the worker', async () => {
    const { awb, shipment } = await booked();
    await webhook(fake.webhookBody(awb, 'PICKED UP', '27 11 2026 11:43:52'));
    const body = fake.webhookBody(awb, 'UNDELIVERED', '28 11 2026 18:00:00');
    body.scans[0]!.activity = 'Consignee unavailable, door locked';
    await webhook(body);
    const list = await call(api.app, 'GET', '/admin/shipments?state=failed_attempt', owner.token);
    expect(list.json().shipments).toEqual([
      expect.objectContaining({ id: shipment.id, ndrReason: 'Consignee unavailable, door locked' }),
    ]);
    const answer = await call(api.app, 'POST', `/admin/shipments/${shipment.id}/ndr`, owner.token, {
      action: 'reattempt',
    });
    expect(answer.statusCode).toBe(200);
    expect(fake.calls(`/v1/external/ndr/${awb}/action`)).toHaveLength(0);
    await api.shippingWorker.flush();
    const calls = fake.calls(`/v1/external/ndr/${awb}/action`);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ action: 're-attempt' });
    expect((await shipmentOf(database, shipment.orderId))!.state).toBe('in_transit');
    const bad = await call(api.app, 'POST', `/admin/shipments/${shipment.id}/ndr`, owner.token, {
      action: 'x',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('polls tracking by AWB and applies new scans once', async () => {
    const { awb, orderId } = await booked();
    fake.activities.set(awb, [
      {
        date: '2026-11-27 12:00:00',
        activity: 'Shipment picked up',
        location: 'Bengaluru',
        'sr-status-label': 'PICKED UP',
      },
      {
        date: '2026-11-28 07:00:00',
        activity: 'In transit',
        location: 'Hosur',
        'sr-status-label': 'IN TRANSIT',
      },
    ]);
    api.clock.advance(3 * 3600_000);
    await api.shippingWorker.flush();
    expect(fake.calls(`/v1/external/courier/track/awb/${awb}`)).toHaveLength(1);
    expect((await orderRow(database, orderId)).status).toBe('shipped');
    const shipment = (await shipmentOf(database, orderId))!;
    expect(shipment).toMatchObject({ state: 'in_transit', expectedDate: '2026-12-04' });
    api.clock.advance(3 * 3600_000);
    await api.shippingWorker.flush();
    expect(await eventsOf(database, shipment.id)).toHaveLength(2);
  });
});

describe('the customer’s tracking', () => {
  it('is the customer’s own: another customer hears 404, a visitor 401', async () => {
    const { orders, buyer } = await codOrders(api.app, database, 1);
    await book([orders[0]!._id]);
    await api.shippingWorker.flush();
    const mine = await call(api.app, 'GET', `/order/${orders[0]!._id}/tracking`, buyer.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().events).toEqual([]);
    const stranger = await codOrders(api.app, database, 1);
    const theirs = await call(api.app, 'GET', `/order/${orders[0]!._id}/tracking`, stranger.buyer.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('ORDER_NOT_FOUND');
    expect((await call(api.app, 'GET', `/order/${orders[0]!._id}/tracking`)).statusCode).toBe(401);
    const notShipped = await call(
      api.app,
      'GET',
      `/order/${stranger.orders[0]!._id}/tracking`,
      stranger.buyer.token,
    );
    expect(notShipped.statusCode).toBe(404);
    expect(notShipped.json().code).toBe('NOT_SHIPPED');
  });
});
