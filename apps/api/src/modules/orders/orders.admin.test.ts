import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, orders } from '../../db/schema/index.ts';
import { adminCall } from '../admin/admin.fixtures.ts';
import { admin, call, codOrderFor, startShop, type TestApi } from './orders.fixtures.ts';

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

const codOrder = (options?: { phone?: string; name?: string }) => codOrderFor(api.app, database, options);

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
