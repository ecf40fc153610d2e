import { createHmac } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import {
  orders,
  outbox,
  paymentAttempts,
  paymentSecrets,
  promoCodes,
  promoRedemptions,
} from '../../db/schema/index.ts';
import {
  address,
  addToCart,
  call,
  placeCodOrder,
  product,
  shopper,
  startShop,
  type TestApi,
} from '../orders/orders.fixtures.ts';
import { PromoService } from '../promo/promo.service.ts';
import { PAYMENT_ATTEMPT_LIFETIME_MS } from './payments.service.ts';

let database: Database;
let api: TestApi;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

type Buyer = Awaited<ReturnType<typeof shopper>>;

let codes = 0;
/** A fresh 10 % code with the given limits. */
async function promoCode(limits: { maxUses?: number; maxUsesPerCustomer?: number } = {}) {
  codes += 1;
  const [row] = await database.db
    .insert(promoCodes)
    .values({ code: `HOLD${codes}TEST`, percent: 10, ...limits })
    .returning();
  // Test codes always have a code (automatic promotions have none).
  return { ...row!, code: row!.code! };
}

/** A shopper with one of a fresh product in the cart. */
async function buyerWithCart(app = api.app) {
  const buyer = await shopper(database);
  const item = await product(database, { stock: 50 });
  await addToCart(app, buyer.token, item.id, 1);
  return buyer;
}

const checkout = (buyer: Buyer, couponCode: string, app = api.app) =>
  call(app, 'POST', '/payment/checkout', buyer.token, { shippingAddress: address(), couponCode });

