import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { admin, codOrderFor, product, startShop, type TestApi } from '../orders/orders.fixtures.ts';
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

const codOrder = (options?: { phone?: string; name?: string }) => codOrderFor(api.app, database, options);

const move = (id: string, body: Record<string, unknown>) =>
  adminCall(api.app, 'POST', `/orders/${id}/status`, owner.token, body);

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
