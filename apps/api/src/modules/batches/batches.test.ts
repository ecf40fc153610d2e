import { addIndiaDays, indiaDay } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, orderItemBatches, productBatches, products } from '../../db/schema/index.ts';
import { silentLog } from '../accounts/accounts.fixtures.ts';
import { adminCall } from '../admin/admin.fixtures.ts';
import {
  address,
  addToCart,
  admin,
  call,
  pdfText,
  placeCodOrder,
  product,
  shopper,
  startShop,
  type TestApi,
} from '../orders/orders.fixtures.ts';
import { BatchExpirySweep } from './batches.expiry.ts';

let database: Database;
let api: TestApi;
let sweep: BatchExpirySweep;
let boss: Awaited<ReturnType<typeof admin>>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database, {}, { onBatchExpirySweep: (worker) => (sweep = worker) });
  boss = await admin(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const DAY = 86_400_000;
/** An India day `days` after today on the test's clock. */
const dayIn = (days: number) => addIndiaDays(indiaDay(api.clock.now()), days);

const record = (productId: string, body: Record<string, unknown>, token = boss.token) =>
  adminCall(api.app, 'POST', `/products/${productId}/batches`, token, body);

async function recorded(productId: string, batch: string, bestBefore: string, quantity: number) {
  const response = await record(productId, { variantId: productId, batch, bestBefore, quantity });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().batch as { id: string; quantityLeft: number };
}

const stockOf = async (id: string) =>
  (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const leftOf = async (batchId: string) =>
  (
    await database.db
      .select({ left: productBatches.quantityLeft })
      .from(productBatches)
      .where(eq(productBatches.id, batchId))
  )[0]!.left;
const takenFrom = (batchId: string) =>
  database.db.select().from(orderItemBatches).where(eq(orderItemBatches.batchId, batchId));

async function buy(productId: string, quantity: number) {
  const buyer = await shopper(database);
  await addToCart(api.app, buyer.token, productId, quantity);
  return { buyer, order: await placeCodOrder(api.app, buyer.token) };
}

describe('POST /api/admin/products/:id/batches', () => {
  it('records a batch: its units join the stock, it is listed and audited', async () => {
    const item = await product(database, { name: 'Triphala Churna', stock: 4 });
    const response = await record(item.id, {
      variantId: item.id,
      batch: 'TC-2611',
      bestBefore: dayIn(200),
      quantity: 30,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().batch).toMatchObject({
      batch: 'TC-2611',
      bestBefore: dayIn(200),
      quantityReceived: 30,
      quantityLeft: 30,
      expired: false,
    });
    expect(await stockOf(item.id)).toBe(34);
    const listed = await adminCall(api.app, 'GET', `/products/${item.id}/batches`, boss.token);
    expect(listed.json().batches.map((batch: { batch: string }) => batch.batch)).toEqual(['TC-2611']);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, item.id), eq(auditLog.action, 'batch.record')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorEmail).toBe(boss.email);
  });

  it('refuses bad input with 400 naming the field, saving nothing', async () => {
    const item = await product(database, { stock: 5 });
    const other = await product(database, { stock: 5 });
    await recorded(item.id, 'DUP-1', dayIn(100), 5);
    const good = { variantId: item.id, batch: 'NEW-1', bestBefore: dayIn(100), quantity: 5 };
    const cases: [Record<string, unknown>, string][] = [
      [{ variantId: 'nosuchvariant' }, 'variantId'],
      [{ variantId: other.id }, 'variantId'],
      [{ batch: '' }, 'batch'],
      [{ batch: 'x'.repeat(41) }, 'batch'],
      [{ batch: 'DUP-1' }, 'batch'],
      [{ bestBefore: dayIn(0) }, 'bestBefore'],
      [{ bestBefore: dayIn(-30) }, 'bestBefore'],
      [{ bestBefore: '2027-02-30' }, 'bestBefore'],
      [{ quantity: 0 }, 'quantity'],
      [{ quantity: 100_001 }, 'quantity'],
      [{ quantity: 2.5 }, 'quantity'],
    ];
    for (const [change, field] of cases) {
      const response = await record(item.id, { ...good, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
    expect(await stockOf(item.id)).toBe(10);
    expect(await stockOf(other.id)).toBe(5);
    const rows = await database.db.select().from(productBatches).where(eq(productBatches.productId, item.id));
    expect(rows.map((row) => row.batch)).toEqual(['DUP-1']);
    expect((await record('nosuchproduct', good)).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const item = await product(database, { stock: 1 });
    const body = { variantId: item.id, batch: 'B-1', bestBefore: dayIn(100), quantity: 5 };
    const customer = await shopper(database);
    expect((await record(item.id, body, '')).statusCode).toBe(401);
    expect((await record(item.id, body, customer.token)).statusCode).toBe(403);
    expect((await adminCall(api.app, 'GET', `/products/${item.id}/batches`, customer.token)).statusCode).toBe(
      403,
    );
    expect(await stockOf(item.id)).toBe(1);
  });
});

describe('orders take stock first-expiry-first-out', () => {
  it('takes the batch with the earliest best-before first, then the next', async () => {
    const item = await product(database, { name: 'Moringa Powder', stock: 0 });
    const later = await recorded(item.id, 'LATE', dayIn(300), 3);
    const sooner = await recorded(item.id, 'SOON', dayIn(90), 2);
    await buy(item.id, 3);
    expect(await leftOf(sooner.id)).toBe(0);
    expect(await leftOf(later.id)).toBe(2);
    expect((await takenFrom(sooner.id)).map((row) => row.quantity)).toEqual([2]);
    expect((await takenFrom(later.id)).map((row) => row.quantity)).toEqual([1]);
    expect(await stockOf(item.id)).toBe(2);
  });

  it('sells stock older than the batches first', async () => {
    const item = await product(database, { stock: 2 });
    const batch = await recorded(item.id, 'B-NEW', dayIn(120), 5);
    await buy(item.id, 3);
    expect(await leftOf(batch.id)).toBe(4);
    expect(await stockOf(item.id)).toBe(4);
  });

  it('parallel orders for the last units of a batch: each unit goes to one order', {
    timeout: 120_000,
  }, async () => {
    const item = await product(database, { name: 'Giloy Tablets', stock: 0 });
    const batch = await recorded(item.id, 'LAST-5', dayIn(100), 5);
    const buyers = await Promise.all(Array.from({ length: 16 }, () => shopper(database)));
    for (const buyer of buyers) await addToCart(api.app, buyer.token, item.id, 1);
    const responses = await Promise.all(
      buyers.map((buyer) =>
        call(api.app, 'POST', '/order/createOrder', buyer.token, { shippingAddress: address() }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(5);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(11);
    expect(await leftOf(batch.id)).toBe(0);
    const taken = await takenFrom(batch.id);
    expect(taken).toHaveLength(5);
    expect(new Set(taken.map((row) => row.orderItemId)).size).toBe(5);
    expect(await stockOf(item.id)).toBe(0);
  });

  it('a cancelled order gives its units back to the batches they came from', async () => {
    const item = await product(database, { stock: 0 });
    const soon = await recorded(item.id, 'C-1', dayIn(80), 2);
    const late = await recorded(item.id, 'C-2', dayIn(200), 5);
    const { buyer, order } = await buy(item.id, 4);
    expect([await leftOf(soon.id), await leftOf(late.id)]).toEqual([0, 3]);
    const cancelled = await call(api.app, 'POST', `/order/cancel/${order._id}`, buyer.token, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect([await leftOf(soon.id), await leftOf(late.id)]).toEqual([2, 5]);
    expect(await stockOf(item.id)).toBe(7);
  });
});

describe('expired batches', () => {
  it('are never sold: an order needing their units is refused even before the sweep', async () => {
    const item = await product(database, { name: 'Neem Capsules', stock: 0 });
    await recorded(item.id, 'EXP-1', dayIn(3), 4);
    api.clock.advance(4 * DAY);
    try {
      const buyer = await shopper(database);
      await addToCart(api.app, buyer.token, item.id, 1).catch(() => {});
      const response = await call(api.app, 'POST', '/order/createOrder', buyer.token, {
        shippingAddress: address(),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'OUT_OF_STOCK' });
      expect(await stockOf(item.id)).toBe(4);
    } finally {
      api.clock.advance(-4 * DAY);
    }
  });

  it('are written off by the sweep: the product is then out of stock; a second sweep changes nothing', async () => {
    const item = await product(database, { name: 'Amla Juice', stock: 0 });
    const batch = await recorded(item.id, 'AJ-1', dayIn(2), 6);
    const keep = await product(database, { stock: 0 });
    const fresh = await recorded(keep.id, 'FRESH', dayIn(400), 3);
    api.clock.advance(3 * DAY);
    try {
      await sweep.flush();
      expect(await leftOf(batch.id)).toBe(0);
      expect(await stockOf(item.id)).toBe(0);
      expect(await leftOf(fresh.id)).toBe(3);
      const answer = await call(api.app, 'GET', `/product/getProductById/${item.id}`);
      expect(answer.json().product.stock).toBe(0);
      await sweep.flush();
      const rows = await database.db.select().from(productBatches).where(eq(productBatches.id, batch.id));
      expect(rows[0]).toMatchObject({ quantityLeft: 0, quantityWrittenOff: 6 });
      const audit = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, item.id), eq(auditLog.action, 'batch.expire')));
      expect(audit).toHaveLength(1);
    } finally {
      api.clock.advance(-3 * DAY);
    }
  });
});

describe('expired batches on several nodes and after a sale', () => {
  it('two sweeps at once (two nodes) write a batch off once', async () => {
    const item = await product(database, { name: 'Brahmi Syrup', stock: 5 });
    const batch = await recorded(item.id, 'BS-1', dayIn(1), 6);
    const otherNode = new BatchExpirySweep({
      db: database.db,
      clock: api.clock.now,
      catalogChanged: async () => {},
      log: silentLog,
    });
    api.clock.advance(2 * DAY);
    try {
      await Promise.all([sweep.flush(), otherNode.flush(), sweep.flush()]);
      expect(await leftOf(batch.id)).toBe(0);
      // The five units older than the batch stay on sale.
      expect(await stockOf(item.id)).toBe(5);
      const audit = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, item.id), eq(auditLog.action, 'batch.expire')));
      expect(audit).toHaveLength(1);
    } finally {
      api.clock.advance(-2 * DAY);
      await otherNode.stop();
    }
  });

  it('a cancel after the batch expired does not put its units back on sale', async () => {
    const item = await product(database, { stock: 0 });
    const batch = await recorded(item.id, 'LATE-CANCEL', dayIn(2), 4);
    const { buyer, order } = await buy(item.id, 2);
    api.clock.advance(3 * DAY);
    try {
      const cancelled = await call(api.app, 'POST', `/order/cancel/${order._id}`, buyer.token, {});
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await stockOf(item.id)).toBe(2);
      await sweep.flush();
      expect(await stockOf(item.id)).toBe(0);
      const rows = await database.db.select().from(productBatches).where(eq(productBatches.id, batch.id));
      expect(rows[0]).toMatchObject({ quantityLeft: 0, quantityWrittenOff: 4 });
    } finally {
      api.clock.advance(-3 * DAY);
    }
  });
});

describe('invoices and the dashboard', () => {
  it('the invoice prints each line’s batch and best-before, and the FSSAI licence', async () => {
    const item = await product(database, { name: 'Shatavari Granules', stock: 0 });
    await recorded(item.id, 'SG-7788', dayIn(150), 5);
    const { buyer, order } = await buy(item.id, 2);
    const response = await call(api.app, 'GET', `/order/invoice/${order._id}`, buyer.token);
    expect(response.statusCode).toBe(200);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Batch SG-7788');
    expect(text).toContain('FSSAI Lic. No.: 10000000000000');
  });

  it('lists batches whose best-before is within 60 days, soonest first, and not later ones', async () => {
    const item = await product(database, { name: 'Zz Dashboard Herb', stock: 0 });
    await recorded(item.id, 'D-45', dayIn(45), 2);
    await recorded(item.id, 'D-20', dayIn(20), 3);
    await recorded(item.id, 'D-61', dayIn(61), 4);
    const response = await adminCall(api.app, 'GET', '/dashboard', boss.token);
    expect(response.statusCode).toBe(200);
    const mine = response
      .json()
      .expiringBatches.filter((batch: { productId: string }) => batch.productId === item.id);
    expect(mine).toEqual([
      expect.objectContaining({
        batch: 'D-20',
        bestBefore: dayIn(20),
        quantityLeft: 3,
        productName: item.name,
      }),
      expect.objectContaining({ batch: 'D-45', quantityLeft: 2 }),
    ]);
  });
});
