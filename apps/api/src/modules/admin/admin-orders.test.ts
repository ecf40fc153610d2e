import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, orders, paymentAttempts } from '../../db/schema/index.ts';
import {
  addToCart,
  admin,
  call,
  placeCodOrder,
  product,
  shopper,
  startShop,
  type TestApi,
} from '../orders/orders.fixtures.ts';
import { adminCall } from './admin.fixtures.ts';

let database: Database;
let api: TestApi;
let owner: { id: string; token: string; email: string };

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database);
  owner = await admin(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

async function codOrder(options: { phone?: string; name?: string } = {}) {
  const buyer = await shopper(database);
  const item = await product(database, { pricePaise: 50000, discountPricePaise: null, stock: 10 });
  await addToCart(api.app, buyer.token, item.id, 2);
  const order = await placeCodOrder(api.app, buyer.token, {
    shippingAddress: {
      name: options.name ?? 'Meera Iyer',
      email: buyer.email,
      phone: options.phone ?? '98765 43210',
      address: '221 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560025',
    },
  });
  return { buyer, order };
}

const move = (id: string, body: Record<string, unknown>) =>
  adminCall(api.app, 'POST', `/orders/${id}/status`, owner.token, body);

describe('finding orders', () => {
  it('filters by status, by text (short id, name, e-mail, phone) and by India days', async () => {
    const { order } = await codOrder({ name: 'Kavya Raman', phone: '91234 56789' });
    const { order: other } = await codOrder({ name: 'Arjun Das' });
    const ids = async (query: string) =>
      (await adminCall(api.app, 'GET', `/orders?${query}`, owner.token))
        .json()
        .orders.map((o: { id: string }) => o.id);
    expect(await ids('q=kavya')).toEqual([order._id]);
    expect(await ids(`q=${order.shortId}`)).toEqual([order._id]);
    expect(await ids('q=9123456789')).toEqual([order._id]);
    expect(await ids(`q=${other.shippingAddress.email}`)).toEqual([other._id]);
    expect(await ids('status=pending&q=arjun')).toEqual([other._id]);
    expect(await ids('status=shipped&q=arjun')).toEqual([]);
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect(await ids(`from=${today}&to=${today}&q=kavya`)).toEqual([order._id]);
    expect(await ids('from=2001-01-01&to=2001-01-31')).toEqual([]);
    const bad = await adminCall(
      api.app,
      'GET',
      '/orders?from=2026-02-31&to=01-02-2026&status=lost',
      owner.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['from', 'status', 'to']);
  });
});

describe('moving an order along its statuses', () => {
  it('follows the allowed steps, keeps who and when, marks Cash on Delivery paid on delivery, and audits', async () => {
    const { order, buyer } = await codOrder();
    const detail = (await adminCall(api.app, 'GET', `/orders/${order._id}`, owner.token)).json().order;
    expect(detail).toMatchObject({
      version: 1,
      nextStatuses: ['processing', 'cancelled'],
      customer: { id: buyer.id },
    });

    const skipped = await move(order._id, { status: 'delivered', version: 1 });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().code).toBe('ILLEGAL_TRANSITION');

    let version = 1;
    for (const status of ['processing', 'shipped', 'delivered']) {
      const response = await move(order._id, { status, version });
      expect(response.statusCode, status).toBe(200);
      version = response.json().order.version;
    }
    const delivered = (await adminCall(api.app, 'GET', `/orders/${order._id}`, owner.token)).json().order;
    expect(delivered.orderStatus).toBe('delivered');
    expect(delivered.paymentResult.paymentStatus).toBe('paid');
    expect(delivered.history.slice(1)).toMatchObject([
      { from: 'pending', to: 'processing', by: 'admin', byEmail: owner.email },
      { from: 'processing', to: 'shipped', by: 'admin', byEmail: owner.email },
      { from: 'shipped', to: 'delivered', by: 'admin', byEmail: owner.email },
    ]);
    const tracker = (await call(api.app, 'GET', `/order/getOrder/${order._id}`, buyer.token)).json().order;
    expect(tracker).toMatchObject({ orderStatus: 'delivered', canReturn: true });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, order._id));
    expect(audit.map((entry) => entry.after)).toContainEqual({
      status: 'delivered',
      paymentStatus: 'paid',
      version,
    });
  });

  it('refuses a move from a stale version with 409 and the order as it is now', async () => {
    const { order } = await codOrder();
    expect((await move(order._id, { status: 'processing', version: 1 })).statusCode).toBe(200);
    const stale = await move(order._id, { status: 'cancelled', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STALE_VERSION',
      current: { _id: order._id, orderStatus: 'processing', version: 2 },
    });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.status).toBe('processing');
  });

  it('answers 404 for an unknown order and 400 for an unknown status', async () => {
    expect((await move('a1b2c3d4e5f6a1b2c3d4e5f6', { status: 'processing', version: 1 })).statusCode).toBe(
      404,
    );
    const { order } = await codOrder();
    const bad = await move(order._id, { status: 'teleported', version: 1 });
    expect(bad.statusCode).toBe(400);
    expect(
      (await adminCall(api.app, 'GET', '/orders/a1b2c3d4e5f6a1b2c3d4e5f6', owner.token)).statusCode,
    ).toBe(404);
  });

  it('lets two admins race on one order: exactly one move wins', async () => {
    const { order } = await codOrder();
    const results = await Promise.all([
      move(order._id, { status: 'processing', version: 1 }),
      move(order._id, { status: 'cancelled', version: 1 }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('refunds due', () => {
  it('lists paid orders cancelled and payments without an order, and marks each done once', async () => {
    const { order } = await codOrder();
    await database.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, order._id));
    expect((await move(order._id, { status: 'cancelled', version: 1 })).statusCode).toBe(200);
    const buyer = await shopper(database);
    const [attempt] = await database.db
      .insert(paymentAttempts)
      .values({
        provider: 'sandbox',
        razorpayOrderId: 'order_refundtest01',
        userId: buyer.id,
        amountPaise: 42000,
        cartHash: 'x',
        lines: [],
        shippingAddress: {} as never,
        status: 'needs_refund',
        razorpayPaymentId: 'pay_refundtest01',
      })
      .returning();

    const listed = (await adminCall(api.app, 'GET', '/refunds', owner.token)).json().refunds;
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'order',
          id: order._id,
          status: 'refund_pending',
          amountPaise: 100000,
        }),
        expect.objectContaining({
          kind: 'payment',
          id: attempt!.id,
          status: 'needs_refund',
          amountPaise: 42000,
        }),
      ]),
    );
    const done = (kind: string, id: string) =>
      adminCall(api.app, 'POST', `/refunds/${id}/done`, owner.token, { kind });
    expect((await done('order', order._id)).statusCode).toBe(200);
    expect((await done('payment', attempt!.id)).statusCode).toBe(200);
    expect((await done('order', order._id)).json().code).toBe('NO_REFUND_DUE');
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.paymentStatus).toBe('refunded');
    expect((await adminCall(api.app, 'GET', '/refunds', owner.token)).json().refunds).toEqual([]);
  });
});

describe('the dashboard', () => {
  it('counts today’s and 30 days’ orders and revenue without cancelled ones, by status, with sales by day', async () => {
    const before = (await adminCall(api.app, 'GET', '/dashboard', owner.token)).json();
    const { order } = await codOrder();
    const { order: cancelled } = await codOrder();
    await move(cancelled._id, { status: 'cancelled', version: 1 });
    await product(database, { name: 'Nearly Gone Balm', stock: 1 });
    const after = (await adminCall(api.app, 'GET', '/dashboard', owner.token)).json();
    expect(after.today.orders - before.today.orders).toBe(1);
    expect(after.today.revenuePaise - before.today.revenuePaise).toBe(Math.round(order.totalPrice * 100));
    expect(after.last30Days.orders - before.last30Days.orders).toBe(1);
    expect(after.byStatus.cancelled - (before.byStatus.cancelled ?? 0)).toBe(1);
    expect(after.salesByDay).toHaveLength(30);
    expect(after.salesByDay.at(-1).orders).toBe(after.today.orders);
    expect(after.lowStock.map((item: { name: string }) => item.name)).toContain('Nearly Gone Balm');
    expect(after.latestOrders[0].id).toBe(cancelled._id);
  });
});
