import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { orders, paymentAttempts, promoCodes, promoRedemptions } from '../../db/schema/index.ts';
import {
  address,
  addToCart,
  call,
  product,
  shopper,
  startShop,
  type TestApi,
} from '../orders/orders.fixtures.ts';
import { type FakeRazorpay, startFakeRazorpay } from './razorpay-fake.fixtures.ts';

const KEY_ID = 'rzp_test_fakekey';
const KEY_SECRET = 'fake_key_secret_123';
const WEBHOOK_SECRET = 'fake_webhook_secret_456';

let fake: FakeRazorpay;
let database: Database;
let api: TestApi;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  database = await createTestDatabase();
  api = await startShop(database, {
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: fake.url,
  });
});

afterAll(async () => {
  await api.close();
  await database.close();
  await fake.close();
});

beforeEach(() => {
  fake.reset();
});

const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

async function checkedOut(quantity = 1) {
  const buyer = await shopper(database);
  const item = await product(database, { pricePaise: 129900, discountPricePaise: 99950 });
  await addToCart(api.app, buyer.token, item.id, quantity);
  const response = await call(api.app, 'POST', '/payment/checkout', buyer.token, {
    amount: 100,
    shippingAddress: address(),
  });
  return { buyer, item, response };
}

const webhook = (body: string, signature: string, eventId?: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      ...(eventId ? { 'x-razorpay-event-id': eventId } : {}),
    },
    payload: body,
  });

const ordersOf = (userId: string) => database.db.select().from(orders).where(eq(orders.userId, userId));

describe('with Razorpay keys configured', () => {
  it('hands out the key id', async () => {
    expect((await call(api.app, 'GET', '/payment/getkey')).json()).toEqual({
      key: KEY_ID,
      provider: 'razorpay',
    });
  });

  it('creates the Razorpay order with Basic auth, the amount in paise and INR', async () => {
    const { buyer, response } = await checkedOut(2);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      order: { id: expect.stringMatching(/^order_FAKE/), amount: 199900, currency: 'INR' },
      key: KEY_ID,
      provider: 'razorpay',
    });
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/orders', contentType: 'application/json' });
    expect(request!.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(request!.body).toMatchObject({
      amount: 199900,
      currency: 'INR',
      receipt: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    expect(request!.body.notes).toMatchObject({ user: buyer.id });
    const [attempt] = await database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.userId, buyer.id));
    expect(attempt).toMatchObject({
      provider: 'razorpay',
      razorpayOrderId: response.json().order.id,
      amountPaise: 199900,
    });
  });

  it.each(['error', 'wrong-amount'] as const)(
    'answers 502 when Razorpay fails (%s) and keeps no attempt',
    async (failure) => {
      fake.modes.orders = failure;
      const { buyer, response } = await checkedOut();
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        code: 'PAYMENT_PROVIDER_ERROR',
        message: 'Payment initialization failed. Please try again.',
      });
      expect(
        await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.userId, buyer.id)),
      ).toEqual([]);
    },
  );

  it('answers 502 when Razorpay cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = await startShop(database, {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: deadUrl,
    });
    try {
      const buyer = await shopper(database);
      const item = await product(database);
      await addToCart(offline.app, buyer.token, item.id, 1);
      const response = await call(offline.app, 'POST', '/payment/checkout', buyer.token, {
        shippingAddress: address(),
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('PAYMENT_PROVIDER_ERROR');
      // Without a webhook secret, webhooks cannot be trusted and are refused.
      const hook = await offline.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'ab' },
        payload: '{"event":"order.paid"}',
      });
      expect(hook.statusCode).toBe(503);
    } finally {
      await offline.close();
    }
  });

  it('verifies the signature with the key secret', async () => {
    const { buyer, response } = await checkedOut();
    const orderId = response.json().order.id;
    const paymentId = 'pay_RealLooking01';
    const wrong = await call(api.app, 'POST', '/payment/paymentverification', buyer.token, {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(WEBHOOK_SECRET, `${orderId}|${paymentId}`),
    });
    expect(wrong.statusCode).toBe(400);
    expect(await ordersOf(buyer.id)).toEqual([]);
    const right = await call(api.app, 'POST', '/payment/paymentverification', buyer.token, {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(KEY_SECRET, `${orderId}|${paymentId}`),
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().order).toMatchObject({
      totalPrice: 999.5,
      paymentResult: { paymentMethod: 'online', paymentStatus: 'paid' },
    });
  });

  it('refuses the sandbox endpoints with 404', async () => {
    const { buyer, response } = await checkedOut();
    const orderId = response.json().order.id;
    const view = await call(api.app, 'GET', `/payment/sandbox/order/${orderId}`, buyer.token);
    expect(view.statusCode).toBe(404);
    expect(view.json().code).toBe('SANDBOX_DISABLED');
    const pay = await call(api.app, 'POST', '/payment/sandbox/pay', buyer.token, {
      razorpay_order_id: orderId,
      method: 'card',
      outcome: 'success',
    });
    expect(pay.statusCode).toBe(404);
  });
});