async function started(buyer: Buyer, couponCode: string, app = api.app): Promise<string> {
  const response = await checkout(buyer, couponCode, app);
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.body}`);
  return response.json().order.id;
}

const sandboxPay = (buyer: Buyer, orderId: string, outcome: 'success' | 'failure', app = api.app) =>
  call(app, 'POST', '/payment/sandbox/pay', buyer.token, {
    razorpay_order_id: orderId,
    method: 'upi',
    outcome,
  });

/** Pays in the sandbox window and reports it, as the checkout page does. */
async function payAndVerify(buyer: Buyer, orderId: string, app = api.app) {
  const paid = await sandboxPay(buyer, orderId, 'success', app);
  if (paid.statusCode !== 200) throw new Error(`sandbox pay failed: ${paid.body}`);
  return call(app, 'POST', '/payment/paymentverification', buyer.token, paid.json());
}

const codeRow = async (id: string) =>
  (await database.db.select().from(promoCodes).where(eq(promoCodes.id, id)))[0]!;
const holdsOf = (id: string) =>
  database.db
    .select()
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, id), isNull(promoRedemptions.orderId)));
const ordersWith = (code: string) => database.db.select().from(orders).where(eq(orders.promoCode, code));
const attemptOf = async (razorpayOrderId: string) =>
  (
    await database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.razorpayOrderId, razorpayOrderId))
  )[0]!;

const promoGone = expect.stringContaining('your promo code could no longer be used');

describe('a payment attempt holds its promo code', () => {
  it.each([
    ['the newer', 'second'],
    ['the older', 'first'],
  ] as const)(
    'two attempts opened before paying with a once-per-customer code, %s paid first: one order uses the code, the other payment is refunded',
    async (_, winner) => {
      const code = await promoCode({ maxUsesPerCustomer: 1 });
      const buyer = await buyerWithCart();
      const first = await started(buyer, code.code);
      // Closing the window and paying again is a new attempt: it takes the hold over.
      const second = await started(buyer, code.code);
      expect(await holdsOf(code.id)).toMatchObject([
        { userId: buyer.id, attemptId: (await attemptOf(second)).id },
      ]);
      expect((await codeRow(code.id)).uses).toBe(1);
      const [paidFirst, paidLast] = winner === 'second' ? [second, first] : [first, second];

      const paid = await payAndVerify(buyer, paidFirst);
      expect(paid.statusCode).toBe(200);
      expect(paid.json().order).toMatchObject({ totals: { promoCode: code.code } });
      expect(await holdsOf(code.id)).toEqual([]);

      const lastPaid = (await sandboxPay(buyer, paidLast, 'success')).json();
      const late = await call(api.app, 'POST', '/payment/paymentverification', buyer.token, lastPaid);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'PAYMENT_REFUND_NEEDED', message: promoGone });
      expect(await attemptOf(paidLast)).toMatchObject({
        status: 'needs_refund',
        failureReason: 'You have already used this promo code',
        orderId: null,
      });
      const mails = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.subject, 'Your payment will be refunded – Ayurveda Wellness Store'));
      expect(mails.some((mail) => mail.text.includes(lastPaid.razorpay_payment_id))).toBe(true);
      expect(mails.some((mail) => mail.text.includes('promo code could no longer be used'))).toBe(true);
      expect(await ordersWith(code.code)).toHaveLength(1);
      expect((await codeRow(code.id)).uses).toBe(1);

      // A replay of the refunded one says the same again and orders nothing.
      const replay = await call(api.app, 'POST', '/payment/paymentverification', buyer.token, lastPaid);
      expect(replay.json()).toMatchObject({ code: 'PAYMENT_REFUND_NEEDED', message: promoGone });
      expect(await ordersWith(code.code)).toHaveLength(1);
    },
  );

  it('a Cash on Delivery order with the code takes the hold of the shopper’s unpaid attempt', async () => {
    const code = await promoCode({ maxUsesPerCustomer: 1 });
    const buyer = await buyerWithCart();
    const attempt = await started(buyer, code.code);
    await placeCodOrder(api.app, buyer.token, { couponCode: code.code });
    expect(await holdsOf(code.id)).toEqual([]);
    const item = await product(database);
    await addToCart(api.app, buyer.token, item.id, 1);
    const late = await payAndVerify(buyer, attempt);
    expect(late.json()).toMatchObject({ code: 'PAYMENT_REFUND_NEEDED', message: promoGone });
    expect(await ordersWith(code.code)).toHaveLength(1);
    expect((await codeRow(code.id)).uses).toBe(1);
  });

  it('parallel attempts with a code of total limit 1: one holds it, every other is refused', async () => {
    const code = await promoCode({ maxUses: 1 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyerWithCart()));
    const responses = await Promise.all(buyers.map((buyer) => checkout(buyer, code.code)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400]);
    for (const response of responses.filter((candidate) => candidate.statusCode === 400)) {
      expect(response.json()).toMatchObject({
        code: 'PROMO_INVALID',
        message: 'This promo code has been fully used',
        details: [{ field: 'couponCode' }],
      });
    }
    expect((await codeRow(code.id)).uses).toBe(1);
    expect(await holdsOf(code.id)).toHaveLength(1);
    const attempts = await database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.couponCode, code.code));
    expect(attempts).toHaveLength(1);
  });

  it('a code whose last use is taken between its check and the pricing is refused, not silently dropped', async () => {
    const code = await promoCode({ maxUses: 1 });
    const buyer = await shopper(database);
    const item = await product(database);
    const service = new PromoService({ db: database.db, clock: () => new Date() });
    // The check passes; another checkout then takes the last use before this one prices the cart.
    const checked = await service.check(database.db, code.code, buyer.id, 'couponCode');
    await database.db.update(promoCodes).set({ uses: 1 }).where(eq(promoCodes.id, code.id));
    service.check = async () => checked;
    const pricing = service.price(database.db, {
      userId: buyer.id,
      code: code.code,
      lines: [{ productId: item.id, variantId: item.id, unitPaise: 50_000, quantity: 1 }],
      charges: () => ({ shippingPaise: 0, codFeePaise: 0 }),
    });
    await expect(pricing).rejects.toMatchObject({
      statusCode: 400,
      code: 'PROMO_INVALID',
      message: 'This promo code has been fully used',
    });
  });

  it('a hold counts against other shoppers applying the code, not against its holder', async () => {
    const code = await promoCode({ maxUses: 1 });
    const holder = await buyerWithCart();
    await started(holder, code.code);
    expect((await call(api.app, 'POST', '/promo/apply', holder.token, { code: code.code })).statusCode).toBe(
      200,
    );
    const other = await buyerWithCart();
    const refused = await call(api.app, 'POST', '/promo/apply', other.token, { code: code.code });
    expect(refused.json()).toMatchObject({
      code: 'PROMO_INVALID',
      message: 'This promo code has been fully used',
    });
  });

  it('a failed payment gives the hold back: the code can be used again', async () => {
    const code = await promoCode({ maxUses: 1 });
    const holder = await buyerWithCart();
    const attempt = await started(holder, code.code);
    const other = await buyerWithCart();
    expect((await checkout(other, code.code)).statusCode).toBe(400);

    const failed = await sandboxPay(holder, attempt, 'failure');
    expect(failed.json().error.reason).toBe('payment_failed');
    expect((await codeRow(code.id)).uses).toBe(0);
    expect(await holdsOf(code.id)).toEqual([]);

    const next = await started(other, code.code);
    expect((await payAndVerify(other, next)).statusCode).toBe(200);
    // A retry that succeeds in the first window after the code went to someone else is refunded.
    const retried = await payAndVerify(holder, attempt);
    expect(retried.json()).toMatchObject({ code: 'PAYMENT_REFUND_NEEDED', message: promoGone });
    expect((await codeRow(code.id)).uses).toBe(1);
    expect(await ordersWith(code.code)).toHaveLength(1);
  });

  it('a code switched off: a new attempt is refused; a hold made while it was on stands; a payment without one is refunded', async () => {
    const code = await promoCode();
    const early = await buyerWithCart();
    const earlyAttempt = await started(early, code.code);
    const failing = await buyerWithCart();
    const failingAttempt = await started(failing, code.code);
    await sandboxPay(failing, failingAttempt, 'failure');
    await database.db.update(promoCodes).set({ active: false }).where(eq(promoCodes.id, code.id));

    const late = await buyerWithCart();
    const refused = await checkout(late, code.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PROMO_INVALID', message: 'Invalid promo code' });

    const honoured = await payAndVerify(early, earlyAttempt);
    expect(honoured.statusCode).toBe(200);
    expect(honoured.json().order.totals).toMatchObject({ promoCode: code.code, promoPercent: 10 });

    const retried = await payAndVerify(failing, failingAttempt);
    expect(retried.json()).toMatchObject({ code: 'PAYMENT_REFUND_NEEDED', message: promoGone });
    expect(await ordersWith(code.code)).toHaveLength(1);
    expect((await codeRow(code.id)).uses).toBe(1);
  });
});

describe('an attempt lapses after 30 minutes', () => {
  it('gives its hold back, can no longer be paid in the sandbox, and a late capture is refunded once the code is gone', async () => {
    const shop = await startShop(database);
    try {
      const code = await promoCode({ maxUses: 1 });
      const holder = await buyerWithCart(shop.app);
      const attempt = await started(holder, code.code, shop.app);
      const other = await buyerWithCart(shop.app);
      expect((await checkout(other, code.code, shop.app)).statusCode).toBe(400);

      shop.clock.advance(PAYMENT_ATTEMPT_LIFETIME_MS - 1000);
      expect((await checkout(other, code.code, shop.app)).statusCode).toBe(400);
      shop.clock.advance(2000);
      const lapsed = await sandboxPay(holder, attempt, 'success', shop.app);
      expect(lapsed.statusCode).toBe(409);
      expect(lapsed.json()).toMatchObject({
        code: 'PAYMENT_EXPIRED',
        message: 'This payment has expired. Please go back to the checkout and pay again.',
      });
      const next = await started(other, code.code, shop.app);
      expect((await codeRow(code.id)).uses).toBe(1);
      expect(await holdsOf(code.id)).toMatchObject([{ userId: other.id }]);

      // The bank reports the holder's payment late: Razorpay's capture webhook arrives.
      expect(await capture(shop, attempt, 'pay_LateCapture001')).toEqual({ status: 'needs_refund' });
      expect(await attemptOf(attempt)).toMatchObject({ status: 'needs_refund', orderId: null });
      expect((await payAndVerify(other, next, shop.app)).statusCode).toBe(200);
      expect(await ordersWith(code.code)).toMatchObject([{ userId: other.id }]);
      expect((await codeRow(code.id)).uses).toBe(1);
    } finally {
      await shop.close();
    }
  });

  it('completes a late capture whose hold nobody took meanwhile', async () => {
    const shop = await startShop(database);
    try {
      const code = await promoCode({ maxUses: 1 });
      const buyer = await buyerWithCart(shop.app);
      const attempt = await started(buyer, code.code, shop.app);
      shop.clock.advance(PAYMENT_ATTEMPT_LIFETIME_MS + 60_000);
      expect(await capture(shop, attempt, 'pay_LateCapture002')).toEqual({ status: 'processed' });
      expect(await ordersWith(code.code)).toMatchObject([
        { userId: buyer.id, razorpayPaymentId: 'pay_LateCapture002' },
      ]);
      expect((await codeRow(code.id)).uses).toBe(1);
      expect(await holdsOf(code.id)).toEqual([]);
    } finally {
      await shop.close();
    }
  });
});

/** Razorpay's payment.captured event for a sandbox payment order, signed as the sandbox signs. */
async function capture(shop: TestApi, razorpayOrderId: string, paymentId: string) {
  const [secret] = await database.db
    .select()
    .from(paymentSecrets)
    .where(eq(paymentSecrets.name, 'sandbox_key_secret'));
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: razorpayOrderId, status: 'captured' } } },
  });
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', secret!.value).update(body).digest('hex'),
      'x-razorpay-event-id': `evt_${paymentId}`,
    },
    payload: body,
  });
  return response.json();
}
