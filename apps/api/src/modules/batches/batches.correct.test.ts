import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, productBatches, products } from '../../db/schema/index.ts';
import { adminCall } from '../admin/admin.fixtures.ts';
import {
  address,
  addToCart,
  admin,
  call,
  placeCodOrder,
  product,
  shopper,
  startShop,
  type TestApi,
} from '../orders/orders.fixtures.ts';
import { indiaDayIn, recordBatch } from './batches.fixtures.ts';

/** docs/decisions/0036-batches-and-best-before.md: a batch recorded by mistake is corrected or deleted. */

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

const DAY = 86_400_000;
const dayIn = (days: number) => indiaDayIn(api.clock.now(), days);

const recorded = (productId: string, batch: string, quantity: number, days = 200) =>
  recordBatch(api.app, boss.token, { productId, batch, bestBefore: dayIn(days), quantity });

const correct = (productId: string, batchId: string, body: Record<string, unknown>, token = boss.token) =>
  adminCall(api.app, 'PATCH', `/products/${productId}/batches/${batchId}`, token, body);
const remove = (productId: string, batchId: string, token = boss.token) =>
  adminCall(api.app, 'DELETE', `/products/${productId}/batches/${batchId}`, token);

const productRow = async (id: string) =>
  (await database.db.select().from(products).where(eq(products.id, id)))[0]!;
const batchRow = async (id: string) =>
  (await database.db.select().from(productBatches).where(eq(productBatches.id, id)))[0];
const auditOf = (productId: string, action: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, productId), eq(auditLog.action, action)));

async function buy(productId: string, quantity: number) {
  const buyer = await shopper(database);
  await addToCart(api.app, buyer.token, productId, quantity);
  return placeCodOrder(api.app, buyer.token);
}