describe('Razorpay webhooks', () => {
  it('refuses a bad signature with 400 and places nothing', async () => {
    const { buyer, response } = await checkedOut();
    const body = JSON.stringify({
      event: 'order.paid',
      payload: { payment: { entity: { id: 'pay_X', order_id: response.json().order.id } } },
    });
    const bad = await webhook(body, sign('not-the-secret', body), 'evt_bad1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    // The signature covers the raw bytes: the same JSON re-spaced no longer matches.
    const respaced = await webhook(
      JSON.stringify(JSON.parse(body), null, 2),
      sign(WEBHOOK_SECRET, body),
      'evt_bad2',
    );
    expect(respaced.statusCode).toBe(400);
    expect(await ordersOf(buyer.id)).toEqual([]);
  });

  it('completes an abandoned payment on order.paid, once; duplicates and retries do nothing more', async () => {
    const { buyer, item, response } = await checkedOut(2);
    const orderId = response.json().order.id;
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_test',
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: {
        payment: {
          entity: {
            id: 'pay_Abandoned0001',
            order_id: orderId,
            amount: 199900,
            currency: 'INR',
            status: 'captured',
          },
        },
        order: { entity: { id: orderId, amount: 199900, amount_paid: 199900, status: 'paid' } },
      },
      created_at: 1795290000,
    });
    const signature = sign(WEBHOOK_SECRET, body);
    const first = await webhook(body, signature, 'evt_paid_1');
    expect(first.json()).toEqual({ status: 'processed' });
    expect((await webhook(body, signature, 'evt_paid_1')).json()).toEqual({ status: 'duplicate' });
    // A second event for the same payment (payment.captured after order.paid) finds the order made.
    const captured = body.replace('"order.paid"', '"payment.captured"');
    expect((await webhook(captured, sign(WEBHOOK_SECRET, captured), 'evt_captured_1')).statusCode).toBe(200);
    const placed = await ordersOf(buyer.id);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      paymentStatus: 'paid',
      razorpayPaymentId: 'pay_Abandoned0001',
      totalPaise: 199900,
    });
    const [attempt] = await database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.razorpayOrderId, orderId));
    expect(attempt).toMatchObject({ status: 'paid', orderId: placed[0]!.id });
    const stock = await call(api.app, 'GET', `/product/getProductById/${item.id}`);
    expect(stock.json().product.stock).toBe(8);
  });

  it('records a failed payment and ignores events it does not know', async () => {
    const { response } = await checkedOut();
    const orderId = response.json().order.id;
    const failed = JSON.stringify({
      event: 'payment.failed',
      payload: {
        payment: { entity: { id: 'pay_Failed00001', order_id: orderId, error_description: 'Bank declined' } },
      },
    });
    expect((await webhook(failed, sign(WEBHOOK_SECRET, failed), 'evt_failed_1')).json()).toEqual({
      status: 'processed',
    });
    const [attempt] = await database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.razorpayOrderId, orderId));
    expect(attempt).toMatchObject({ status: 'failed', failureReason: 'Bank declined' });
    const other = JSON.stringify({ event: 'settlement.processed', payload: {} });
    expect((await webhook(other, sign(WEBHOOK_SECRET, other), 'evt_other_1')).json()).toEqual({
      status: 'ignored',
    });
  });
});

describe('a promo code with Razorpay', () => {
  const codeRow = async (code: string) =>
    (await database.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!;

  async function checkoutWith(code: string) {
    const buyer = await shopper(database);
    const item = await product(database, { pricePaise: 100000, discountPricePaise: null });
    await addToCart(api.app, buyer.token, item.id, 1);
    const response = await call(api.app, 'POST', '/payment/checkout', buyer.token, {
      shippingAddress: address(),
      couponCode: code,
    });
    return { buyer, response };
  }

  it('is held from checkout, and the signed verification turns the hold into the order’s use', async () => {
    await database.db.insert(promoCodes).values({ code: 'RZPONE10', percent: 10, maxUses: 1 });
    const { buyer, response } = await checkoutWith('rzpone10');
    expect(response.statusCode).toBe(200);
    expect(fake.received[0]!.body).toMatchObject({ amount: 90000 });
    const orderId = response.json().order.id;
    const [attempt] = await database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.razorpayOrderId, orderId));
    const code = await codeRow('RZPONE10');
    expect(code.uses).toBe(1);
    const [hold] = await database.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promoCodeId, code.id));
    expect(hold).toMatchObject({ attemptId: attempt!.id, orderId: null, heldUntil: attempt!.expiresAt });
    expect(attempt!.expiresAt!.getTime() - attempt!.createdAt.getTime()).toBe(30 * 60_000);
    expect((await checkoutWith('RZPONE10')).response.json().message).toBe(
      'This promo code has been fully used',
    );

    const paymentId = 'pay_WithCode00001';
    const verified = await call(api.app, 'POST', '/payment/paymentverification', buyer.token, {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(KEY_SECRET, `${orderId}|${paymentId}`),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().order).toMatchObject({ totalPrice: 900, totals: { promoCode: 'RZPONE10' } });
    const [use] = await database.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promoCodeId, code.id));
    expect(use).toMatchObject({
      orderId: verified.json().order._id,
      attemptId: attempt!.id,
      heldUntil: null,
    });
    expect((await codeRow('RZPONE10')).uses).toBe(1);
  });

  it('is given back on payment.failed, so another shopper can use it', async () => {
    await database.db.insert(promoCodes).values({ code: 'RZPTWO10', percent: 10, maxUses: 1 });
    const { response } = await checkoutWith('RZPTWO10');
    const orderId = response.json().order.id;
    expect((await checkoutWith('RZPTWO10')).response.statusCode).toBe(400);
    const failed = JSON.stringify({
      event: 'payment.failed',
      payload: {
        payment: { entity: { id: 'pay_Failed00002', order_id: orderId, error_description: 'UPI timed out' } },
      },
    });
    expect((await webhook(failed, sign(WEBHOOK_SECRET, failed), 'evt_failed_hold')).json()).toEqual({
      status: 'processed',
    });
    expect((await codeRow('RZPTWO10')).uses).toBe(0);
    expect((await checkoutWith('RZPTWO10')).response.statusCode).toBe(200);
  });
});
