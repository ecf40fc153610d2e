import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { notificationConsentLog, orderUpdates } from '../../db/schema/notifications.ts';
import { silentLog, type TestApi } from '../accounts/accounts.fixtures.ts';
import {
  addToCart,
  call,
  customerWithCart,
  placeCodOrder,
  product,
  startShop,
} from '../orders/orders.fixtures.ts';
import { createNotifications, type NotificationsService, type OrderUpdatesWorker } from './index.ts';
import { startFakeMsg91 } from './msg91-fake.fixtures.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

interface Shop {
  api: TestApi;
  worker: OrderUpdatesWorker;
  /** The service as other modules use it (26C's shipments call `enqueueOrderUpdate` like this). */
  notifications: NotificationsService;
}

async function openShop(env: Record<string, string> = {}): Promise<Shop> {
  let worker: OrderUpdatesWorker | undefined;
  const api = await startShop(database, env, {
    onNotificationsWorker: (made) => {
      worker = made;
    },
  });
  const { notifications } = createNotifications({
    db: database.db,
    clock: api.clock.now,
    config: api.config,
    log: silentLog,
  });
  return { api, worker: worker!, notifications };
}

const choose = (shop: Shop, token: string | undefined, body: unknown) =>
  call(shop.api.app, 'PUT', '/notifications/order-updates', token, body);

/** A customer with one ₹500 jar in the cart, who chose `channel` (or nothing) for order updates. */
async function customer(shop: Shop, channel?: 'whatsapp' | 'sms') {
  const { customer } = await customerWithCart(shop.api.app, database, [
    { product: { pricePaise: 50_000, discountPricePaise: null } },
  ]);
  if (channel) {
    const chosen = await choose(shop, customer.token, {
      channel,
      phone: '+91 98765-43210',
      source: 'checkout',
    });
    expect(chosen.statusCode).toBe(200);
  }
  return customer;
}

const updatesOf = (orderId: string) =>
  database.db.select().from(orderUpdates).where(eq(orderUpdates.orderId, orderId));

function files(shop: Shop): string[] {
  const folder = path.join(shop.api.dataDir, 'notifications');
  try {
    return readdirSync(folder).map((name) => readFileSync(path.join(folder, name), 'utf8'));
  } catch {
    return [];
  }
}

