import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { orders, paymentAttempts } from '../../db/schema/index.ts';
import { adminCall } from '../admin/admin.fixtures.ts';
import { admin, codOrderFor, shopper, startShop, type TestApi } from '../orders/orders.fixtures.ts';

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
