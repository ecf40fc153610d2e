import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { adminCall } from '../admin/admin.fixtures.ts';
import {
  addToCart,
  admin,
  placeCodOrder,
  product,
  shopper,
  startShop,
  type TestApi,
} from '../orders/orders.fixtures.ts';
import { indiaDayIn, recordBatch } from './batches.fixtures.ts';

/**
 * A recall (docs/decisions/0036-batches-and-best-before.md): the console finds the orders that took units
 * of a batch, and an order's page says which batches each line's units came from.
 */

let database: Database;
let api: TestApi;
let boss: Awaited<ReturnType<typeof admin>>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database);
  boss = await admin(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const dayIn = (days: number) => indiaDayIn(api.clock.now(), days);

const recorded = (productId: string, batch: string, quantity: number, days: number) =>
  recordBatch(api.app, boss.token, { productId, batch, bestBefore: dayIn(days), quantity });

async function bought(productId: string, quantity: number): Promise<string> {
  const buyer = await shopper(database);
  await addToCart(api.app, buyer.token, productId, quantity);
  return (await placeCodOrder(api.app, buyer.token))._id;
}

const orderIds = async (query: string) => {
  const response = await adminCall(api.app, 'GET', `/orders?${query}`, boss.token);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json()
    .orders.map((order: { id: string }) => order.id)
    .sort();
};

describe('a recall of a batch', () => {
  it('lists the orders that took units of it, and each order line names its batches', async () => {
    const item = await product(database, { stock: 0 });
    const soon = await recorded(item.id, 'RC-SOON', 2, 30);
    const later = await recorded(item.id, 'RC-LATER', 10, 300);
    const first = await bought(item.id, 1);
    const second = await bought(item.id, 3);
    const other = await product(database, { stock: 5 });
    await bought(other.id, 1);

    expect(await orderIds(`batch=${soon.id}`)).toEqual([first, second].sort());
    expect(await orderIds(`batch=${later.id}`)).toEqual([second]);
    expect(await orderIds(`batch=${later.id}&status=cancelled`)).toEqual([]);
    const unknown = await adminCall(api.app, 'GET', '/orders?batch=000000000000000000000000', boss.token);
    expect(unknown.json()).toMatchObject({ orders: [], total: 0 });
    const bad = await adminCall(api.app, 'GET', `/orders?batch=${'x'.repeat(65)}`, boss.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('batch');

    const order = (await adminCall(api.app, 'GET', `/orders/${second}`, boss.token)).json().order;
    expect(order.items[0].batches).toEqual([
      { batch: 'RC-SOON', bestBefore: dayIn(30), quantity: 1 },
      { batch: 'RC-LATER', bestBefore: dayIn(300), quantity: 2 },
    ]);
    const plain = (await adminCall(api.app, 'GET', `/orders/${await bought(other.id, 1)}`, boss.token)).json()
      .order;
    expect(plain.items[0].batches).toEqual([]);
  });
});