describe('PATCH /api/admin/products/:id/batches/:batchId', () => {
  it('corrects the number, the day and the count: the stock moves by the difference, audited', async () => {
    const item = await product(database, { stock: 0 });
    const batch = await recorded(item.id, 'TC-26l1', 30);
    await buy(item.id, 4);
    expect((await productRow(item.id)).stock).toBe(26);

    const fewer = await correct(item.id, batch.id, {
      batch: 'TC-2611',
      bestBefore: dayIn(300),
      quantityReceived: 24,
    });
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(fewer.json().batch).toMatchObject({
      batch: 'TC-2611',
      bestBefore: dayIn(300),
      quantityReceived: 24,
      quantityLeft: 20,
    });
    expect((await productRow(item.id)).stock).toBe(20);

    const more = await correct(item.id, batch.id, {
      batch: 'TC-2611',
      bestBefore: dayIn(300),
      quantityReceived: 36,
    });
    expect(more.json().batch).toMatchObject({ quantityReceived: 36, quantityLeft: 32 });
    expect((await productRow(item.id)).stock).toBe(32);
    // The shop shows the corrected stock at once.
    const shown = await call(api.app, 'GET', `/product/getProductById/${item.id}`);
    expect(shown.json().product.stock).toBe(32);

    const audit = await auditOf(item.id, 'batch.update');
    expect(audit).toHaveLength(2);
    expect(audit[0]!.before).toMatchObject({ batch: 'TC-26l1', quantityReceived: 30 });
    expect(audit[0]!.after).toMatchObject({ batch: 'TC-2611', quantityReceived: 24 });
  });

  it('refuses with 400 naming the field and changes nothing: fewer than sold, a number taken, a past day, bad values', async () => {
    const item = await product(database, { stock: 0 });
    const batch = await recorded(item.id, 'AB-1', 10);
    await recorded(item.id, 'AB-2', 5);
    await buy(item.id, 6);
    const before = { row: await batchRow(batch.id), stock: (await productRow(item.id)).stock };
    const good = { batch: 'AB-1', bestBefore: batch.bestBefore, quantityReceived: 10 };
    const cases: [Record<string, unknown>, string, string?][] = [
      [
        { quantityReceived: 5 },
        'quantityReceived',
        '6 units of this batch are sold or written off: it cannot have fewer',
      ],
      [{ batch: 'AB-2' }, 'batch', 'Batch AB-2 is already recorded for this variant'],
      [{ bestBefore: dayIn(0) }, 'bestBefore', 'The best-before date must be after today'],
      [{ bestBefore: dayIn(-3) }, 'bestBefore'],
      [{ batch: '' }, 'batch'],
      [{ batch: '<b>AB</b>' }, 'batch'],
      [{ quantityReceived: 0 }, 'quantityReceived'],
      [{ quantityReceived: 100_001 }, 'quantityReceived'],
      [{ quantityReceived: '10' }, 'quantityReceived'],
    ];
    for (const [change, field, message] of cases) {
      const response = await correct(item.id, batch.id, { ...good, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const detail = response.json().details.find((entry: { field: string }) => entry.field === field);
      expect(detail, JSON.stringify(change)).toBeTruthy();
      if (message) expect(detail.message).toBe(message);
    }
    expect(await batchRow(batch.id)).toEqual(before.row);
    expect((await productRow(item.id)).stock).toBe(before.stock);
    // Exactly the units sold is fine: nothing left of it.
    const exact = await correct(item.id, batch.id, { ...good, quantityReceived: 6 });
    expect(exact.json().batch).toMatchObject({ quantityReceived: 6, quantityLeft: 0 });
  });

  it('answers 404 for a batch of another product or none, 409 once expired; admins only', async () => {
    const item = await product(database, { stock: 0 });
    const other = await product(database, { stock: 0 });
    const batch = await recorded(item.id, 'EX-1', 8, 3);
    const good = { batch: 'EX-1', bestBefore: batch.bestBefore, quantityReceived: 8 };
    expect((await correct(other.id, batch.id, good)).statusCode).toBe(404);
    expect((await correct(item.id, 'nosuchbatch0000000000000', good)).json().code).toBe('BATCH_NOT_FOUND');
    expect((await remove(other.id, batch.id)).statusCode).toBe(404);
    const customer = await shopper(database);
    expect((await correct(item.id, batch.id, good, customer.token)).statusCode).toBe(403);
    expect((await remove(item.id, batch.id, customer.token)).statusCode).toBe(403);
    expect(
      (await adminCall(api.app, 'DELETE', `/products/${item.id}/batches/${batch.id}`, undefined)).statusCode,
    ).toBe(401);

    api.clock.advance(4 * DAY);
    const late = await correct(item.id, batch.id, { ...good, bestBefore: dayIn(100) });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('BATCH_EXPIRED');
    expect((await remove(item.id, batch.id)).json().code).toBe('BATCH_EXPIRED');
    expect((await batchRow(batch.id))!.bestBefore).toBe(batch.bestBefore);
  });

  it('makes a product form opened before the change stale, so it cannot save its older stock over it', async () => {
    const item = await product(database, { stock: 3 });
    const opened = (await adminCall(api.app, 'GET', `/products/${item.id}`, boss.token)).json().product;
    const batch = await recorded(item.id, 'VB-1', 10);
    const stale = await adminCall(api.app, 'PATCH', `/products/${item.id}`, boss.token, {
      version: opened.version,
      stock: 3,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await productRow(item.id)).stock).toBe(13);
    const version = (await productRow(item.id)).version;
    await correct(item.id, batch.id, { batch: 'VB-1', bestBefore: batch.bestBefore, quantityReceived: 12 });
    expect((await productRow(item.id)).version).toBe(version + 1);
  });
});

describe('DELETE /api/admin/products/:id/batches/:batchId', () => {
  it('deletes a batch recorded by mistake: its units leave the stock, audited', async () => {
    const item = await product(database, { stock: 2 });
    const batch = await recorded(item.id, 'OOPS-1', 40);
    expect((await productRow(item.id)).stock).toBe(42);
    const response = await remove(item.id, batch.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await batchRow(batch.id)).toBeUndefined();
    expect((await productRow(item.id)).stock).toBe(2);
    expect(await auditOf(item.id, 'batch.delete')).toHaveLength(1);
    expect((await remove(item.id, batch.id)).statusCode).toBe(404);
  });

  it('keeps a batch an order took units from (its invoice prints it): 409 BATCH_IN_USE', async () => {
    const item = await product(database, { stock: 0 });
    const batch = await recorded(item.id, 'SOLD-1', 5);
    await buy(item.id, 1);
    const response = await remove(item.id, batch.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'BATCH_IN_USE',
      message: 'Units of this batch were ordered: correct its count instead of deleting it',
    });
    expect((await batchRow(batch.id))!.quantityLeft).toBe(4);
    expect((await productRow(item.id)).stock).toBe(4);
  });
});

describe('a correction racing orders', () => {
  it('never lets the units sold exceed the count, nor the stock go below zero', async () => {
    const item = await product(database, { stock: 0 });
    const batch = await recorded(item.id, 'RACE-1', 6);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => shopper(database)));
    for (const buyer of buyers) await addToCart(api.app, buyer.token, item.id, 1);
    const [correction, ...orders] = await Promise.all([
      correct(item.id, batch.id, { batch: 'RACE-1', bestBefore: batch.bestBefore, quantityReceived: 3 }),
      ...buyers.map((buyer) =>
        call(api.app, 'POST', '/order/createOrder', buyer.token, { shippingAddress: address() }),
      ),
    ]);
    const sold = orders.filter((order) => order.statusCode === 200).length;
    const row = (await batchRow(batch.id))!;
    if (correction.statusCode === 200) {
      expect(row.quantityReceived).toBe(3);
      expect(sold).toBeLessThanOrEqual(3);
    } else {
      expect(correction.json().details[0].field).toBe('quantityReceived');
      expect(row.quantityReceived).toBe(6);
    }
    expect(row.quantityLeft).toBe(row.quantityReceived - sold);
    expect((await productRow(item.id)).stock).toBe(row.quantityLeft);
  });
});
