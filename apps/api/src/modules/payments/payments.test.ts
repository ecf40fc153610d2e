import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import {
  cartItems,
  orders,
  outbox,
  paymentAttempts,
  paymentSecrets,
  products,
} from '../../db/schema/index.ts';
import { seedPromoCodes } from '../../db/seed/promo-codes.ts';
import {
  address,
  addToCart,
  call,
  customerWithCart,
  product,
  shopper,
  startShop,
  type TestApi,
} from '../orders/orders.fixtures.ts';

let database: Database;
let api: TestApi;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedPromoCodes(database.db);
  api = await startShop(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

type Buyer = Awaited<ReturnType<typeof shopper>>;

const stockOf = async (id: string) =>
  (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const ordersOf = (userId: string) => database.db.select().from(orders).where(eq(orders.userId, userId));
const attemptOf = async (razorpayOrderId: string) =>
  (
    await database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.razorpayOrderId, razorpayOrderId))
  )[0]!;

/** A shopper with `quantity` of a fresh product in the cart, and a payment order for it. */
async function checkedOut(quantity = 2, stock = 10, body: Record<string, unknown> = {}) {
  const { customer: buyer, products } = await customerWithCart(api.app, database, [
    { product: { pricePaise: 59900, discountPricePaise: 49900, stock }, quantity },
  ]);
  const item = products[0]!;
  const response = await call(api.app, 'POST', '/payment/checkout', buyer.token, {
    shippingAddress: address(),
    ...body,
  });
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.body}`);
  return { buyer, item, checkout: response.json() };
}

async function pay(buyer: Buyer, razorpayOrderId: string, outcome: 'success' | 'failure' = 'success') {
  return call(api.app, 'POST', '/payment/sandbox/pay', buyer.token, {
    razorpay_order_id: razorpayOrderId,
    method: 'upi',
    outcome,
  });
}

const verify = (buyer: Buyer, body: unknown) =>
  call(api.app, 'POST', '/payment/paymentverification', buyer.token, body);

async function sandboxSecret() {
  return (
    await database.db.select().from(paymentSecrets).where(eq(paymentSecrets.name, 'sandbox_key_secret'))
  )[0]!.value;
}

describe('GET /payment/getkey', () => {
  it('names the sandbox when no Razorpay keys are configured', async () => {
    const response = await call(api.app, 'GET', '/payment/getkey');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key: 'rzp_test_sandbox', provider: 'sandbox' });
  });
});

describe('POST /payment/checkout', () => {
  it('charges the server’s own total of the cart, whatever amount is sent', async () => {
    const buyer = await shopper(database);
    const item = await product(database, { pricePaise: 59900, discountPricePaise: 49900 });
    await addToCart(api.app, buyer.token, item.id, 3);
    const response = await call(api.app, 'POST', '/payment/checkout', buyer.token, {
      amount: 1,
      couponCode: 'wellness10',
      shippingAddress: address(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      order: { amount: 134730, currency: 'INR' },
      key: 'rzp_test_sandbox',
      provider: 'sandbox',
      totals: { totalDiscountPrice: 1497, promoDiscount: 149.7, totalPrice: 1347.3 },
      checkout: {
        name: 'Ayurveda Wellness Store',
        prefill: { name: 'Meera Iyer', email: 'meera.iyer@example.in', contact: '9876543210' },
      },
    });
    expect(body.order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const attempt = await attemptOf(body.order.id);
    expect(attempt).toMatchObject({
      userId: buyer.id,
      amountPaise: 134730,
      status: 'created',
      couponCode: 'WELLNESS10',
      orderId: null,
    });
    expect(attempt.cartHash).toMatch(/^[0-9a-f]{64}$/);
    expect(attempt.shippingAddress).toMatchObject({
      state: 'Karnataka',
      pincode: '560025',
      country: 'India',
    });
    // Nothing is ordered or taken until the payment is verified.
    expect(await stockOf(item.id)).toBe(10);
    expect(await ordersOf(buyer.id)).toEqual([]);
  });

  it('refuses an empty cart, a bad address, a bad code, a line short of stock and a free order', async () => {
    const buyer = await shopper(database);
    expect(
      (await call(api.app, 'POST', '/payment/checkout', buyer.token, { shippingAddress: address() })).json()
        .code,
    ).toBe('CART_EMPTY');
    const item = await product(database, { stock: 2 });
    await addToCart(api.app, buyer.token, item.id, 2);
    const badPin = await call(api.app, 'POST', '/payment/checkout', buyer.token, {
      shippingAddress: address({ pincode: '0000' }),
    });
    expect(badPin.statusCode).toBe(400);
    expect(badPin.json().details[0].field).toBe('shippingAddress.pincode');
    const badCode = await call(api.app, 'POST', '/payment/checkout', buyer.token, {
      shippingAddress: address(),
      couponCode: 'NOPE',
    });
    expect(badCode.json()).toMatchObject({ code: 'PROMO_INVALID', details: [{ field: 'couponCode' }] });
    const free = await call(api.app, 'POST', '/payment/checkout', buyer.token, {
      shippingAddress: address(),
      couponCode: 'FREEDOM100',
    });
    expect(free.statusCode).toBe(409);
    expect(free.json().code).toBe('NOTHING_TO_PAY');
    await database.db.update(products).set({ stock: 1 }).where(eq(products.id, item.id));
    const short = await call(api.app, 'POST', '/payment/checkout', buyer.token, {
      shippingAddress: address(),
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe('OUT_OF_STOCK');
    expect(
      await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.userId, buyer.id)),
    ).toEqual([]);
    expect(
      (await call(api.app, 'POST', '/payment/checkout', undefined, { shippingAddress: address() }))
        .statusCode,
    ).toBe(401);
  });
});

describe('the sandbox payment window', () => {
  it('shows the payment order to its owner only', async () => {
    const { buyer, checkout } = await checkedOut();
    const response = await call(api.app, 'GET', `/payment/sandbox/order/${checkout.order.id}`, buyer.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      order: { id: checkout.order.id, amount: 99800, currency: 'INR', status: 'created' },
      shopName: 'Ayurveda Wellness Store',
      methods: ['upi', 'card', 'netbanking', 'wallet'],
    });
    const stranger = await shopper(database);
    expect(
      (await call(api.app, 'GET', `/payment/sandbox/order/${checkout.order.id}`, stranger.token)).statusCode,
    ).toBe(404);
    expect((await pay(stranger, checkout.order.id)).statusCode).toBe(404);
  });

  it('signs a successful payment exactly as Razorpay does, with this installation’s secret', async () => {
    const { buyer, checkout } = await checkedOut();
    const response = await pay(buyer, checkout.order.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.razorpay_order_id).toBe(checkout.order.id);
    expect(body.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    const expected = createHmac('sha256', await sandboxSecret())
      .update(`${body.razorpay_order_id}|${body.razorpay_payment_id}`)
      .digest('hex');
    expect(body.razorpay_signature).toBe(expected);
  });

  it('answers a failure as Razorpay Checkout does and marks the attempt failed; paying again still works', async () => {
    const { buyer, checkout } = await checkedOut();
    const failed = await pay(buyer, checkout.order.id, 'failure');
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        reason: 'payment_failed',
        metadata: { order_id: checkout.order.id },
      },
    });
    expect((await attemptOf(checkout.order.id)).status).toBe('failed');
    const retry = await pay(buyer, checkout.order.id);
    const verified = await verify(buyer, retry.json());
    expect(verified.statusCode).toBe(200);
    expect((await attemptOf(checkout.order.id)).status).toBe('paid');
    expect((await pay(buyer, checkout.order.id)).statusCode).toBe(409);
  });

  it('refuses bad input naming the field', async () => {
    const { buyer, checkout } = await checkedOut();
    const response = await call(api.app, 'POST', '/payment/sandbox/pay', buyer.token, {
      razorpay_order_id: checkout.order.id,
      method: 'bitcoin',
      outcome: 'success',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('method');
  });
});

describe('POST /payment/paymentverification', () => {
  it('places the paid order from the payment attempt, once, and answers the same order on a replay', async () => {
    const { buyer, item, checkout } = await checkedOut(2);
    const paid = (await pay(buyer, checkout.order.id)).json();
    const response = await verify(buyer, paid);
    expect(response.statusCode).toBe(200);
    const { order, message } = response.json();
    expect(message).toBe('Payment successful! Order placed successfully.');
    expect(order).toMatchObject({
      orderStatus: 'pending',
      totalPrice: 998,
      paymentResult: {
        paymentMethod: 'online',
        paymentStatus: 'paid',
        razorpay_payment_id: paid.razorpay_payment_id,
        razorpay_order_id: checkout.order.id,
      },
      history: [{ to: 'pending', note: 'Order placed and paid online' }],
    });
    expect(await stockOf(item.id)).toBe(8);
    expect(await database.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id))).toEqual([]);
    expect(await attemptOf(checkout.order.id)).toMatchObject({ status: 'paid', orderId: order._id });
    const mails = await database.db.select().from(outbox).where(eq(outbox.to, 'meera.iyer@example.in'));
    expect(
      mails.some(
        (mail) =>
          mail.subject.startsWith(`Order ${order.shortId} confirmed`) && mail.text.includes('paid online'),
      ),
    ).toBe(true);

    const replay = await verify(buyer, paid);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().order._id).toBe(order._id);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(await stockOf(item.id)).toBe(8);

    // The client's old flow calls createOrder afterwards with the payment's order id: same order.
    const legacy = await call(api.app, 'POST', '/order/createOrder', buyer.token, {
      shippingAddress: address(),
      razorpay_order_id: checkout.order.id,
      authorised: true,
    });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json().order._id).toBe(order._id);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });

  it('takes only what was paid for out of a cart that grew while paying', async () => {
    const { buyer, item, checkout } = await checkedOut(2);
    const paid = (await pay(buyer, checkout.order.id)).json();
    await database.db
      .update(cartItems)
      .set({ quantity: 5 })
      .where(and(eq(cartItems.userId, buyer.id), eq(cartItems.productId, item.id)));
    expect((await verify(buyer, paid)).statusCode).toBe(200);
    const left = await database.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id));
    expect(left.map((line) => [line.productId, line.quantity])).toEqual([[item.id, 3]]);
  });

  it('refuses a bad signature with 400 and places no order', async () => {
    const { buyer, item, checkout } = await checkedOut();
    const paid = (await pay(buyer, checkout.order.id)).json();
    for (const signature of [
      '0'.repeat(64),
      `${paid.razorpay_signature.slice(0, -1)}0`,
      'not-hex',
      paid.razorpay_signature.slice(2),
    ]) {
      if (signature === paid.razorpay_signature) continue;
      const response = await verify(buyer, { ...paid, razorpay_signature: signature });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('PAYMENT_SIGNATURE_INVALID');
    }
    const swapped = await verify(buyer, { ...paid, razorpay_payment_id: 'pay_AAAAAAAAAAAAAA' });
    expect(swapped.statusCode).toBe(400);
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(await stockOf(item.id)).toBe(10);
    expect((await attemptOf(checkout.order.id)).status).toBe('created');
  });

  it('answers 404 to someone else verifying a genuine payment', async () => {
    const { buyer, checkout } = await checkedOut();
    const paid = (await pay(buyer, checkout.order.id)).json();
    const stranger = await shopper(database);
    const response = await verify(stranger, paid);
    expect(response.statusCode).toBe(404);
    expect(await ordersOf(stranger.id)).toEqual([]);
    expect(await ordersOf(buyer.id)).toEqual([]);
  });

  it('makes one order when the same verification arrives 15 times at once', async () => {
    const { buyer, item, checkout } = await checkedOut(3);
    const paid = (await pay(buyer, checkout.order.id)).json();
    const responses = await Promise.all(Array.from({ length: 15 }, () => verify(buyer, paid)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(15).fill(200));
    const ids = new Set(responses.map((response) => response.json().order._id));
    expect(ids.size).toBe(1);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(await stockOf(item.id)).toBe(7);
  });

  it('says the payment will be refunded when the stock ran out while paying, and orders nothing', async () => {
    const { buyer, item, checkout } = await checkedOut(2, 5);
    await database.db.update(products).set({ stock: 1 }).where(eq(products.id, item.id));
    const paid = (await pay(buyer, checkout.order.id)).json();
    const response = await verify(buyer, paid);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PAYMENT_REFUND_NEEDED',
      message: expect.stringContaining('will be refunded'),
    });
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(await stockOf(item.id)).toBe(1);
    expect(await attemptOf(checkout.order.id)).toMatchObject({
      status: 'needs_refund',
      razorpayPaymentId: paid.razorpay_payment_id,
      orderId: null,
    });
    const mails = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'Your payment will be refunded – Ayurveda Wellness Store'));
    expect(mails.some((mail) => mail.text.includes(paid.razorpay_payment_id))).toBe(true);
    // A replay says the same and still orders nothing.
    expect((await verify(buyer, paid)).json().code).toBe('PAYMENT_REFUND_NEEDED');
    expect(await ordersOf(buyer.id)).toEqual([]);
  });

  it('needs every field', async () => {
    const buyer = await shopper(database);
    const response = await verify(buyer, { razorpay_order_id: 'order_x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toEqual([
      'razorpay_payment_id',
      'razorpay_signature',
    ]);
  });

  it('keeps the sandbox secret across restarts', async () => {
    const { buyer, checkout } = await checkedOut();
    const paid = (await pay(buyer, checkout.order.id)).json();
    const restarted = await startShop(database);
    try {
      const response = await call(restarted.app, 'POST', '/payment/paymentverification', buyer.token, paid);
      expect(response.statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});

describe('POST /payment/webhook (sandbox-signed)', () => {
  const post = (body: string, signature: string | undefined, eventId?: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-razorpay-signature': signature } : {}),
        ...(eventId ? { 'x-razorpay-event-id': eventId } : {}),
      },
      payload: body,
    });

  it('completes a paid order whose shopper never came back, once; a duplicate event does nothing', async () => {
    const { buyer, item, checkout } = await checkedOut(1);
    const paid = (await pay(buyer, checkout.order.id)).json();
    const paymentId = paid.razorpay_payment_id;
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: paymentId, order_id: checkout.order.id, amount: 49900, status: 'captured' },
        },
      },
    });
    const signature = createHmac('sha256', await sandboxSecret())
      .update(body)
      .digest('hex');

    expect((await post(body, '0'.repeat(64), 'evt_bad')).statusCode).toBe(400);
    expect((await post(body, undefined, 'evt_none')).statusCode).toBe(400);
    expect(await ordersOf(buyer.id)).toEqual([]);

    const first = await post(body, signature, 'evt_sandbox_1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'processed' });
    const second = await post(body, signature, 'evt_sandbox_1');
    expect(second.json()).toEqual({ status: 'duplicate' });
    const [order] = await ordersOf(buyer.id);
    expect(order).toMatchObject({
      paymentMethod: 'online',
      paymentStatus: 'paid',
      razorpayPaymentId: paymentId,
    });
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(await stockOf(item.id)).toBe(9);

    // The shopper's browser reporting late gets the same order.
    const late = await verify(buyer, paid);
    expect(late.statusCode).toBe(200);
    expect(late.json().order._id).toBe(order!.id);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });
});
