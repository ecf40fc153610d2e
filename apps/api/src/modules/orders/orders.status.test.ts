import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { orderStatusHistory, outbox, products, promoCodes } from '../../db/schema/index.ts';
import { seedPromoCodes } from '../../db/seed/promo-codes.ts';
import { admin, call, customerWithOrder, shopper, startShop, type TestApi } from './orders.fixtures.ts';

let database: Database;
let api: TestApi;
let boss: Awaited<ReturnType<typeof admin>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedPromoCodes(database.db);
  api = await startShop(database);
  boss = await admin(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const setStatus = (token: string, id: string, status: string) =>
  call(api.app, 'POST', '/order/updateOrderStatus', token, { id, status });
const stockOf = async (id: string) =>
  (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

async function orderOf(quantity = 2, stock = 10, body: Record<string, unknown> = {}) {
  const { customer, products, order } = await customerWithOrder(api.app, database, {
    lines: [{ product: { stock }, quantity }],
    order: body,
  });
  return { user: customer, item: products[0]!, order };
}

async function deliver(id: string) {
  for (const status of ['processing', 'shipped', 'delivered']) {
    const response = await setStatus(boss.token, id, status);
    if (response.statusCode !== 200) throw new Error(`${status}: ${response.body}`);
  }
}

describe('POST /order/updateOrderStatus', () => {
  it('walks pending → processing → shipped → delivered, writing history and e-mailing each change', async () => {
    const { order } = await orderOf();
    const processing = await setStatus(boss.token, order._id, 'processing');
    expect(processing.statusCode).toBe(200);
    expect(processing.json().order).toMatchObject({ orderStatus: 'processing', canCancel: true });
    await setStatus(boss.token, order._id, 'shipped');
    const delivered = await setStatus(boss.token, order._id, 'delivered');
    expect(delivered.json().order).toMatchObject({
      orderStatus: 'delivered',
      canCancel: false,
      canReturn: true,
      paymentResult: { paymentMethod: 'cod', paymentStatus: 'paid' },
    });
    expect(delivered.json().order.deliveredAt).toEqual(expect.any(String));
    expect(
      delivered
        .json()
        .order.history.map((entry: { from: string | null; to: string; by: string }) => [
          entry.from,
          entry.to,
          entry.by,
        ]),
    ).toEqual([
      [null, 'pending', 'customer'],
      ['pending', 'processing', 'admin'],
      ['processing', 'shipped', 'admin'],
      ['shipped', 'delivered', 'admin'],
    ]);
    const history = await database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order._id));
    expect(
      history.filter((entry) => entry.actor === 'admin').every((entry) => entry.byUserId === boss.id),
    ).toBe(true);
    const subjects = (
      await database.db.select().from(outbox).where(eq(outbox.to, order.shippingAddress.email))
    ).map((mail) => mail.subject);
    for (const label of ['Processing', 'Shipped', 'Delivered']) {
      expect(subjects).toContain(`Order ${order.shortId}: ${label} – Ayurveda Wellness Store`);
    }
  });

  it('writes the same audit row as the admin console’s status change: who, before and after', async () => {
    const { order } = await orderOf();
    expect((await setStatus(boss.token, order._id, 'processing')).statusCode).toBe(200);
    const log = await call(api.app, 'GET', `/admin/audit-log?entity=order&entityId=${order._id}`, boss.token);
    expect(log.statusCode).toBe(200);
    expect(log.json().entries).toHaveLength(1);
    expect(log.json().entries[0]).toMatchObject({
      action: 'order.status',
      entity: 'order',
      entityId: order._id,
      actorId: boss.id,
      actorEmail: boss.email,
      before: { status: 'pending', version: expect.any(Number) },
      after: { status: 'processing' },
    });
    const { before, after } = log.json().entries[0];
    expect(after.version).toBeGreaterThan(before.version);
  });

  it('refuses an illegal transition with 409 and changes nothing', async () => {
    const { order } = await orderOf();
    const response = await setStatus(boss.token, order._id, 'delivered');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ILLEGAL_TRANSITION',
      message: 'An order that is Pending cannot become Delivered',
    });
    expect(
      (await call(api.app, 'GET', `/order/getOrder/${order._id}`, boss.token)).json().order.orderStatus,
    ).toBe('pending');
  });

  it('is for admins only: 403 for a customer (even the owner), 401 for a visitor', async () => {
    const { user, order } = await orderOf();
    const response = await setStatus(user.token, order._id, 'processing');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect(
      (
        await call(api.app, 'POST', '/order/updateOrderStatus', undefined, {
          id: order._id,
          status: 'processing',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('answers 404 for an unknown order and 400 for an unknown status', async () => {
    expect((await setStatus(boss.token, '0123456789abcdef01234567', 'processing')).statusCode).toBe(404);
    const bad = await setStatus(boss.token, '0123456789abcdef01234567', 'Order Confirmed');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('status');
  });

  it('puts the stock back when an admin cancels', async () => {
    const { item, order } = await orderOf(3);
    expect(await stockOf(item.id)).toBe(7);
    expect((await setStatus(boss.token, order._id, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(item.id)).toBe(10);
  });
});

describe('POST /order/cancel/:id', () => {
  it('cancels a pending order, puts the stock back and gives the promo use back', async () => {
    const { user, item, order } = await orderOf(2, 10, { couponCode: 'VEDA10' });
    expect(await stockOf(item.id)).toBe(8);
    const [before] = await database.db.select().from(promoCodes).where(eq(promoCodes.code, 'VEDA10'));
    const response = await call(api.app, 'POST', `/order/cancel/${order._id}`, user.token, {
      reason: 'Ordered twice',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Your order has been cancelled.',
      order: { orderStatus: 'cancelled', canCancel: false, paymentResult: { paymentStatus: 'pending' } },
    });
    expect(response.json().order.history.at(-1)).toMatchObject({
      from: 'pending',
      to: 'cancelled',
      by: 'customer',
      note: 'Ordered twice',
    });
    expect(await stockOf(item.id)).toBe(10);
    const [after] = await database.db.select().from(promoCodes).where(eq(promoCodes.code, 'VEDA10'));
    expect(after!.uses).toBe(before!.uses - 1);
    const again = await call(api.app, 'POST', `/order/cancel/${order._id}`, user.token);
    expect(again.statusCode).toBe(409);
  });

  it('cancels a processing order too, but not a shipped one', async () => {
    const processing = await orderOf();
    await setStatus(boss.token, processing.order._id, 'processing');
    expect(
      (await call(api.app, 'POST', `/order/cancel/${processing.order._id}`, processing.user.token))
        .statusCode,
    ).toBe(200);

    const shipped = await orderOf();
    await setStatus(boss.token, shipped.order._id, 'processing');
    await setStatus(boss.token, shipped.order._id, 'shipped');
    const response = await call(api.app, 'POST', `/order/cancel/${shipped.order._id}`, shipped.user.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CANCEL_NOT_ALLOWED');
    expect(await stockOf(shipped.item.id)).toBe(8);
  });

  it("answers 404 for someone else's order and leaves it alone", async () => {
    const { item, order } = await orderOf();
    const stranger = await shopper(database);
    const response = await call(api.app, 'POST', `/order/cancel/${order._id}`, stranger.token);
    expect(response.statusCode).toBe(404);
    expect(await stockOf(item.id)).toBe(8);
  });
});

describe('POST /order/return/:id', () => {
  it('accepts a return within 48 hours of delivery', async () => {
    const { user, order } = await orderOf();
    await deliver(order._id);
    api.clock.advance(47 * 3600_000);
    const response = await call(api.app, 'POST', `/order/return/${order._id}`, user.token, {
      reason: 'Seal broken',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      order: { orderStatus: 'return_requested', canReturn: false },
      message: expect.stringContaining('return request'),
    });
    const returned = await setStatus(boss.token, order._id, 'returned');
    expect(returned.json().order).toMatchObject({
      orderStatus: 'returned',
      paymentResult: { paymentStatus: 'refund_pending' },
    });
  });

  it('refuses a return after 48 hours', async () => {
    const { user, order } = await orderOf();
    await deliver(order._id);
    api.clock.advance(48 * 3600_000 + 60_000);
    const response = await call(api.app, 'POST', `/order/return/${order._id}`, user.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('RETURN_WINDOW_CLOSED');
    const view = (await call(api.app, 'GET', `/order/getOrder/${order._id}`, user.token)).json().order;
    expect(view).toMatchObject({ orderStatus: 'delivered', canReturn: false });
  });

  it('refuses a return of an order not yet delivered, and of someone else’s', async () => {
    const { user, order } = await orderOf();
    const early = await call(api.app, 'POST', `/order/return/${order._id}`, user.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('RETURN_NOT_ALLOWED');
    const stranger = await shopper(database);
    expect((await call(api.app, 'POST', `/order/return/${order._id}`, stranger.token)).statusCode).toBe(404);
  });
});