describe('the customer’s choice', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop();
  });
  afterAll(() => shop.api.close());

  it('needs a session', async () => {
    expect((await call(shop.api.app, 'GET', '/notifications/order-updates')).statusCode).toBe(401);
    const put = await choose(shop, undefined, { channel: 'whatsapp', phone: '9876543210' });
    expect(put.statusCode).toBe(401);
    expect(put.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('is none until chosen, then kept with its time, its phone and where it was made', async () => {
    const buyer = await customer(shop);
    const before = await call(shop.api.app, 'GET', '/notifications/order-updates', buyer.token);
    expect(before.json()).toEqual({
      success: true,
      orderUpdates: { channel: 'none', phone: null, since: null },
    });

    const asked = shop.api.clock.now().getTime();
    const chosen = await choose(shop, buyer.token, {
      channel: 'whatsapp',
      phone: '+91 98765 43210',
      source: 'checkout',
    });
    expect(chosen.json()).toEqual({
      success: true,
      orderUpdates: { channel: 'whatsapp', phone: '9876543210', since: expect.any(String) },
    });
    const since = Date.parse(chosen.json().orderUpdates.since);
    expect(since).toBeGreaterThanOrEqual(asked);
    expect(since).toBeLessThanOrEqual(shop.api.clock.now().getTime());
    const after = await call(shop.api.app, 'GET', '/notifications/order-updates', buyer.token);
    expect(after.json().orderUpdates).toMatchObject({ channel: 'whatsapp', phone: '9876543210' });

    await choose(shop, buyer.token, { channel: 'none' });
    const log = await database.db
      .select()
      .from(notificationConsentLog)
      .where(eq(notificationConsentLog.userId, buyer.id));
    expect(log.map(({ channel, phone, source }) => ({ channel, phone, source }))).toEqual([
      { channel: 'whatsapp', phone: '9876543210', source: 'checkout' },
      { channel: 'none', phone: null, source: 'profile' },
    ]);
  });

  it('refuses a phone that is not an Indian mobile, or none at all, naming the field and saving nothing', async () => {
    const buyer = await customer(shop, 'sms');
    for (const [body, field] of [
      [{ channel: 'whatsapp', phone: '12345' }, 'phone'],
      [{ channel: 'whatsapp', phone: '+1 415 555 0100' }, 'phone'],
      [{ channel: 'sms' }, 'phone'],
      [{ channel: 'pigeon', phone: '9876543210' }, 'channel'],
    ] as const) {
      const refused = await choose(shop, buyer.token, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(JSON.stringify(refused.json().details)).toContain(field);
    }
    const kept = await call(shop.api.app, 'GET', '/notifications/order-updates', buyer.token);
    expect(kept.json().orderUpdates).toMatchObject({ channel: 'sms', phone: '9876543210' });
  });

  it('is each customer’s own', async () => {
    await customer(shop, 'whatsapp');
    const other = await customer(shop);
    const seen = await call(shop.api.app, 'GET', '/notifications/order-updates', other.token);
    expect(seen.json().orderUpdates.channel).toBe('none');
  });
});

describe('order updates in the default folder', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop();
  });
  afterAll(() => shop.api.close());

  it('sends nothing to a customer who did not opt in', async () => {
    const buyer = await customer(shop);
    const order = await placeCodOrder(shop.api.app, buyer.token);
    await shop.worker.flush();
    expect(await updatesOf(order._id)).toEqual([]);
    expect(files(shop).filter((text) => text.includes(order._id))).toEqual([]);
  });

  it('writes one readable file per message for a customer who opted in', async () => {
    const buyer = await customer(shop, 'whatsapp');
    const order = await placeCodOrder(shop.api.app, buyer.token);
    await shop.worker.flush();
    const [row] = await updatesOf(order._id);
    expect(row).toMatchObject({ event: 'placed', channel: 'whatsapp', status: 'sent', attempts: 1 });
    const [text, ...more] = files(shop).filter((file) => file.includes(order._id));
    expect(more).toEqual([]);
    expect(text).toContain('Channel: WhatsApp');
    expect(text).toContain('To: +91 9876543210');
    expect(text).toContain('Template: order_placed');
    expect(text).toContain(
      `Hi Meera, thank you for your order ${order._id.slice(-6).toUpperCase()} of ₹500.00 at Ayurveda Wellness Store.`,
    );
  });

  it('sends one message per order and event, however often the event is reported', async () => {
    const buyer = await customer(shop, 'sms');
    const order = await placeCodOrder(shop.api.app, buyer.token);
    const shipped = {
      orderId: order._id,
      event: 'shipped' as const,
      courier: 'Delhivery',
      awb: '1234567890123',
    };
    const first = await database.db.transaction((tx) => shop.notifications.enqueueOrderUpdate(tx, shipped));
    const again = await database.db.transaction((tx) => shop.notifications.enqueueOrderUpdate(tx, shipped));
    expect(first).toMatch(/^[0-9a-f]{24}$/);
    expect(again).toBeNull();
    await shop.worker.flush();
    await shop.worker.flush();
    const rows = await updatesOf(order._id);
    expect(rows.map((row) => [row.event, row.status]).sort()).toEqual([
      ['placed', 'sent'],
      ['shipped', 'sent'],
    ]);
    const texts = files(shop).filter((file) => file.includes(order._id));
    expect(texts).toHaveLength(2);
    expect(texts.find((text) => text.includes('Event: shipped'))).toContain(
      'has shipped with Delhivery, AWB 1234567890123. Track it: on your orders page',
    );
  });

  it('sends nothing for an order whose transaction rolled back', async () => {
    const buyer = await customer(shop, 'whatsapp');
    const order = await placeCodOrder(shop.api.app, buyer.token);
    await expect(
      database.db.transaction(async (tx) => {
        await shop.notifications.enqueueOrderUpdate(tx, { orderId: order._id, event: 'delivered' });
        throw new Error('the delivery was not recorded');
      }),
    ).rejects.toThrow('the delivery was not recorded');
    await shop.worker.flush();
    expect((await updatesOf(order._id)).map((row) => row.event)).toEqual(['placed']);
  });

  it('sends nothing when the order itself fails (out of stock): no order, no message', async () => {
    const buyer = await customer(shop, 'whatsapp');
    const scarce = await product(database, { stock: 1 });
    await addToCart(shop.api.app, buyer.token, scarce.id, 1);
    await database.db.update(products).set({ stock: 0 }).where(eq(products.id, scarce.id));
    const before = await database.db.select().from(orderUpdates);
    const refused = await call(shop.api.app, 'POST', '/order/createOrder', buyer.token, {
      shippingAddress: {
        name: 'Meera Iyer',
        email: buyer.email,
        phone: '9876543210',
        address: '221 Residency Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560025',
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(await database.db.select().from(orderUpdates)).toHaveLength(before.length);
  });

  it('stops at once when the customer opts out: the waiting message is withdrawn, later ones never written', async () => {
    const buyer = await customer(shop, 'whatsapp');
    const order = await placeCodOrder(shop.api.app, buyer.token);
    await shop.worker.flush();
    // Written, not yet sent (nobody kicked the worker) when the customer opts out.
    const waiting = await database.db.transaction((tx) =>
      shop.notifications.enqueueOrderUpdate(tx, { orderId: order._id, event: 'shipped' }),
    );
    expect(waiting).not.toBeNull();
    expect((await choose(shop, buyer.token, { channel: 'none' })).statusCode).toBe(200);
    await shop.worker.flush();
    const rows = await updatesOf(order._id);
    expect(rows.find((row) => row.event === 'shipped')).toMatchObject({ status: 'cancelled' });
    expect(files(shop).filter((file) => file.includes(order._id) && file.includes('Event: shipped'))).toEqual(
      [],
    );
    const later = await database.db.transaction((tx) =>
      shop.notifications.enqueueOrderUpdate(tx, { orderId: order._id, event: 'delivered' }),
    );
    expect(later).toBeNull();
    await shop.worker.flush();
    expect((await updatesOf(order._id)).map((row) => row.event).sort()).toEqual(['placed', 'shipped']);
  });
});

describe('MSG91, against a loopback fake of its API', () => {
  const authKey = 'test-auth-key';
  let fake: Awaited<ReturnType<typeof startFakeMsg91>>;
  let shop: Shop;
  beforeAll(async () => {
    fake = await startFakeMsg91({ authKey, slowMs: 4000 });
    shop = await openShop({
      MSG91_AUTH_KEY: authKey,
      MSG91_API_URL: fake.url,
      MSG91_WHATSAPP_NUMBER: '919900112233',
      MSG91_SMS_TEMPLATES: 'order_placed:64a1placed, order_delivered:64a1delivered',
      MSG91_TIMEOUT_MS: '1500',
    });
  });
  afterEach(() => {
    fake.state.mode = 'ok';
  });
  afterAll(async () => {
    await shop.api.close();
    await fake.close();
  });

  const mine = (orderId: string) =>
    fake.delivered.filter((message) => message.variables.includes(orderId.slice(-6).toUpperCase()));

  it('sends a WhatsApp template message with its variables, and records MSG91’s request id', async () => {
    const buyer = await customer(shop, 'whatsapp');
    const order = await placeCodOrder(shop.api.app, buyer.token);
    await shop.worker.flush();
    expect(mine(order._id)).toEqual([
      {
        api: 'whatsapp',
        to: '919876543210',
        template: 'order_placed',
        variables: ['Meera', order._id.slice(-6).toUpperCase(), '₹500.00', 'Ayurveda Wellness Store'],
      },
    ]);
    const [row] = await updatesOf(order._id);
    expect(row).toMatchObject({ status: 'sent', providerRef: expect.stringMatching(/^req-\d+$/) });
  });

  it('sends an SMS through the flow of the template’s id', async () => {
    const buyer = await customer(shop, 'sms');
    const order = await placeCodOrder(shop.api.app, buyer.token);
    await shop.worker.flush();
    expect(mine(order._id)).toMatchObject([{ api: 'sms', to: '919876543210', template: '64a1placed' }]);
  });

  it('retries after a 5xx, and the customer gets one message', async () => {
    const buyer = await customer(shop, 'whatsapp');
    fake.state.mode = 'error';
    const order = await placeCodOrder(shop.api.app, buyer.token);
    await shop.worker.flush();
    const [failed] = await updatesOf(order._id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.lastError).toContain('MSG91 answered 500');
    expect(mine(order._id)).toEqual([]);

    fake.state.mode = 'ok';
    await shop.worker.flush();
    expect((await updatesOf(order._id))[0]!.attempts).toBe(1); // not before its time
    shop.api.clock.advance(31_000);
    await shop.worker.flush();
    expect(await updatesOf(order._id)).toMatchObject([{ status: 'sent', attempts: 2 }]);
    expect(mine(order._id)).toHaveLength(1);
  });

  it('never sends again after a timeout, since MSG91 may have sent it: one message, recorded unconfirmed', async () => {
    const buyer = await customer(shop, 'whatsapp');
    fake.state.mode = 'slow-once';
    const order = await placeCodOrder(shop.api.app, buyer.token);
    await shop.worker.flush();
    const [row] = await updatesOf(order._id);
    expect(row).toMatchObject({ status: 'unconfirmed', attempts: 1 });
    expect(row!.lastError).toBe('MSG91 did not answer within 1500 ms');
    shop.api.clock.advance(10 * 60_000);
    await shop.worker.flush();
    expect(mine(order._id)).toHaveLength(1);
    expect((await updatesOf(order._id))[0]).toMatchObject({ status: 'unconfirmed', attempts: 1 });
  });

  it('records a refusal with MSG91’s reason and does not try again', async () => {
    const buyer = await customer(shop, 'whatsapp');
    fake.state.mode = 'refuse';
    const order = await placeCodOrder(shop.api.app, buyer.token);
    await shop.worker.flush();
    const calls = fake.state.calls;
    shop.api.clock.advance(10 * 60_000);
    await shop.worker.flush();
    expect(fake.state.calls).toBe(calls);
    expect(await updatesOf(order._id)).toMatchObject([
      { status: 'failed', attempts: 1, lastError: 'MSG91 refused (400): Mobile number not valid' },
    ]);
  });

  it('refuses, without a call, an SMS whose template has no MSG91 id', async () => {
    const buyer = await customer(shop, 'sms');
    const order = await placeCodOrder(shop.api.app, buyer.token);
    await shop.worker.flush();
    const calls = fake.state.calls;
    await database.db.transaction((tx) =>
      shop.notifications.enqueueOrderUpdate(tx, { orderId: order._id, event: 'out_for_delivery' }),
    );
    await shop.worker.flush();
    expect(fake.state.calls).toBe(calls);
    const row = (await updatesOf(order._id)).find((update) => update.event === 'out_for_delivery');
    expect(row).toMatchObject({
      status: 'failed',
      lastError: 'No MSG91 SMS template for order_out_for_delivery (MSG91_SMS_TEMPLATES)',
    });
  });
});
