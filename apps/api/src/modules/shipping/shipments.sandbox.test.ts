import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { orders as ordersTable, orderUpdates, products, shipments } from '../../db/schema/index.ts';
import { admin, call, pdfText } from '../orders/orders.fixtures.ts';
import { sandboxAwb } from './sandbox.shipping.ts';
import {
  codOrders,
  eventsOf,
  orderRow,
  shipmentOf,
  startShippingShop,
  subjectsTo,
} from './shipments.fixtures.ts';

let database: Database;
let api: Awaited<ReturnType<typeof startShippingShop>>;
let owner: Awaited<ReturnType<typeof admin>>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShippingShop(database);
  owner = await admin(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const stockOf = async (productId: string) =>
  (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!
    .stock;
const book = (orderIds: string[]) => call(api.app, 'POST', '/admin/shipments', owner.token, { orderIds });
const advance = (awb: string, status: string) =>
  call(api.app, 'POST', '/shipping/sandbox/advance', undefined, { awb, status });

describe('the shipping sandbox', () => {
  it('books 200 orders in one bulk action through the worker without holding the console', async () => {
    const { orders } = await codOrders(api.app, database, 200);
    // The 200 confirmations (each with its invoice PDF) are sent first, so they do not share the clock.
    await api.mail.flush();
    const ready = await call(api.app, 'GET', '/admin/shipments/ready?limit=200', owner.token);
    expect(ready.json().total).toBeGreaterThanOrEqual(200);

    const started = performance.now();
    const response = await book(orders.map((order) => order._id));
    const answeredInMs = performance.now() - started;
    expect(response.statusCode).toBe(202);
    expect(response.json().created).toBe(200);
    // The request only writes rows (the worker, woken, books them meanwhile): the console lists all 200.
    const listed = await call(api.app, 'GET', '/admin/shipments?limit=100', owner.token);
    expect(listed.json().total).toBe(200);
    // While the worker books, the console keeps answering.
    const working = api.shippingWorker.flush();
    const asked = performance.now();
    const during = await call(api.app, 'GET', '/admin/shipments?limit=5', owner.token);
    const duringMs = performance.now() - asked;
    expect(during.statusCode).toBe(200);
    await working;
    // Answered while bookings were still going on, not after all 200.
    expect(duringMs).toBeLessThan(5000);

    const booked = await call(api.app, 'GET', '/admin/shipments?state=booked&limit=100', owner.token);
    expect(booked.json().total).toBe(200);
    const awbs = new Set<string>();
    for (const order of orders) {
      const shipment = (await shipmentOf(database, order._id))!;
      expect(shipment.awb).toBe(sandboxAwb(order._id));
      awbs.add(shipment.awb!);
    }
    expect(awbs.size).toBe(200);
    expect((await orderRow(database, orders[0]!._id)).status).toBe('processing');
    expect(answeredInMs).toBeLessThan(5000);
    const again = await call(api.app, 'GET', '/admin/shipments/ready?limit=200', owner.token);
    expect(again.json().orders.map((order: { id: string }) => order.id)).not.toContain(orders[0]!._id);
  }, 180_000);

  it('prints the labels as one PDF and the pickup manifest', async () => {
    const { orders } = await codOrders(api.app, database, 3);
    await book(orders.map((order) => order._id));
    await api.shippingWorker.flush();
    const shipments = await Promise.all(orders.map((order) => shipmentOf(database, order._id)));
    const ids = shipments.map((shipment) => shipment!.id).join(',');
    const labels = await api.app.inject({
      method: 'GET',
      url: `/api/admin/shipments/labels.pdf?ids=${ids}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(labels.statusCode).toBe(200);
    expect(labels.headers['content-type']).toBe('application/pdf');
    expect(labels.headers['content-disposition']).toBe('attachment; filename="labels-3.pdf"');
    const text = await pdfText(labels.rawPayload);
    for (const shipment of shipments) expect(text).toContain(shipment!.awb!);
    expect(text).toContain('COD: collect Rs. 500.00');
    expect(text).toContain('PIN 560025');

    const manifest = await api.app.inject({
      method: 'GET',
      url: `/api/admin/shipments/manifest.pdf?ids=${ids}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(manifest.statusCode).toBe(200);
    const sheet = await pdfText(manifest.rawPayload);
    expect(sheet).toContain('Pickup manifest');
    expect(sheet).toContain('Sandbox Express');
    for (const shipment of shipments) expect(sheet).toContain(shipment!.awb!);

    const missing = await call(
      api.app,
      'GET',
      '/admin/shipments/labels.pdf?ids=000000000000000000000000',
      owner.token,
    );
    expect(missing.statusCode).toBe(404);
    const none = await call(api.app, 'GET', '/admin/shipments/labels.pdf?ids=', owner.token);
    expect(none.statusCode).toBe(400);
    expect(none.json().details[0].field).toBe('ids');
  });

  it('keeps a parcel the courier has from being cancelled, and books nothing for an order cancelled first', async () => {
    const { orders, buyer, item } = await codOrders(api.app, database, 2);
    const [booked, cancelledFirst] = orders.map((order) => order._id) as [string, string];
    await book([booked, cancelledFirst]);
    await api.shippingWorker.flush();

    // Booked, with its AWB: neither its customer nor the owner can cancel it, and its stock stays sold.
    expect((await shipmentOf(database, booked))!.awb).toBe(sandboxAwb(booked));
    const stock = await stockOf(item.id);
    const byCustomer = await call(api.app, 'POST', `/order/cancel/${booked}`, buyer.token, {});
    expect(byCustomer.statusCode).toBe(409);
    expect(byCustomer.json().code).toBe('CANCEL_NOT_ALLOWED');
    const byOwner = await call(api.app, 'POST', `/admin/orders/${booked}/status`, owner.token, {
      status: 'cancelled',
      version: (await orderRow(database, booked)).version,
    });
    expect(byOwner.statusCode).toBe(409);
    expect(byOwner.json().code).toBe('CANCEL_NOT_ALLOWED');
    expect((await orderRow(database, booked)).status).toBe('processing');
    expect(await stockOf(item.id)).toBe(stock);

    // The race the worker must lose: "Ship" clicked, then the order cancelled before the worker came
    // to it (the shipment still at its first step, no AWB), then the worker's pass.
    await database.db
      .update(shipments)
      .set({
        step: 'create',
        state: 'pending',
        awb: null,
        providerOrderId: null,
        providerShipmentId: null,
        nextAttemptAt: new Date(0),
        lockedUntil: null,
      })
      .where(eq(shipments.orderId, cancelledFirst));
    await database.db
      .update(ordersTable)
      .set({ status: 'cancelled' })
      .where(eq(ordersTable.id, cancelledFirst));
    api.shippingWorker.kick();
    await api.shippingWorker.flush();
    expect(await shipmentOf(database, cancelledFirst)).toMatchObject({
      state: 'failed',
      awb: null,
      lastError: 'The order is cancelled: there is nothing to ship',
    });
  });

  it('walks a parcel to the door: the order follows, the customer sees the timeline and gets each e-mail once', async () => {
    const { orders, buyer } = await codOrders(api.app, database, 1);
    const orderId = orders[0]!._id;
    await book([orderId]);
    await api.shippingWorker.flush();
    const awb = sandboxAwb(orderId);
    for (const status of ['picked_up', 'in_transit', 'out_for_delivery']) {
      const moved = await advance(awb, status);
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({ success: true, changed: true });
      api.clock.advance(60_000);
    }
    expect((await orderRow(database, orderId)).status).toBe('shipped');
    await advance(awb, 'delivered');
    expect(await orderRow(database, orderId)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    // Delivered stays delivered.
    api.clock.advance(60_000);
    await advance(awb, 'in_transit');
    expect((await shipmentOf(database, orderId))!.state).toBe('delivered');

    const tracking = await call(api.app, 'GET', `/order/${orderId}/tracking`, buyer.token);
    expect(tracking.json()).toMatchObject({
      courier: 'Sandbox Express',
      awb,
      state: 'delivered',
      expectedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(tracking.json().events.map((event: { status: string }) => event.status)).toEqual([
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
      'in_transit',
    ]);
    await api.mail.flush();
    expect(await subjectsTo(database, buyer.email, ': Shipped')).toHaveLength(1);
    expect(await subjectsTo(database, buyer.email, ': Out for delivery')).toHaveLength(1);
    expect(await subjectsTo(database, buyer.email, ': Delivered')).toHaveLength(1);
  });

  it('a customer who chose WhatsApp gets one update each at shipped, out for delivery and delivered', async () => {
    const { orders, buyer } = await codOrders(api.app, database, 1);
    const orderId = orders[0]!._id;
    const chose = await call(api.app, 'PUT', '/notifications/order-updates', buyer.token, {
      channel: 'whatsapp',
      phone: '9876543210',
    });
    expect(chose.statusCode).toBe(200);
    await book([orderId]);
    await api.shippingWorker.flush();
    const awb = sandboxAwb(orderId);
    for (const status of ['picked_up', 'in_transit', 'out_for_delivery', 'out_for_delivery', 'delivered']) {
      await advance(awb, status);
      api.clock.advance(60_000);
    }
    const updates = await database.db.select().from(orderUpdates).where(eq(orderUpdates.orderId, orderId));
    expect(updates.map((update) => update.event).sort()).toEqual([
      'delivered',
      'out_for_delivery',
      'shipped',
    ]);
    expect(updates.find((update) => update.event === 'shipped')!.variables.join(' ')).toContain(awb);
  });

  it('a failed attempt waits for the owner; a parcel returned to us is restocked and cancelled', async () => {
    const { orders, item } = await codOrders(api.app, database, 1);
    const orderId = orders[0]!._id;
    await book([orderId]);
    await api.shippingWorker.flush();
    const awb = sandboxAwb(orderId);
    await advance(awb, 'picked_up');
    api.clock.advance(60_000);
    await advance(awb, 'failed_attempt');
    const shipment = (await shipmentOf(database, orderId))!;
    expect(shipment).toMatchObject({
      state: 'failed_attempt',
      ndrReason: 'Customer not available (sandbox)',
    });
    const list = await call(api.app, 'GET', '/admin/shipments?state=failed_attempt', owner.token);
    expect(list.json().attention.failedAttempt).toBeGreaterThanOrEqual(1);
    const early = await call(api.app, 'POST', `/admin/shipments/${shipment.id}/returned`, owner.token);
    expect(early.statusCode).toBe(409);

    await call(api.app, 'POST', `/admin/shipments/${shipment.id}/ndr`, owner.token, { action: 'return' });
    await api.shippingWorker.flush();
    api.clock.advance(60_000);
    await advance(awb, 'rto');
    expect((await shipmentOf(database, orderId))!.state).toBe('rto');
    const stockBefore = await stockOf(item.id);
    const resolved = await call(api.app, 'POST', `/admin/shipments/${shipment.id}/returned`, owner.token);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().shipment.state).toBe('returned');
    expect((await orderRow(database, orderId)).status).toBe('cancelled');
    expect(await stockOf(item.id)).toBe(stockBefore + 1);
    expect(await eventsOf(database, shipment.id)).toHaveLength(3);
  });

  it('refuses an unknown AWB, a bad status, and a parcel booked by hand', async () => {
    const unknown = await advance('SBX00000000000', 'delivered');
    expect(unknown.statusCode).toBe(404);
    const bad = await advance('SBX00000000000', 'lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('status');
    const { orders } = await codOrders(api.app, database, 1);
    const manual = await call(api.app, 'POST', '/admin/shipments/manual', owner.token, {
      orderId: orders[0]!._id,
      courier: 'India Post',
      awb: 'EK123456789IN',
      trackingUrl: 'https://www.indiapost.gov.in/track?EK123456789IN',
    });
    expect(manual.statusCode).toBe(200);
    expect(manual.json().shipment).toMatchObject({
      provider: 'manual',
      state: 'booked',
      awb: 'EK123456789IN',
    });
    expect((await orderRow(database, orders[0]!._id)).status).toBe('processing');
    expect((await advance('EK123456789IN', 'delivered')).statusCode).toBe(400);
    const twice = await call(api.app, 'POST', '/admin/shipments/manual', owner.token, {
      orderId: orders[0]!._id,
      courier: 'India Post',
      awb: 'EK999999999IN',
    });
    expect(twice.statusCode).toBe(409);
    const badUrl = await call(api.app, 'POST', '/admin/shipments/manual', owner.token, {
      orderId: orders[0]!._id,
      courier: 'India Post',
      awb: 'EK999999999IN',
      trackingUrl: 'javascript:alert(1)',
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().details[0].field).toBe('trackingUrl');
  });
});

describe('in production', () => {
  it('has no sandbox unless SHIPPING_SANDBOX=true: the owner enters couriers by hand', async () => {
    const live = await startShippingShop(database, { NODE_ENV: 'production' });
    try {
      const advanced = await call(live.app, 'POST', '/shipping/sandbox/advance', undefined, {
        awb: 'SBX00000000000',
        status: 'delivered',
      });
      expect(advanced.statusCode).toBe(404);
      expect(advanced.json().code).toBe('SANDBOX_DISABLED');
      const { orders } = await codOrders(live.app, database, 1);
      const booked = await call(live.app, 'POST', '/admin/shipments', owner.token, {
        orderIds: [orders[0]!._id],
      });
      expect(booked.statusCode).toBe(409);
      expect(booked.json().code).toBe('SHIPPING_PROVIDER_OFF');
    } finally {
      await live.close();
    }
    const allowed = await startShippingShop(database, { NODE_ENV: 'production', SHIPPING_SANDBOX: 'true' });
    try {
      const advanced = await call(allowed.app, 'POST', '/shipping/sandbox/advance', undefined, {
        awb: 'SBX00000000000',
        status: 'delivered',
      });
      expect(advanced.statusCode).toBe(404);
      expect(advanced.json().code).toBe('UNKNOWN_AWB');
    } finally {
      await allowed.close();
    }
  });
});
